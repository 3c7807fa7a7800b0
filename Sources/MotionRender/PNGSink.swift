internal import CPNG
import Foundation

/// Collects libpng's output in memory.
final class PNGSink {
    var data: Data

    init(capacity: Int) { data = Data(capacity: capacity) }

    static let write: png_rw_ptr = { png, bytes, length in
        guard let png, let bytes, let io = png_get_io_ptr(png) else { return }
        Unmanaged<PNGSink>.fromOpaque(io).takeUnretainedValue().data.append(bytes, count: Int(length))
    }

    static let flush: png_flush_ptr = { _ in }
}
