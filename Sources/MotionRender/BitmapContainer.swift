import Foundation

/// Structural checks of PNG and JPEG files, before they are decoded: the decoder (gdk-pixbuf)
/// silently returns a partly decoded image for a file that ends early, so a file must reach
/// its end marker to be drawn.
enum BitmapContainer {
    /// Why `data` (a file of `format`) is incomplete, or nil when its structure reaches its end
    /// marker: PNG chunks up to `IEND`, JPEG segments and entropy-coded data up to `EOI`.
    static func truncation(of data: Data, format: BitmapFormat) -> String? {
        data.withUnsafeBytes { raw -> String? in
            let bytes = raw.bindMemory(to: UInt8.self)
            switch format {
            case .png: return pngTruncation(bytes)
            case .jpeg: return jpegTruncation(bytes)
            case .webp: return nil   // libwebp reports a short file itself
            }
        }
    }

    private static func pngTruncation(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = (Int(bytes[offset]) << 24) | (Int(bytes[offset + 1]) << 16) | (Int(bytes[offset + 2]) << 8) | Int(bytes[offset + 3])
            let isEnd = bytes[offset + 4] == 0x49 && bytes[offset + 5] == 0x45 && bytes[offset + 6] == 0x4E && bytes[offset + 7] == 0x44
            let next = offset + 12 + length
            guard next <= bytes.count else { break }
            if isEnd { return nil }
            offset = next
        }
        return "is truncated: the PNG ends at byte \(bytes.count) before its IEND chunk"
    }

    private static func jpegTruncation(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var offset = 2
        let missing = "is truncated: the JPEG ends at byte \(bytes.count) before its end-of-image marker"
        while offset + 1 < bytes.count {
            guard bytes[offset] == 0xFF else { return "is not a well-formed JPEG: no marker at byte \(offset)" }
            var marker = bytes[offset + 1]
            offset += 2
            while marker == 0xFF, offset < bytes.count {   // fill bytes
                marker = bytes[offset]
                offset += 1
            }
            switch marker {
            case 0xD9:
                return nil
            case 0x01, 0xD0...0xD7:
                continue
            default:
                guard offset + 1 < bytes.count else { return missing }
                let length = (Int(bytes[offset]) << 8) | Int(bytes[offset + 1])
                guard length >= 2 else { return "is not a well-formed JPEG: a segment of length \(length) at byte \(offset)" }
                offset += length
                guard marker == 0xDA else { continue }
                // Entropy-coded data: up to the next marker that is not a stuffed 0xFF 0x00 or a restart.
                while offset + 1 < bytes.count {
                    if bytes[offset] == 0xFF, bytes[offset + 1] != 0x00, !(0xD0...0xD7).contains(bytes[offset + 1]) { break }
                    offset += 1
                }
            }
        }
        return missing
    }
}
