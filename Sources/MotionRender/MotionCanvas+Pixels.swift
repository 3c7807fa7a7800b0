internal import CCairo
import Foundation

extension MotionCanvas {
    /// The frame's pixels drawn so far in `region` (pixels of a PNG output, `(0, 0)` at its
    /// top-left), straight RGBA: canvas `getImageData`. Pixels outside the frame read as
    /// transparent black, as in a canvas. Nil for SVG and PDF output, which has no pixels, and
    /// inside a filtered drawing. What a layer still being drawn holds is not in the frame yet.
    public func pixels(in region: PixelRegion) -> RasterImage? {
        guard region.maxX >= region.minX, region.maxY >= region.minY,
              let cr = target.cr(for: "pixels(in: \(region))") else { return nil }
        let surface = cairo_get_target(cr)!
        guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 else { return nil }
        let width = region.maxX - region.minX + 1, height = region.maxY - region.minY + 1
        guard width * height <= RenderLimits.filterPixels else {
            target.report("pixels(in: \(region)): \(width)x\(height) is over the limit of \(RenderLimits.filterPixels) pixels", nonFinite: false)
            return nil
        }
        cairo_surface_flush(surface)
        let frame = RasterImage(surface: surface)
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height where region.minY + y >= 0 && region.minY + y < frame.height {
            for x in 0..<width where region.minX + x >= 0 && region.minX + x < frame.width {
                let from = ((region.minY + y) * frame.width + region.minX + x) * 4, to = (y * width + x) * 4
                rgba[to] = frame.rgba[from]; rgba[to + 1] = frame.rgba[from + 1]
                rgba[to + 2] = frame.rgba[from + 2]; rgba[to + 3] = frame.rgba[from + 3]
            }
        }
        return RasterImage(width: width, height: height, rgba: rgba)
    }

    /// Replaces the frame's pixels with `image`, its top-left pixel at `(x, y)` in output pixels
    /// (points in SVG and PDF): canvas `putImageData`. The copy's transform, opacity, blend mode,
    /// filters, masks and clips do not apply (a scene drawn inside another stays in its rectangle).
    public func putPixels(_ image: RasterImage, x: Int, y: Int) {
        guard image.width > 0, image.height > 0, let cr = target.cr(for: "putPixels") else { return }
        let stride = BitmapDecoder.stride(image.width)
        let pixels = image.rgba.withUnsafeBufferPointer {
            BitmapDecoder.premultiplied($0.baseAddress!, width: image.width, height: image.height, rowBytes: image.width * 4,
                                        channels: 4, hasAlpha: true)
        }
        defer { pixels.deallocate() }
        let surface = cairo_image_surface_create_for_data(pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                          Int32(image.width), Int32(image.height), Int32(stride))!
        defer { cairo_surface_destroy(surface) }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(x), Double(y), Double(image.width), Double(image.height))
        cairo_clip(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, surface, Double(x), Double(y))
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
        cairo_paint(cr)
        cairo_restore(cr)
        // The pixels are freed when this returns; a vector surface must have its own copy.
        cairo_surface_finish(surface)
    }
}
