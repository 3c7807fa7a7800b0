import Foundation

/// Finds where bytes stop being valid UTF-8, so a message can point at the byte.
package enum UTF8Check {
    /// The offset of the first byte of the first sequence that is not valid UTF-8 (a stray
    /// continuation byte, a truncated sequence, an overlong form, a surrogate, a code point over
    /// U+10FFFF), or nil when all of `bytes` is valid.
    package static func firstInvalidByte<Bytes: Collection>(in bytes: Bytes) -> Int? where Bytes.Element == UInt8 {
        var offset = 0
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let lead = bytes[index]
            let length: Int, minimum: UInt32
            var scalar: UInt32
            switch lead {
            case 0x00...0x7F: length = 1; minimum = 0; scalar = UInt32(lead)
            case 0xC2...0xDF: length = 2; minimum = 0x80; scalar = UInt32(lead & 0x1F)
            case 0xE0...0xEF: length = 3; minimum = 0x800; scalar = UInt32(lead & 0x0F)
            case 0xF0...0xF4: length = 4; minimum = 0x10000; scalar = UInt32(lead & 0x07)
            default: return offset
            }
            var next = bytes.index(after: index)
            for _ in 1..<length {
                guard next != bytes.endIndex, bytes[next] & 0xC0 == 0x80 else { return offset }
                scalar = scalar << 6 | UInt32(bytes[next] & 0x3F)
                next = bytes.index(after: next)
            }
            if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return offset }
            offset += length
            index = next
        }
        return nil
    }
}
