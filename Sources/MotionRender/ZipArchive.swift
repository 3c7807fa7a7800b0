internal import CDeflate
import Foundation

/// A ZIP archive of a few files, deflated with libdeflate, with fixed timestamps (1980-01-01) so
/// the same files always make the same bytes: what a dotLottie file is. No ZIP64: each file and
/// the archive stay under 4 GiB (callers bound them far lower).
package enum ZipArchive {
    /// The archive of `files` in the order given (names are paths inside the archive, `/`-separated).
    package static func archive(_ files: [(name: String, data: Data)]) -> Data {
        var out = [UInt8]()
        var central = [UInt8]()
        let compressor = libdeflate_alloc_compressor(9)!
        defer { libdeflate_free_compressor(compressor) }
        for (name, data) in files {
            let bytes = [UInt8](data)
            let crc = bytes.withUnsafeBytes { UInt32(libdeflate_crc32(0, $0.baseAddress, $0.count)) }
            var packed = [UInt8](repeating: 0, count: libdeflate_deflate_compress_bound(compressor, bytes.count))
            let size = bytes.withUnsafeBytes { source in
                packed.withUnsafeMutableBytes { libdeflate_deflate_compress(compressor, source.baseAddress, source.count, $0.baseAddress, $0.count) }
            }
            let deflated = size > 0 && size < bytes.count
            let stored = deflated ? Array(packed[0..<size]) : bytes
            let nameBytes = Array(name.utf8)
            let offset = out.count
            func common(_ into: inout [UInt8]) {
                put16(&into, 20)                       // version needed: 2.0
                put16(&into, 0x0800)                   // UTF-8 names
                put16(&into, deflated ? 8 : 0)         // deflate or stored
                put16(&into, 0); put16(&into, 0x21)    // 00:00, 1980-01-01
                put32(&into, crc)
                put32(&into, UInt32(stored.count))
                put32(&into, UInt32(bytes.count))
                put16(&into, UInt16(nameBytes.count))
                put16(&into, 0)                        // no extra field
            }
            put32(&out, 0x0403_4b50)
            common(&out)
            out += nameBytes
            out += stored
            put32(&central, 0x0201_4b50)
            put16(&central, 20)                        // made by: 2.0
            common(&central)
            put16(&central, 0); put16(&central, 0); put16(&central, 0)   // comment, disk, internal attributes
            put32(&central, 0)                         // external attributes
            put32(&central, UInt32(offset))
            central += nameBytes
        }
        let start = out.count
        out += central
        put32(&out, 0x0605_4b50)
        put16(&out, 0); put16(&out, 0)
        put16(&out, UInt16(files.count)); put16(&out, UInt16(files.count))
        put32(&out, UInt32(central.count))
        put32(&out, UInt32(start))
        put16(&out, 0)
        return Data(out)
    }

    private static func put16(_ out: inout [UInt8], _ v: UInt16) {
        out.append(UInt8(v & 0xFF)); out.append(UInt8(v >> 8))
    }

    private static func put32(_ out: inout [UInt8], _ v: UInt32) {
        for k in 0..<4 { out.append(UInt8((v >> (8 * UInt32(k))) & 0xFF)) }
    }
}
