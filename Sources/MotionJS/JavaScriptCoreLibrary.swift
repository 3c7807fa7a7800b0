internal import CJavaScriptCore
import Foundation

/// JavaScriptCore, opened the first time a script runs rather than linked into the program.
///
/// A command that runs no script (a still, a storyboard, `list`) then never loads the library,
/// its 14,000 symbol bindings and the libraries it brings with it (libstdc++, libsystemd,
/// libgcrypt and others): `make bench` measures what that saves at every start of `motion`.
/// Every entry point of the module that starts the engine calls ``load()`` first, so a machine
/// without the library gets ``JSError/engineUnavailable(library:reason:)`` instead of a
/// loader error at start.
enum JavaScriptCoreLibrary {
    /// The library's file name, as the dynamic loader looks it up (Debian's
    /// `libjavascriptcoregtk-4.1-0` installs it).
    static let file = "libjavascriptcoregtk-4.1.so.0"

    /// The functions, or why they could not be loaded: decided once per process.
    nonisolated(unsafe) private static let loaded: Result<UnsafePointer<CJSCFunctions>, JSError> = open(file)

    /// Opens `file` and finds every function the package calls in it.
    static func open(_ file: String) -> Result<UnsafePointer<CJSCFunctions>, JSError> {
        var message: UnsafePointer<CChar>?
        if let table = cjsc_load(file, &message) { return .success(table) }
        let reason = message.map { String(cString: $0) } ?? "unknown error"
        return .failure(.engineUnavailable(library: file, reason: reason))
    }

    /// Loads the library if no call has yet; throws ``JSError/engineUnavailable(library:reason:)``
    /// when it cannot be opened or lacks a function.
    static func load() throws {
        if case let .failure(error) = loaded { throw error }
    }

    /// The table of functions, loading the library on first use. Stops the process when it
    /// cannot be loaded: the public entry points call ``load()`` first, which throws instead.
    static var functions: UnsafePointer<CJSCFunctions> {
        switch loaded {
        case let .success(table): return table
        case let .failure(error): preconditionFailure("\(error)")
        }
    }
}

/// JavaScriptCore's functions, called as `jsc.JSValueMakeNumber(ctx, 1)`; each member has the
/// type of its declaration in the library's header.
let jsc: CJSCFunctions = JavaScriptCoreLibrary.functions.pointee
