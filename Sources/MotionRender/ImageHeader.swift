import Foundation

/// The format and pixel dimensions of an encoded image, read from its header alone (nothing is
/// decoded), so an image can be refused before a decoder allocates its pixels.
///
/// Reads PNG (`IHDR`), JPEG (the first start-of-frame segment), GIF (the logical screen, and the
/// number of frames a decoder composites) and WebP (`VP8 `, `VP8L` or `VP8X`). Anything else, a
/// truncated header, or a zero side gives nil: callers refuse what they cannot measure.
///
/// ```swift
/// guard let header = ImageHeader(bytes), header.pixels <= RenderLimits.embeddedImagePixels else { … }
/// ```
public struct ImageHeader: Equatable, Sendable {
    public enum Format: String, Sendable {
        case png, jpeg, gif, webp
    }

    public let format: Format
    /// Width and height in pixels (each ≥ 1).
    public let width: Int
    public let height: Int
    /// Frames a decoder builds: the image descriptors of a GIF (an animated WebP gives nil
    /// instead), 1 otherwise.
    public let frames: Int

    /// Pixels a decoder holds for the whole image: width × height × frames.
    public var pixels: Double { Double(width) * Double(height) * Double(frames) }

    public init(format: Format, width: Int, height: Int, frames: Int = 1) {
        self.format = format
        self.width = width
        self.height = height
        self.frames = frames
    }

    /// The header of `data`, or nil when it is not a PNG, JPEG, GIF or still WebP with a readable,
    /// non-empty size.
    public init?(_ data: Data) {
        // A PNG's size is in its first 24 bytes (the file may be a large reference image); the
        // other formats are read through (a GIF's frames are counted to its end).
        let found: ImageHeader?
        if data.starts(with: ImageHeader.pngSignature) {
            found = ImageHeader.png([UInt8](data.prefix(24)))
        } else {
            let bytes = [UInt8](data)
            found = ImageHeader.jpeg(bytes) ?? ImageHeader.gif(bytes) ?? ImageHeader.webp(bytes)
        }
        guard let header = found, header.width >= 1, header.height >= 1, header.frames >= 1 else { return nil }
        self = header
    }

    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private static func big16(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }
    private static func big32(_ b: [UInt8], _ i: Int) -> Int { big16(b, i) << 16 | big16(b, i + 2) }
    private static func little16(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) | Int(b[i + 1]) << 8 }
    private static func little24(_ b: [UInt8], _ i: Int) -> Int { little16(b, i) | Int(b[i + 2]) << 16 }

    /// Signature, then the IHDR chunk: length, "IHDR", width, height (big-endian).
    private static func png(_ b: [UInt8]) -> ImageHeader? {
        guard b.count >= 24, b.starts(with: pngSignature),
              Array(b[12..<16]) == Array("IHDR".utf8) else { return nil }
        return ImageHeader(format: .png, width: big32(b, 16), height: big32(b, 20))
    }

    /// Segments from SOI to the first SOFn (n ≠ 4, 8, 12: those markers are tables), which holds
    /// precision, height, width. A scan before any frame header is malformed.
    private static func jpeg(_ b: [UInt8]) -> ImageHeader? {
        guard b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var i = 2
        while i + 3 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }                       // fill byte
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }   // no length
            if marker == 0xD9 || marker == 0xDA { return nil }           // end or scan before a frame
            let length = big16(b, i + 2)
            guard length >= 2 else { return nil }
            if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                guard i + 8 < b.count else { return nil }
                return ImageHeader(format: .jpeg, width: big16(b, i + 7), height: big16(b, i + 5))
            }
            i += 2 + length
        }
        return nil
    }

    /// "GIF87a"/"GIF89a", the logical screen (little-endian), then the blocks: every image
    /// descriptor is one more frame of the screen's size for a decoder that composites them.
    private static func gif(_ b: [UInt8]) -> ImageHeader? {
        guard b.count >= 13, b.starts(with: Array("GIF8".utf8)), b[4] == 0x37 || b[4] == 0x39, b[5] == 0x61 else { return nil }
        let width = little16(b, 6), height = little16(b, 8)
        var i = 13
        if b[10] & 0x80 != 0 { i += 3 << (Int(b[10] & 0x07) + 1) }    // global colour table
        var frames = 0
        /// Skips data sub-blocks (a size byte, that many bytes, … until a zero size).
        func skipSubBlocks(_ start: Int) -> Int? {
            var j = start
            while j < b.count {
                let size = Int(b[j])
                if size == 0 { return j + 1 }
                j += 1 + size
            }
            return nil
        }
        while i < b.count {
            switch b[i] {
            case 0x3B:                                                    // trailer
                return frames > 0 ? ImageHeader(format: .gif, width: width, height: height, frames: frames) : nil
            case 0x21:                                                    // extension: label, sub-blocks
                guard let next = skipSubBlocks(i + 2) else { return nil }
                i = next
            case 0x2C:                                                    // image descriptor
                guard i + 10 <= b.count else { return nil }
                frames += 1
                var j = i + 10
                if b[i + 9] & 0x80 != 0 { j += 3 << (Int(b[i + 9] & 0x07) + 1) }   // local colour table
                guard let next = skipSubBlocks(j + 1) else { return nil }   // LZW code size, then data
                i = next
            default:
                return nil
            }
        }
        // A file cut after its frames still decodes them.
        return frames > 0 ? ImageHeader(format: .gif, width: width, height: height, frames: frames) : nil
    }

    /// "RIFF" size "WEBP", then the first chunk: `VP8 ` (frame tag, start code, 14-bit sizes),
    /// `VP8L` (signature 0x2F, 14-bit sizes minus one) or `VP8X` (flags, 24-bit sizes minus one;
    /// the animation flag gives nil: its frames cannot be counted from the header).
    private static func webp(_ b: [UInt8]) -> ImageHeader? {
        guard b.count >= 30, b.starts(with: Array("RIFF".utf8)), Array(b[8..<12]) == Array("WEBP".utf8) else { return nil }
        let chunk = String(decoding: b[12..<16], as: UTF8.self)
        switch chunk {
        case "VP8 ":
            guard b[23] == 0x9D, b[24] == 0x01, b[25] == 0x2A else { return nil }
            return ImageHeader(format: .webp, width: little16(b, 26) & 0x3FFF, height: little16(b, 28) & 0x3FFF)
        case "VP8L":
            guard b[20] == 0x2F else { return nil }
            let bits = Int(b[21]) | Int(b[22]) << 8 | Int(b[23]) << 16 | Int(b[24]) << 24
            return ImageHeader(format: .webp, width: (bits & 0x3FFF) + 1, height: ((bits >> 14) & 0x3FFF) + 1)
        case "VP8X":
            guard b[20] & 0x02 == 0 else { return nil }                   // animated
            return ImageHeader(format: .webp, width: little24(b, 24) + 1, height: little24(b, 27) + 1)
        default:
            return nil
        }
    }
}
