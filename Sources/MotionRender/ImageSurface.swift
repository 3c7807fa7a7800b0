internal import CCairo

/// A cairo ARGB32 image surface of one output size: made after the size checks, status checked,
/// destroyed with the object. The raster surface type of the renderer (PNG, pixels, frame sequences).
final class ImageSurface {
    let surface: OpaquePointer
    let width: Int, height: Int

    /// - Throws: ``RenderError/sideTooLong(format:width:height:limit:)`` over cairo's side limit
    ///   (before allocating), or ``RenderError/cairo(stage:message:)`` when cairo cannot allocate.
    init(_ geometry: OutputGeometry) throws {
        try RenderLimits.checkSides(width: geometry.width, height: geometry.height, format: .png)
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(geometry.width), Int32(geometry.height))!
        width = geometry.width
        height = geometry.height
        do {
            try CairoStatus.check(surface: surface, "creating a \(geometry.width)x\(geometry.height) image")
        } catch {
            cairo_surface_destroy(surface)
            throw error
        }
    }

    deinit { cairo_surface_destroy(surface) }

    /// Makes every pixel transparent (before a frame that does not cover the whole image).
    func clear() {
        let cr = cairo_create(surface)!
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cr)
        cairo_destroy(cr)
    }

    /// Flushes cairo's pending drawing so the pixels can be read.
    func flush() { cairo_surface_flush(surface) }

    /// The pixel bytes (rows of the surface's stride, premultiplied ARGB), read in place; the
    /// surface must be flushed.
    func withBytes<T>(_ body: (UnsafeRawBufferPointer) throws -> T) rethrows -> T {
        let count = Int(cairo_image_surface_get_stride(surface)) * height
        return try body(UnsafeRawBufferPointer(start: cairo_image_surface_get_data(surface), count: count))
    }
}
