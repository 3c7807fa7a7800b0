internal import CCairo
import Foundation

/// Conic gradients for pixel outputs, evaluated at every pixel's centre exactly as the canvas
/// specification defines them: the angle from the centre, measured clockwise from the start
/// angle, as a fraction of a turn, then the stops interpolated without premultiplying. (cairo's
/// mesh rasterizer, used for PDF, samples points rather than pixel centres, which near the
/// centre puts colours up to a pixel's angle off.)
enum ConicRaster {
    /// A pattern (owned by the caller) covering `region` of the device (whole pixels), mapped
    /// from user space through `transform`; nil when `region` is empty or too large.
    static func pattern(_ gradient: Gradient, center: CGPoint, angle: Double, options: GradientOptions, alpha: Double,
                        transform t: MotionTransform, region: CGRect) -> OpaquePointer? {
        let x0 = region.minX.rounded(.down), y0 = region.minY.rounded(.down)
        let width = Int(region.maxX.rounded(.up) - x0), height = Int(region.maxY.rounded(.up) - y0)
        guard width > 0, height > 0, width * height <= RenderLimits.filterPixels else { return nil }
        // Device → user: the inverse of the drawing's transform.
        guard let inverse = t.inverted else { return nil }
        let stops = options.contains(.linearColor) ? gradient.linearLightStops() : gradient.stops
        let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(image)
            return nil
        }
        let data = cairo_image_surface_get_data(image)!, stride = Int(cairo_image_surface_get_stride(image))
        let ia = inverse.a, ib = inverse.b, ic = inverse.c, id = inverse.d, itx = inverse.tx, ity = inverse.ty
        let turn = 2 * Double.pi
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            let py = y0 + Double(y) + 0.5
            for x in 0..<width {
                let px = x0 + Double(x) + 0.5
                let ux = ia * px + ic * py + itx - center.x, uy = ib * px + id * py + ity - center.y
                var f = (atan2(uy, ux) - angle) / turn
                f -= f.rounded(.down)
                row[x] = premultiplied(color(at: f, stops), alpha)
            }
        }
        cairo_surface_mark_dirty(image)
        let pattern = cairo_pattern_create_for_surface(image)!
        cairo_surface_destroy(image)
        var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx - x0, y0: t.ty - y0)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        return pattern
    }

    /// The stops' colour at `t`, padded, interpolated without premultiplying; at equal locations
    /// the later stop wins past it.
    static func color(at t: Double, _ stops: [Gradient.Stop]) -> MotionColor {
        guard t > stops[0].location else { return stops[0].color }
        for (a, b) in zip(stops, stops.dropFirst()) where t <= b.location {
            guard b.location > a.location else { continue }
            return a.color.mix(b.color, (t - a.location) / (b.location - a.location))
        }
        return stops[stops.count - 1].color
    }

    private static func premultiplied(_ c: MotionColor, _ alpha: Double) -> UInt32 {
        let a = Motion.clamp(c.alpha) * alpha
        func channel(_ v: Double) -> UInt32 { UInt32((Motion.clamp(v) * a * 255).rounded()) }
        return UInt32((a * 255).rounded()) << 24 | channel(c.red) << 16 | channel(c.green) << 8 | channel(c.blue)
    }
}
