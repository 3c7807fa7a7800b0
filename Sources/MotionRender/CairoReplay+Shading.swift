internal import CCairo
import Foundation

extension CairoReplay {
    /// Sets `shading` as the source of `cr` (whose matrix is the drawing's, `state`'s transform),
    /// with every alpha multiplied by `alpha`. False when the shading paints nothing (degenerate
    /// geometry, a transform that squashes a pattern), so nothing should be drawn. The shading is
    /// never ``/MotionGraphics/Shading/foreground``: a canvas resolves it before recording.
    ///
    /// `outset` is how far (in user units) the drawing's ink may reach past `bounds` (half a
    /// stroke's width, at miters more); shadings computed per pixel cover that much.
    func setSource(_ shading: Shading, state: DisplayState, alpha: Double, bounds: () -> CGRect, outset: Double = 0,
                   _ cr: OpaquePointer) -> Bool {
        let box = shading.needsBounds ? bounds() : .zero
        switch shading.kind {
        case .color(let color):
            CairoPath.setSource(color, alpha: alpha, cr)
            return true
        case .foreground:
            return false
        case let .linear(gradient, start, end, options):
            let p0 = start.resolved(in: box), p1 = end.resolved(in: box)
            // A canvas paints nothing with a gradient whose ends coincide.
            guard p0 != p1 else { return false }
            let pattern = cairo_pattern_create_linear(p0.x, p0.y, p1.x, p1.y)!
            return use(pattern, gradient, options, alpha, cr)
        case let .radial(gradient, startCenter, r0, endCenter, r1, options):
            let c0 = startCenter.resolved(in: box), c1 = endCenter.resolved(in: box)
            guard c0 != c1 || r0 != r1 else { return false }
            let pattern = cairo_pattern_create_radial(c0.x, c0.y, r0, c1.x, c1.y, r1)!
            return use(pattern, gradient, options, alpha, cr)
        case let .elliptical(gradient, rect, center, f0, f1, options):
            let r = rect ?? box
            guard r.width > 0, r.height > 0, f0 != f1 else { return false }
            // A radial gradient in the unit square, stretched over the rectangle.
            let pattern = cairo_pattern_create_radial(0, 0, f0, 0, 0, f1)!
            var matrix = cairo_matrix_t(xx: 1 / r.width, yx: 0, xy: 0, yy: 1 / r.height,
                                        x0: -(r.minX + center.x * r.width) / r.width,
                                        y0: -(r.minY + center.y * r.height) / r.height)
            cairo_pattern_set_matrix(pattern, &matrix)
            return use(pattern, gradient, options, alpha, cr)
        case let .conic(gradient, center, angle, options):
            let c = center.resolved(in: box)
            if rasterScale == 1 {
                // Pixels: the exact formula at each pixel centre, over the drawing's extent.
                let ink = bounds().insetBy(dx: -outset - 1, dy: -outset - 1)
                let region = deviceBounds(of: ink, state.transform).intersection(deviceClipExtents(cr))
                guard !region.isNull, region.width > 0, region.height > 0 else { return false }
                if let pattern = ConicRaster.pattern(gradient, center: c, angle: angle, options: options, alpha: alpha,
                                                     transform: state.transform, region: region) {
                    cairo_set_source(cr, pattern)
                    cairo_pattern_destroy(pattern)
                    return true
                }
            }
            let pattern = ConicMesh.pattern(gradient, center: c, angle: angle, radius: conicReach(from: c, bounds: bounds, cr),
                                            options: options, alpha: alpha)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
            return true
        case .tiledImage(let tile):
            return setSource(tile, interpolation: state.interpolation, alpha: alpha, cr)
        }
    }

    /// The device-space bounding box of `rect` (in the coordinates of `t`).
    func deviceBounds(of rect: CGRect, _ t: MotionTransform) -> CGRect {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map(t.apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// Adds the gradient's stops with `alpha`, sets the spread, makes `pattern` the source and
    /// releases it.
    private func use(_ pattern: OpaquePointer, _ gradient: Gradient, _ options: GradientOptions, _ alpha: Double,
                     _ cr: OpaquePointer) -> Bool {
        for stop in options.contains(.linearColor) ? gradient.linearLightStops() : gradient.stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, Motion.clamp(c.red), Motion.clamp(c.green),
                                              Motion.clamp(c.blue), Motion.clamp(c.alpha) * alpha)
        }
        cairo_pattern_set_extend(pattern, options.contains(.mirror) ? CAIRO_EXTEND_REFLECT
                                     : options.contains(.repeat) ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_pattern_destroy(pattern)
        return true
    }

    /// How far from `center` a conic gradient must reach to cover what can be drawn: the
    /// farthest corner of the clip (in the drawing's coordinates), or of the bounds grown by
    /// their size on an unbounded surface.
    private func conicReach(from center: CGPoint, bounds: () -> CGRect, _ cr: OpaquePointer) -> Double {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        var area = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
        if !(area.width < 1e5 && area.height < 1e5) {
            let b = bounds()
            area = b.insetBy(dx: -max(b.width, b.height) - 10, dy: -max(b.width, b.height) - 10)
        }
        let corners = [CGPoint(x: area.minX, y: area.minY), CGPoint(x: area.maxX, y: area.minY),
                       CGPoint(x: area.minX, y: area.maxY), CGPoint(x: area.maxX, y: area.maxY)]
        return corners.map { hypot($0.x - center.x, $0.y - center.y) }.max()! * 1.01 + 1
    }

    /// A tiled image as the source: the image (or its part) repeated through the tile's
    /// transform, clipped to one row or column for one-way repetition.
    private func setSource(_ tile: ImageTile, interpolation: ImageInterpolation, alpha: Double, _ cr: OpaquePointer) -> Bool {
        guard let inverse = tile.transform.inverted else { return false }
        let surface: OpaquePointer
        do { surface = try assets.surface(for: tile.image, on: cr) } catch {
            report("tiled image \(tile.image.name): \(error)")
            return false
        }
        let size = tile.image.size, r = tile.sourceRect
        let full = r == CGRect(x: 0, y: 0, width: 1, height: 1)
        let tileSize = CGSize(width: r.width * size.width, height: r.height * size.height)
        let source = full ? cairo_surface_reference(surface)!
            : cairo_surface_create_for_rectangle(surface, r.minX * size.width, r.minY * size.height, tileSize.width, tileSize.height)!
        defer { cairo_surface_destroy(source) }
        if tile.repetition == .horizontal || tile.repetition == .vertical {
            var saved = cairo_matrix_t()
            cairo_get_matrix(cr, &saved)
            var placement = cairo_matrix_t(xx: tile.transform.a, yx: tile.transform.b, xy: tile.transform.c,
                                           yy: tile.transform.d, x0: tile.transform.tx, y0: tile.transform.ty)
            cairo_transform(cr, &placement)
            let far = 1e6
            cairo_new_path(cr)
            if tile.repetition == .horizontal {
                cairo_rectangle(cr, -far, 0, 2 * far, tileSize.height)
            } else {
                cairo_rectangle(cr, 0, -far, tileSize.width, 2 * far)
            }
            cairo_clip(cr)
            cairo_set_matrix(cr, &saved)
        }
        let pattern = cairo_pattern_create_for_surface(source)!
        // User space → tile space: the inverse of the tile's transform.
        var matrix = cairo_matrix_t(xx: inverse.a, yx: inverse.b, xy: inverse.c, yy: inverse.d, x0: inverse.tx, y0: inverse.ty)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_extend(pattern, tile.repetition == .none ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_REPEAT)
        cairo_pattern_set_filter(pattern, interpolation.cairo)
        if alpha < 1 {
            // A translucent pattern: the pattern through a constant mask.
            cairo_push_group(cr)
            cairo_set_source(cr, pattern)
            paintSource(cr, alpha: alpha)
            cairo_pop_group_to_source(cr)
        } else {
            cairo_set_source(cr, pattern)
        }
        cairo_pattern_destroy(pattern)
        return true
    }
}
