internal import CCairo
import Foundation

/// Collects the bytes cairo writes to a stream (a PNG file) into memory; a whole PDF document
/// goes to ``DocumentSink`` instead.
///
/// Cairo writes SVG and PDF in many small pieces; appending them to a byte array costs less than
/// appending to `Data`, which is made once at the end. The array is the thread's scratch
/// (``ScratchBytes``), given back when the sink goes away.
final class ByteSink {
    private var bytes: [UInt8]

    init() {
        bytes = ScratchBytes.take()
        bytes.reserveCapacity(16 << 10)
    }

    deinit { ScratchBytes.give(&bytes) }

    /// Everything written so far, copied into `Data`.
    var data: Data { Data(bytes) }

    /// Runs `body` with everything written so far (valid only inside `body`).
    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try bytes.withUnsafeBufferPointer(body)
    }

    /// Runs `body` with a cairo write function and the closure pointer that feeds this sink.
    func withWriter<R>(_ body: (cairo_write_func_t, UnsafeMutableRawPointer) throws -> R) rethrows -> R {
        try withExtendedLifetime(self) {
            try body(ByteSink.write, Unmanaged.passUnretained(self).toOpaque())
        }
    }

    private static let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
        Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue().bytes
            .append(contentsOf: UnsafeBufferPointer(start: bytes, count: Int(length)))
        return CAIRO_STATUS_SUCCESS
    }
}
