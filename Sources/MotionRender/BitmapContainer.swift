import Foundation

/// Structural checks of PNG and JPEG files, before they are decoded: the decoder (gdk-pixbuf)
/// silently returns a partly decoded image for a file that ends early, so a file must reach
/// its end marker to be drawn; a PNG must also hold enough data for the size its header says.
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

    /// Also compares the compressed image data (`IDAT` chunks) with the size the header
    /// announces: deflate packs at most about 1032 bytes into one, so a PNG whose data is too
    /// small for its header (65 bytes "of" 12000 × 12000 pixels) is refused before the decoder
    /// allocates the pixels.
    private static func pngTruncation(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        func number(_ at: Int) -> Int { (Int(bytes[at]) << 24) | (Int(bytes[at + 1]) << 16) | (Int(bytes[at + 2]) << 8) | Int(bytes[at + 3]) }
        func type(_ at: Int, _ name: String) -> Bool { name.utf8.enumerated().allSatisfy { bytes[at + $0.offset] == $0.element } }
        var offset = 8, imageData = 0
        var header: (width: Int, height: Int, bitsPerPixel: Int)?
        while offset + 8 <= bytes.count {
            let length = number(offset)
            let next = offset + 12 + length
            guard next <= bytes.count else { break }
            if type(offset + 4, "IHDR"), length >= 13 {
                let depth = Int(bytes[offset + 16]), channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(bytes[offset + 17])] ?? 1
                header = (number(offset + 8), number(offset + 12), depth * channels)
            } else if type(offset + 4, "IDAT") {
                imageData += length
            } else if type(offset + 4, "IEND") {
                guard let header else { return nil }   // the decoder names a PNG without a header
                let pixelBytes = (Double(header.width) * Double(header.height) * Double(header.bitsPerPixel) / 8).rounded(.up)
                let fewest = Int(pixelBytes / Self.deflateRatio)
                guard imageData >= fewest else {
                    return "holds \(imageData) bytes of image data for \(header.width)x\(header.height) pixels, fewer than any PNG of that size can (at least \(fewest)); it was not decoded"
                }
                return nil
            }
            offset = next
        }
        return "is truncated: the PNG ends at byte \(bytes.count) before its IEND chunk"
    }

    /// The most bytes deflate can expand one compressed byte into (its longest match, 258 bytes,
    /// coded in about two bits, less the block overhead), rounded up: a bound, not a typical ratio.
    private static let deflateRatio = 1040.0

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
