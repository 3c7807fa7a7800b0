import Foundation

/// Checks that a file the encoder reported as finished is whole, from the container's own
/// structure, before it replaces anything. An encoder can exit with status 0 after a write
/// failed (ffmpeg does, after "Error writing trailer … No space left on device"), leaving a
/// file cut short; each format ends in a way a cut file cannot fake:
///
/// | format | whole when |
/// |---|---|
/// | GIF | it starts `GIF89a` and its last byte is the trailer `0x3B` |
/// | APNG | it starts with the PNG signature and ends with the 12-byte `IEND` chunk |
/// | WebP | its RIFF header's size is the file's size less 8, and it says `WEBP` |
/// | MP4 | its top-level boxes fill the file exactly, `moov` and `mdat` among them |
/// | WebM | it starts with the EBML header, then the segment, whose stated size ends at the file's end |
///
/// Only the first and last bytes and the box or element headers are read, so a check costs
/// microseconds whatever the length of the video.
enum EncodedFileCheck {
    /// What is wrong with the file at `url` as a `format` file, or nil when it is whole.
    static func problem(_ url: URL, format: AnimationFormat) -> String? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return "the encoded file cannot be read back" }
        defer { try? handle.close() }
        guard let size = try? handle.seekToEnd(), size > 0 else { return "the encoder wrote an empty file" }
        let file = Reader(handle: handle, size: size)
        let whole: Bool
        switch format {
        case .gif: whole = file.bytes(at: 0, 6) == Array("GIF89a".utf8) && file.bytes(at: size - 1, 1) == [0x3B]
        case .apng: whole = file.bytes(at: 0, 8) == pngSignature && file.bytes(at: size - 12, 12) == pngEnd
        case .webp:
            let head = file.bytes(at: 0, 12)
            whole = head.count == 12 && Array(head[0..<4]) == Array("RIFF".utf8) && Array(head[8..<12]) == Array("WEBP".utf8)
                && littleEndian(head[4..<8]) + 8 == size
        case .mp4: whole = mp4IsWhole(file)
        case .webm: whole = webmIsWhole(file)
        case .svg, .lottie, .dotlottie: whole = true
        }
        return whole ? nil : "the encoder's \(format.rawValue.uppercased()) file is incomplete (\(size) bytes, no proper end)"
    }

    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The last 12 bytes of every whole PNG: the empty `IEND` chunk (also what a frame file of a
    /// sequence must end with).
    static let pngEnd: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]

    /// Walks the top-level boxes (size, type; a size of 1 means a 64-bit size follows, 0 means
    /// "to the end of the file").
    private static func mp4IsWhole(_ file: Reader) -> Bool {
        var offset: UInt64 = 0, types: Set<String> = []
        while offset < file.size {
            let head = file.bytes(at: offset, 16)
            guard head.count >= 8 else { return false }
            var length = bigEndian(head[0..<4])
            if length == 1 {
                guard head.count == 16 else { return false }
                length = bigEndian(head[8..<16])
            } else if length == 0 {
                length = file.size - offset
            }
            guard length >= 8, length <= file.size - offset else { return false }
            types.insert(String(decoding: head[4..<8], as: UTF8.self))
            offset += length
        }
        return offset == file.size && types.contains("moov") && types.contains("mdat")
    }

    /// The EBML header element, then the Segment element (ID `18 53 80 67`) whose size must be
    /// known and reach exactly the end of the file (the muxer writes it when it finishes).
    private static func webmIsWhole(_ file: Reader) -> Bool {
        guard let header = file.element(at: 0), header.id == 0x1A45_DFA3, let size = header.size,
              let segment = file.element(at: header.dataStart + size), segment.id == 0x1853_8067,
              let segmentSize = segment.size else { return false }
        return segment.dataStart + segmentSize == file.size
    }

    /// The unsigned integer of up to eight bytes, most significant first.
    private static func bigEndian(_ bytes: ArraySlice<UInt8>) -> UInt64 { bytes.reduce(0) { $0 << 8 | UInt64($1) } }

    /// The unsigned integer of up to eight bytes, least significant first.
    private static func littleEndian(_ bytes: ArraySlice<UInt8>) -> UInt64 { bytes.reversed().reduce(0) { $0 << 8 | UInt64($1) } }

    /// Reads pieces of the file by offset.
    private struct Reader {
        let handle: FileHandle
        let size: UInt64

        /// Up to `count` bytes at `offset` (fewer at the end of the file, none past it).
        func bytes(at offset: UInt64, _ count: Int) -> [UInt8] {
            guard offset < size, (try? handle.seek(toOffset: offset)) != nil,
                  let data = try? handle.read(upToCount: count) else { return [] }
            return [UInt8](data)
        }

        /// An EBML element's ID (its marker bits kept, as the format lists them), its data size
        /// (nil when "unknown": every size bit set) and where its data starts.
        func element(at offset: UInt64) -> (id: UInt32, size: UInt64?, dataStart: UInt64)? {
            let head = bytes(at: offset, 12)
            guard let first = head.first, first != 0 else { return nil }
            let idLength = first.leadingZeroBitCount + 1
            guard idLength <= 4, head.count > idLength else { return nil }
            let id = head[0..<idLength].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            let sizeByte = head[idLength]
            guard sizeByte != 0 else { return nil }
            let sizeLength = sizeByte.leadingZeroBitCount + 1
            guard head.count >= idLength + sizeLength else { return nil }
            var value = UInt64(sizeByte & (0xFF >> sizeLength))
            for byte in head[(idLength + 1)..<(idLength + sizeLength)] { value = value << 8 | UInt64(byte) }
            let unknown = value == (UInt64(1) << (7 * sizeLength)) - 1
            return (id, unknown ? nil : value, offset + UInt64(idLength + sizeLength))
        }
    }
}
