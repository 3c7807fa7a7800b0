import CCairo
import Foundation

/// Collects the bytes cairo writes to a stream (PNG, SVG, PDF) into memory.
final class ByteSink {
    var data = Data()

    /// Runs `body` with a cairo write function and the closure pointer that feeds this sink.
    func withWriter<R>(_ body: (cairo_write_func_t, UnsafeMutableRawPointer) throws -> R) rethrows -> R {
        try withExtendedLifetime(self) {
            try body(ByteSink.write, Unmanaged.passUnretained(self).toOpaque())
        }
    }

    private static let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
        Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
        return CAIRO_STATUS_SUCCESS
    }
}
