internal import CCairo
internal import CGdkPixbuf
internal import CWebP
import Foundation

/// Decodes PNG and JPEG through gdk-pixbuf and WebP through libwebp into cairo's pixel format
/// (premultiplied ARGB32, native endian), refusing an image whose header announces more pixels
/// than allowed before any pixel is allocated.
enum BitmapDecoder {
    /// Decoded pixels, owned by the caller (deallocate `pixels`).
    struct Pixels {
        let width: Int, height: Int, stride: Int
        let pixels: UnsafeMutableRawPointer
        /// False when the decoder turned the image (EXIF orientation), so the file's own bytes no
        /// longer show these pixels.
        let matchesFile: Bool
    }

    /// - Throws: ``RenderError/image(file:message:)`` naming `name` for data that is not a
    ///   readable image of `format`, is truncated, or has more than `pixelLimit` pixels or a side
    ///   over ``RenderLimits/imageSide``.
    static func decode(_ data: Data, format: BitmapFormat, name: String, pixelLimit: Int) throws -> Pixels {
        // The size a PNG's header announces first (it is in the first 24 bytes), then whether the
        // file is whole and holds data enough for that size.
        if format == .png, let header = ImageHeader(data) {
            try check(width: header.width, height: header.height, pixelLimit: pixelLimit, name: name)
        }
        if let problem = BitmapContainer.truncation(of: data, format: format) {
            throw RenderError.image(file: name, message: problem)
        }
        switch format {
        case .png, .jpeg: return try decodeWithPixbuf(data, format: format, name: name, pixelLimit: pixelLimit)
        case .webp: return try decodeWebP(data, name: name, pixelLimit: pixelLimit)
        }
    }

    /// The size check both decoders share, with the message naming the limit.
    static func check(width: Int, height: Int, pixelLimit: Int, name: String) throws {
        guard width > 0, height > 0 else {
            throw RenderError.image(file: name, message: "has no pixels (\(width)x\(height))")
        }
        guard width <= RenderLimits.imageSide, height <= RenderLimits.imageSide, width * height <= pixelLimit else {
            throw RenderError.image(file: name, message: "is \(width)x\(height) pixels, over the limit of \(pixelLimit) pixels and \(RenderLimits.imageSide) a side; it was not decoded")
        }
    }

    // MARK: - gdk-pixbuf

    /// What the loader's size callback saw.
    private final class SizeCheck {
        let pixelLimit: Int
        var width = 0, height = 0
        var refused = false
        init(pixelLimit: Int) { self.pixelLimit = pixelLimit }
    }

    /// Called by the loader once the header is read, before it allocates: a size of 0 × 0 stops
    /// the decoding (the loader then fails, and the size is reported instead).
    private static let sizePrepared: @convention(c) (UnsafeMutablePointer<GdkPixbufLoader>?, Int32, Int32, gpointer?) -> Void = { loader, width, height, closure in
        guard let closure else { return }
        let check = Unmanaged<SizeCheck>.fromOpaque(closure).takeUnretainedValue()
        check.width = Int(width)
        check.height = Int(height)
        let w = Int(width), h = Int(height)
        if w <= 0 || h <= 0 || w > RenderLimits.imageSide || h > RenderLimits.imageSide || w * h > check.pixelLimit {
            check.refused = true
            gdk_pixbuf_loader_set_size(loader, 0, 0)
        }
    }

    private static func decodeWithPixbuf(_ data: Data, format: BitmapFormat, name: String, pixelLimit: Int) throws -> Pixels {
        let kind = format == .png ? "PNG" : "JPEG"
        var error: UnsafeMutablePointer<GError>?
        guard let loader = gdk_pixbuf_loader_new_with_type(format == .png ? "png" : "jpeg", &error) else {
            throw RenderError.image(file: name, message: "gdk-pixbuf has no \(kind) loader (\(consume(error)))")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
        let check = SizeCheck(pixelLimit: pixelLimit)
        var writeError: UnsafeMutablePointer<GError>?, closeError: UnsafeMutablePointer<GError>?
        let (written, closed) = withExtendedLifetime(check) { () -> (gboolean, gboolean) in
            _ = g_signal_connect_data(UnsafeMutableRawPointer(loader), "size-prepared", unsafeBitCast(sizePrepared, to: GCallback.self),
                                      Unmanaged.passUnretained(check).toOpaque(), nil, GConnectFlags(rawValue: 0))
            let written = data.withUnsafeBytes { raw in
                gdk_pixbuf_loader_write(loader, raw.bindMemory(to: guchar.self).baseAddress, gsize(raw.count), &writeError)
            }
            return (written, gdk_pixbuf_loader_close(loader, &closeError))
        }
        let writeMessage = consume(writeError), closeMessage = consume(closeError)
        if check.refused { try Self.check(width: check.width, height: check.height, pixelLimit: pixelLimit, name: name) }
        guard written != 0 else { throw RenderError.image(file: name, message: "is not a readable \(kind) (\(writeMessage))") }
        guard closed != 0 else { throw RenderError.image(file: name, message: "is not a readable \(kind) (\(closeMessage))") }
        guard let loaded = gdk_pixbuf_loader_get_pixbuf(loader) else {
            throw RenderError.image(file: name, message: "is not a readable \(kind) (gdk-pixbuf decoded nothing)")
        }
        // Browsers show a JPEG turned as its EXIF orientation says, and so does a canvas.
        guard let pixbuf = gdk_pixbuf_apply_embedded_orientation(loaded) else {
            throw RenderError.image(file: name, message: "could not be turned to its EXIF orientation")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let orientation = gdk_pixbuf_get_option(loaded, "orientation").map { String(cString: $0) }
        let width = Int(gdk_pixbuf_get_width(pixbuf)), height = Int(gdk_pixbuf_get_height(pixbuf))
        try Self.check(width: width, height: height, pixelLimit: pixelLimit, name: name)
        guard gdk_pixbuf_get_bits_per_sample(pixbuf) == 8, let source = gdk_pixbuf_read_pixels(pixbuf) else {
            throw RenderError.image(file: name, message: "decoded to an unsupported pixel layout")
        }
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        let pixels = premultiplied(source, width: width, height: height, rowBytes: Int(gdk_pixbuf_get_rowstride(pixbuf)),
                                   channels: channels, hasAlpha: gdk_pixbuf_get_has_alpha(pixbuf) != 0)
        return Pixels(width: width, height: height, stride: stride(width), pixels: pixels,
                      matchesFile: orientation == nil || orientation == "1")
    }

    // MARK: - libwebp

    private static func decodeWebP(_ data: Data, name: String, pixelLimit: Int) throws -> Pixels {
        try data.withUnsafeBytes { raw -> Pixels in
            let bytes = raw.bindMemory(to: UInt8.self)
            var features = WebPBitstreamFeatures()
            let status = WebPGetFeatures(bytes.baseAddress, bytes.count, &features)
            guard status == VP8_STATUS_OK else {
                throw RenderError.image(file: name, message: status == VP8_STATUS_NOT_ENOUGH_DATA
                    ? "is truncated: the WebP header is incomplete" : "is not a readable WebP (libwebp status \(status.rawValue))")
            }
            guard features.has_animation == 0 else {
                throw RenderError.image(file: name, message: "is an animated WebP; only still images can be drawn")
            }
            let width = Int(features.width), height = Int(features.height)
            try check(width: width, height: height, pixelLimit: pixelLimit, name: name)
            var rgba = [UInt8](repeating: 0, count: width * height * 4)
            let decoded = rgba.withUnsafeMutableBufferPointer { out in
                WebPDecodeRGBAInto(bytes.baseAddress, bytes.count, out.baseAddress, out.count, Int32(width * 4))
            }
            guard decoded != nil else {
                throw RenderError.image(file: name, message: "is truncated or corrupt: libwebp could not decode its pixels")
            }
            let pixels = rgba.withUnsafeBufferPointer {
                premultiplied($0.baseAddress!, width: width, height: height, rowBytes: width * 4, channels: 4, hasAlpha: true)
            }
            return Pixels(width: width, height: height, stride: stride(width), pixels: pixels, matchesFile: true)
        }
    }

    // MARK: - Pixels

    /// cairo's row length in bytes for an ARGB32 image `width` pixels wide.
    static func stride(_ width: Int) -> Int {
        Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
    }

    /// Straight RGB or RGBA rows → a new buffer of premultiplied ARGB32 rows, rounding as
    /// cairo's own PNG reader does.
    static func premultiplied(_ source: UnsafePointer<UInt8>, width: Int, height: Int, rowBytes: Int, channels: Int,
                              hasAlpha: Bool) -> UnsafeMutableRawPointer {
        let outStride = stride(width)
        let out = UnsafeMutableRawPointer.allocate(byteCount: outStride * height, alignment: 16)
        for y in 0..<height {
            let row = source + y * rowBytes
            let target = (out + y * outStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let p = row + x * channels
                let r = UInt32(p[0]), g = UInt32(p[1]), b = UInt32(p[2])
                let a = hasAlpha ? UInt32(p[3]) : 255
                if a == 255 {
                    target[x] = 0xFF00_0000 | r << 16 | g << 8 | b
                } else if a == 0 {
                    target[x] = 0
                } else {
                    target[x] = a << 24 | multiply(r, a) << 16 | multiply(g, a) << 8 | multiply(b, a)
                }
            }
        }
        return out
    }

    /// `c · a / 255`, rounded.
    @inline(__always) static func multiply(_ c: UInt32, _ a: UInt32) -> UInt32 {
        let t = c * a + 0x80
        return (t + (t >> 8)) >> 8
    }

    /// gdk-pixbuf's message, on one line, and frees the error.
    private static func consume(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "no message" }
        defer { g_error_free(error) }
        return String(cString: error.pointee.message).split(whereSeparator: \.isNewline).joined(separator: "; ")
    }
}
