internal import CCairo
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Collects the bytes cairo writes for a whole document (a PDF of many pages) in one `malloc`
/// block grown with `realloc`, and hands the block over as `Data` without a copy.
///
/// A document grows to megabytes, unlike the frames ``ByteSink`` collects: glibc grows a large
/// block in place (`mremap`), where an array's doubling holds the old and the new buffer at
/// once and `Data(array)` copies the whole document again, three times the document's size at the
/// peak instead of once. Not thread-safe; one per document.
final class DocumentSink {
    private var base: UnsafeMutableRawPointer?
    private var count = 0
    private var capacity = 0
    /// Set when `realloc` failed: the writer returns cairo's write error from then on.
    private var failed = false

    deinit { free(base) }

    /// Runs `body` with a cairo write function and the closure pointer that feeds this sink.
    func withWriter<R>(_ body: (cairo_write_func_t, UnsafeMutableRawPointer) throws -> R) rethrows -> R {
        try withExtendedLifetime(self) {
            try body(DocumentSink.write, Unmanaged.passUnretained(self).toOpaque())
        }
    }

    /// Everything written, as `Data` that now owns the bytes; the sink is empty afterwards.
    func take() -> Data {
        guard let block = base, count > 0 else { return Data() }
        let data = Data(bytesNoCopy: block, count: count, deallocator: .free)
        base = nil
        count = 0
        capacity = 0
        return data
    }

    private func append(_ bytes: UnsafePointer<UInt8>, _ length: Int) -> Bool {
        if count + length > capacity {
            // Growth by half again: few reallocations, and a large block moves by remapping.
            let wanted = max(count + length, capacity + capacity / 2, 64 << 10)
            guard let grown = realloc(base, wanted) else { return false }
            base = grown
            capacity = wanted
        }
        (base! + count).copyMemory(from: bytes, byteCount: length)
        count += length
        return true
    }

    private static let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<DocumentSink>.fromOpaque(closure).takeUnretainedValue()
        guard !sink.failed, sink.append(bytes, Int(length)) else {
            sink.failed = true
            return CAIRO_STATUS_WRITE_ERROR
        }
        return CAIRO_STATUS_SUCCESS
    }
}
