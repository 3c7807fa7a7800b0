import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One object per thread, made by `make` on the thread's first use and released when the
/// thread ends (a POSIX thread-specific key): what a thread keeps between documents (its byte
/// arrays, its JavaScript worker).
package final class PerThread<Value: AnyObject>: @unchecked Sendable {
    private let key: pthread_key_t
    private let make: @Sendable () -> Value

    package init(_ make: @escaping @Sendable () -> Value) {
        var key = pthread_key_t()
        pthread_key_create(&key) { stored in
            if let stored { Unmanaged<AnyObject>.fromOpaque(stored).release() }
        }
        self.key = key
        self.make = make
    }

    /// The calling thread's object.
    package var value: Value {
        if let stored = pthread_getspecific(key) { return Unmanaged<Value>.fromOpaque(stored).takeUnretainedValue() }
        let made = make()
        pthread_setspecific(key, Unmanaged.passRetained(made).toOpaque())
        return made
    }
}
