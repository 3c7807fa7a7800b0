internal import CCairo
internal import CDeflate
import Foundation

/// Encodes cairo image surfaces and ``RasterImage``s as PNG with a chosen ``PNGCompression``.
///
/// Every setting but ``PNGCompression/cairo`` writes the rows unfiltered and compresses the whole
/// image in one libdeflate call at ``PNGCompression/deflateLevel``: the file is the signature,
/// IHDR, one IDAT and IEND, with no time or text chunk, so its bytes depend only on the pixels and
/// the setting. The pixels are those cairo's own writer produces: an image whose alpha is 255
/// everywhere is written as 8-bit RGB, anything else as 8-bit RGBA with premultiplied colour
/// divided out exactly as cairo does (`(c · 255 + a / 2) / a`, and 0 for a fully transparent pixel).
///
/// Memory: while encoding, the rows (1 + 3 or 4 bytes a pixel per row) and the compressed file
/// are held at once; an encoder keeps both buffers and its libdeflate compressor for the next
/// image, so a frame sequence allocates them once. Not thread-safe: one thread at a time.
final class PNGEncoder {
    let compression: PNGCompression
    private var compressor: OpaquePointer?
    /// The rows as PNG's deflate input: for each row its filter byte (0, none) and its bytes.
    private let rows = ReusableBuffer()
    /// The whole file, assembled here and copied out once.
    private let file = ReusableBuffer()

    /// The bytes before the compressed data: signature (8), IHDR chunk (25), IDAT length and type (8).
    private static let headerBytes = 41
    /// The bytes after it: IDAT's CRC (4) and the IEND chunk (12).
    private static let trailerBytes = 16

    init(compression: PNGCompression) {
        self.compression = compression
    }

    deinit {
        if let compressor { libdeflate_free_compressor(compressor) }
    }

    /// The PNG bytes of `surface` (ARGB32 or RGB24), flushed before reading.
    static func encode(_ surface: OpaquePointer, compression: PNGCompression) throws -> Data {
        try PNGEncoder(compression: compression).encode(surface)
    }

    /// The PNG bytes of straight RGBA pixels, as the instance method does.
    static func encode(_ image: RasterImage, compression: PNGCompression) throws -> Data {
        try PNGEncoder(compression: compression).encode(image)
    }

    /// The PNG bytes of `surface` (ARGB32 or RGB24), flushed before reading.
    func encode(_ surface: OpaquePointer) throws -> Data {
        guard compression.deflateLevel != nil else { return try Self.encodeWithCairo(surface) }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard width > 0, height > 0, let pixels = cairo_image_surface_get_data(surface) else {
            throw RenderError.cairo(stage: "encoding PNG", message: "the image has no pixels")
        }
        let hasAlpha = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
            && !Self.isOpaque(pixels, width: width, height: height, stride: stride)
        let source = PNGRowSource(pixels: UnsafePointer(pixels), stride: stride, width: width, withAlpha: hasAlpha)
        return try encode(width: width, height: height, hasAlpha: hasAlpha) { y, row in source.convert(row: y, into: row) }
    }

    /// The PNG bytes of straight (non-premultiplied) RGBA pixels, written as RGBA unless every
    /// alpha is 255 (then RGB, as cairo does). The pixels come back exactly when decoded.
    /// ``PNGCompression/cairo`` needs a cairo surface, so it is encoded as ``PNGCompression/balanced``.
    func encode(_ image: RasterImage) throws -> Data {
        guard image.width > 0, image.height > 0 else {
            throw RenderError.invalidParameter(name: "image size", value: "\(image.width)x\(image.height)", expected: "at least 1x1")
        }
        let opaque = Swift.stride(from: 3, to: image.rgba.count, by: 4).allSatisfy { image.rgba[$0] == 255 }
        let source = PNGRasterRows(image: image, withAlpha: !opaque)
        return try encode(width: image.width, height: image.height, hasAlpha: !opaque) { y, row in source.convert(row: y, into: row) }
    }

    /// Fills the rows with `convert` (row `y` into the bytes after its filter byte), compresses
    /// them and assembles the file.
    private func encode(width: Int, height: Int, hasAlpha: Bool,
                        _ convert: (Int, UnsafeMutablePointer<UInt8>) -> Void) throws -> Data {
        let rowBytes = width * (hasAlpha ? 4 : 3), line = rowBytes + 1
        let (count, overflow) = line.multipliedReportingOverflow(by: height)
        guard !overflow else {
            throw RenderError.invalidParameter(name: "image size", value: "\(width)x\(height)", expected: "a PNG whose rows fit in memory")
        }
        let input = try rows.reserve(count, for: "encoding PNG")
        for y in 0..<height {
            let start = input + y * line
            start.pointee = 0
            convert(y, start + 1)
        }
        let compressor = try self.compressor ?? makeCompressor()
        let bound = libdeflate_zlib_compress_bound(compressor, count)
        let output = try file.reserve(Self.headerBytes + bound + Self.trailerBytes, for: "encoding PNG")
        let compressed = libdeflate_zlib_compress(compressor, input, count, output + Self.headerBytes, bound)
        // A PNG chunk holds at most 2^31 − 1 bytes; a single IDAT is enough for any image cairo can hold.
        guard compressed > 0, compressed <= Int(Int32.max) else {
            throw RenderError.invalidParameter(name: "image size", value: "\(width)x\(height)", expected: "a PNG whose pixel data compresses to under 2 GiB")
        }
        Self.signature.withUnsafeBytes { output.update(from: $0.bindMemory(to: UInt8.self).baseAddress!, count: 8) }
        Self.putChunkHeader(output + 8, length: 13, type: "IHDR")
        Self.put32(output + 16, UInt32(width))
        Self.put32(output + 20, UInt32(height))
        // Bit depth 8; colour type 6 (RGBA) or 2 (RGB); deflate, no filter method, no interlace.
        output[24] = 8
        output[25] = hasAlpha ? 6 : 2
        output[26] = 0
        output[27] = 0
        output[28] = 0
        Self.putCRC(output + 12, length: 13)
        Self.putChunkHeader(output + 33, length: compressed, type: "IDAT")
        Self.putCRC(output + 37, length: compressed)
        let end = output + Self.headerBytes + compressed + 4
        Self.putChunkHeader(end, length: 0, type: "IEND")
        Self.putCRC(end + 4, length: 0)
        return Data(bytes: output, count: Self.headerBytes + compressed + Self.trailerBytes)
    }

    private func makeCompressor() throws -> OpaquePointer {
        guard let level = compression.deflateLevel, let made = libdeflate_alloc_compressor(level) else {
            throw RenderError.cairo(stage: "encoding PNG", message: "libdeflate could not start (out of memory)")
        }
        compressor = made
        return made
    }

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private static func put32(_ p: UnsafeMutablePointer<UInt8>, _ value: UInt32) {
        p[0] = UInt8(truncatingIfNeeded: value >> 24)
        p[1] = UInt8(truncatingIfNeeded: value >> 16)
        p[2] = UInt8(truncatingIfNeeded: value >> 8)
        p[3] = UInt8(truncatingIfNeeded: value)
    }

    /// A chunk's length and 4-letter type at `p`.
    private static func putChunkHeader(_ p: UnsafeMutablePointer<UInt8>, length: Int, type: StaticString) {
        put32(p, UInt32(length))
        (p + 4).update(from: type.utf8Start, count: 4)
    }

    /// The CRC-32 of the chunk whose type starts at `type` (its type and `length` data bytes),
    /// written after the data.
    private static func putCRC(_ type: UnsafeMutablePointer<UInt8>, length: Int) {
        put32(type + 4 + length, libdeflate_crc32(0, type, 4 + length))
    }

    /// cairo's own writer, for ``PNGCompression/cairo``.
    private static func encodeWithCairo(_ surface: OpaquePointer) throws -> Data {
        let sink = ByteSink()
        let status = sink.withWriter { cairo_surface_write_to_png_stream(surface, $0, $1) }
        try CairoStatus.check(status, "encoding PNG")
        return sink.data
    }

    /// True when every pixel's alpha is 255 (cairo then writes RGB too).
    private static func isOpaque(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) -> Bool {
        for y in 0..<height {
            let row = UnsafeRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
            var all: UInt32 = 0xFF00_0000
            for x in 0..<width { all &= row[x] }
            if all & 0xFF00_0000 != 0xFF00_0000 { return false }
        }
        return true
    }
}
