internal import CCairo
import Foundation

extension RasterImage {
    /// Decodes PNG bytes; `name` appears in the error when they are not a readable PNG, or when
    /// the header's size is over `pixelLimit` (checked before anything is decoded).
    public init(pngData: Data, name: String = "PNG data", pixelLimit: Int = RenderLimits.defaultPixels) throws {
        if let header = ImageHeader(pngData), header.format == .png, header.pixels > Double(pixelLimit) {
            throw RenderError.asset(file: name, message: "is a \(header.width)x\(header.height) PNG (\(CompactNumber.whole(header.pixels)) pixels), over the limit of \(pixelLimit)")
        }
        let source = PNGSource(data: pngData)
        let surface = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream(PNGSource.read, Unmanaged.passUnretained(source).toOpaque())!
        }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.asset(file: name, message: "is not a readable PNG (\(CairoStatus.message(status)))")
        }
        self.init(surface: surface)
    }

    /// Reads a PNG file (a regular file of at most ``RenderLimits/imageFileBytes``, see
    /// `InputFile`); errors name the file.
    public init(contentsOf url: URL) throws {
        let data: Data
        do { data = try InputFile.read(url, limit: RenderLimits.imageFileBytes) } catch {
            throw RenderError.asset(file: error.path, message: error.reason)
        }
        try self.init(pngData: data, name: url.path)
    }

    /// Copies an image surface, un-premultiplying cairo's native-endian ARGB32 (or RGB24).
    init(surface: OpaquePointer) {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let hasAlpha = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        if let base = cairo_image_surface_get_data(surface) {
            rgba.withUnsafeMutableBufferPointer { out in
                for y in 0..<height {
                    let row = UnsafeRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<width {
                        let argb = row[x]
                        let a = hasAlpha ? UInt32(argb >> 24) : 255
                        var r = (argb >> 16) & 0xFF, g = (argb >> 8) & 0xFF, b = argb & 0xFF
                        if a > 0, a < 255 {
                            r = min(255, (r * 255 + a / 2) / a)
                            g = min(255, (g * 255 + a / 2) / a)
                            b = min(255, (b * 255 + a / 2) / a)
                        }
                        let i = (y * width + x) * 4
                        out[i] = UInt8(r); out[i + 1] = UInt8(g); out[i + 2] = UInt8(b); out[i + 3] = UInt8(a)
                    }
                }
            }
        }
        self.init(width: width, height: height, rgba: rgba)
    }
}

/// Feeds PNG bytes to cairo's reader.
private final class PNGSource {
    let data: Data
    var offset = 0

    init(data: Data) { self.data = data }

    static let read: cairo_read_func_t = { closure, buffer, length in
        guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
        let source = Unmanaged<PNGSource>.fromOpaque(closure).takeUnretainedValue()
        let count = Int(length)
        guard source.offset + count <= source.data.count else { return CAIRO_STATUS_READ_ERROR }
        source.data.copyBytes(to: buffer, from: source.offset..<(source.offset + count))
        source.offset += count
        return CAIRO_STATUS_SUCCESS
    }
}
