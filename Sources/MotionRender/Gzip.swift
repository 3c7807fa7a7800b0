internal import CZlib
import Foundation

/// Expands gzip data (an `.svgz` asset) with a limit on the expanded size, checked while it
/// expands: a few megabytes that would expand to gigabytes stop at the limit.
package enum Gzip {
    /// True when `data` starts with gzip's magic bytes (1F 8B), as librsvg would detect it.
    package static func isCompressed(_ data: Data) -> Bool {
        data.count >= 2 && data[data.startIndex] == 0x1F && data[data.startIndex + 1] == 0x8B
    }

    /// Why expanding failed: over the limit, or not valid gzip (zlib's message).
    package enum Failure: Error, Equatable {
        case overLimit(Int)
        case invalid(String)
    }

    /// The expanded bytes of the first gzip member of `data`, at most `limit` of them.
    package static func expand(_ data: Data, limit: Int) throws(Failure) -> Data {
        var stream = z_stream()
        guard czlib_inflate_init_gzip(&stream) == Z_OK else { throw .invalid("zlib could not start") }
        defer { inflateEnd(&stream) }
        var output = Data()
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        var status = Z_OK
        var input = [UInt8](data)
        input.withUnsafeMutableBufferPointer { source in
            stream.next_in = source.baseAddress
            stream.avail_in = uInt(source.count)
            repeat {
                status = chunk.withUnsafeMutableBufferPointer { buffer in
                    stream.next_out = buffer.baseAddress
                    stream.avail_out = uInt(buffer.count)
                    return inflate(&stream, Z_NO_FLUSH)
                }
                let produced = chunk.count - Int(stream.avail_out)
                if output.count + produced > limit {
                    status = Z_MEM_ERROR   // marks "over the limit" below
                    output.count = limit + 1
                    return
                }
                output.append(contentsOf: chunk[0..<produced])
            } while status == Z_OK && (stream.avail_in > 0 || stream.avail_out == 0)
        }
        if output.count > limit { throw .overLimit(limit) }
        guard status == Z_STREAM_END else {
            let message = stream.msg.map { String(cString: $0) } ?? (status == Z_OK || status == Z_BUF_ERROR ? "the data ends early" : "zlib error \(status)")
            throw .invalid(message)
        }
        return output
    }
}
