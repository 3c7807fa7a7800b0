internal import CCairo
internal import CPNG
import Foundation

/// Encodes a cairo image surface as PNG through libpng with a chosen ``PNGCompression``.
///
/// The pixels are those cairo's own writer produces: an image whose alpha is 255 everywhere is
/// written as 8-bit RGB, anything else as 8-bit RGBA with premultiplied colour divided out
/// exactly as cairo does (`(c · 255 + a / 2) / a`, and 0 for a fully transparent pixel).
/// No time or text chunks are written, so the bytes depend only on the pixels and the setting.
enum PNGEncoder {
    /// The PNG bytes of `surface` (ARGB32 or RGB24), flushed before reading.
    static func encode(_ surface: OpaquePointer, compression: PNGCompression) throws -> Data {
        if compression == .cairo { return try encodeWithCairo(surface) }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard width > 0, height > 0, let pixels = cairo_image_surface_get_data(surface) else {
            throw RenderError.cairo(stage: "encoding PNG", message: "the image has no pixels")
        }
        let hasAlpha = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
            && !isOpaque(pixels, width: width, height: height, stride: stride)
        let rows = PNGRowSource(pixels: UnsafePointer(pixels), stride: stride, width: width, withAlpha: hasAlpha)
        return try write(width: width, height: height, hasAlpha: hasAlpha, compression: compression,
                         context: Unmanaged.passUnretained(rows).toOpaque(), fill: PNGRowSource.fill, keeping: rows)
    }

    /// The PNG bytes of straight (non-premultiplied) RGBA pixels, written as RGBA unless every
    /// alpha is 255 (then RGB, as cairo does). The pixels come back exactly when decoded.
    static func encode(_ image: RasterImage, compression: PNGCompression) throws -> Data {
        guard image.width > 0, image.height > 0 else {
            throw RenderError.invalidParameter(name: "image size", value: "\(image.width)x\(image.height)", expected: "at least 1x1")
        }
        let opaque = stride(from: 3, to: image.rgba.count, by: 4).allSatisfy { image.rgba[$0] == 255 }
        let rows = PNGRasterRows(image: image, withAlpha: !opaque)
        return try write(width: image.width, height: image.height, hasAlpha: !opaque, compression: compression,
                         context: Unmanaged.passUnretained(rows).toOpaque(), fill: PNGRasterRows.fill, keeping: rows)
    }

    /// Runs libpng over `height` rows that `fill` produces from `context` (kept alive by `owner`).
    private static func write(width: Int, height: Int, hasAlpha: Bool, compression: PNGCompression,
                              context: UnsafeMutableRawPointer, fill: cpng_fill_row, keeping owner: AnyObject) throws -> Data {
        let sink = PNGSink(capacity: width * height / 8)
        guard let png = png_create_write_struct(PNG_LIBPNG_VER_STRING, nil, nil, ignoreWarning) else {
            throw RenderError.cairo(stage: "encoding PNG", message: "libpng could not start (out of memory)")
        }
        var info = png_create_info_struct(png)
        var pngOptional: png_structp? = png
        defer { png_destroy_write_struct(&pngOptional, &info) }
        guard let info else { throw RenderError.cairo(stage: "encoding PNG", message: "libpng could not start (out of memory)") }
        let row = UnsafeMutablePointer<UInt8>.allocate(capacity: width * 4)
        defer { row.deallocate() }
        let failed = withExtendedLifetime((sink, owner)) { () -> Int32 in
            png_set_write_fn(png, Unmanaged.passUnretained(sink).toOpaque(), PNGSink.write, PNGSink.flush)
            return cpng_write_image(png, info, png_uint_32(width), png_uint_32(height),
                                    hasAlpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                                    compression.zlibLevel, compression.adaptiveFilters ? allFilters : PNG_FILTER_NONE,
                                    row, fill, context)
        }
        guard failed == 0 else { throw RenderError.cairo(stage: "encoding PNG", message: "libpng reported an error") }
        return sink.data
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

    /// libpng's PNG_ALL_FILTERS (a macro Swift does not import): try each filter on every row.
    private static let allFilters = PNG_FILTER_NONE | PNG_FILTER_SUB | PNG_FILTER_UP | PNG_FILTER_AVG | PNG_FILTER_PAETH

    private static let ignoreWarning: png_error_ptr = { _, _ in }
}
