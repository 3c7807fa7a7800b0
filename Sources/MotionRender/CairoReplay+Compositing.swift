internal import CCairo
import Foundation

extension CairoReplay {
    /// Draws `content` as one layer and composites it with `state`, as SwiftUI draws a
    /// filtered call: the content is rendered alone into a transparent layer (no blending,
    /// opacity or clipping), the state's filters are applied to it in order, and the result is
    /// composited through the state's masks, with its blend mode and opacity, inside its clip.
    ///
    /// `content` sets its own matrix; it receives the context to draw with. Without filters the
    /// layer is a cairo group (vector in SVG and PDF); with filters it is recorded, rasterized
    /// at ``rasterScale`` only where it can be seen, and filtered there.
    func composite(_ state: DisplayState, _ what: @autoclosure () -> String, _ content: (OpaquePointer) -> Void) {
        let cr = self.cr
        cairo_save(cr)
        defer { cairo_restore(cr) }
        applyClips(state.clips, cr)
        cairo_identity_matrix(cr)
        if state.filters.isEmpty {
            cairo_push_group(cr)
            defer { finish(cairo_pop_group(cr)!, state, cr) }
            cairo_save(cr)
            defer { cairo_restore(cr) }
            content(cr)
        } else {
            guard let layer = rasterize(what(), cr, state.filters.map(RasterOperation.init), content) else { return }
            finish(layer, state, cr)
        }
    }

    /// Paints `source` (a pattern in device space, released here) through `state`'s masks,
    /// with its blend mode and opacity, on `cr` (identity matrix, clip applied).
    func finish(_ source: OpaquePointer, _ state: DisplayState, _ cr: OpaquePointer) {
        var source = source
        let masks = maskPatterns(state), blendMode = state.blendMode, opacity = state.opacity
        for (i, mask) in masks.enumerated() {
            if i == masks.count - 1, opacity >= 1 {
                if blendMode != .normal { cairo_set_operator(cr, blendMode.cairo) }
                cairo_set_source(cr, source)
                cairo_mask(cr, mask)
                cairo_pattern_destroy(source)
                return
            }
            cairo_push_group(cr)
            cairo_set_source(cr, source)
            cairo_mask(cr, mask)
            let masked = cairo_pop_group(cr)!
            cairo_pattern_destroy(source)
            source = masked
        }
        if blendMode != .normal, opacity < 1 {
            // The opacity scales the source before it is composited (canvas globalAlpha): cairo's
            // paint_with_alpha would instead blend the Porter–Duff result with what is there
            // (`copy` at 0.5 would leave half the old pixel).
            cairo_push_group(cr)
            cairo_set_source(cr, source)
            paintSource(cr, alpha: opacity)
            cairo_pattern_destroy(source)
            source = cairo_pop_group(cr)!
            cairo_set_operator(cr, blendMode.cairo)
            cairo_set_source(cr, source)
            cairo_paint(cr)
            cairo_pattern_destroy(source)
            return
        }
        if blendMode != .normal { cairo_set_operator(cr, blendMode.cairo) }
        cairo_set_source(cr, source)
        paintSource(cr, alpha: opacity)
        cairo_pattern_destroy(source)
    }

    /// Records `content`, rasterizes the part that can be seen through `operations`, and
    /// returns the result as a pattern in device space (owned by the caller), or nil when nothing
    /// would show. `cr` has the drawing's clip applied and an identity matrix.
    ///
    /// Only what can show is rendered: the visible region (the clip, the surface) around what
    /// was drawn, grown by how far the operations reach, plus the drawn pixels within that reach
    /// of it, so a blur near the frame's edge still sees what lies beyond it. In SVG and PDF the
    /// layer is rendered at ``RenderLimits/vectorRasterScale`` pixels per point, lowered to keep
    /// it within ``RenderLimits/filterPixels``; in PNG output one over that limit is reported.
    func rasterize(_ what: @autoclosure () -> String, _ cr: OpaquePointer, _ operations: [RasterOperation],
                   _ content: (OpaquePointer) -> Void) -> OpaquePointer? {
        let visible = deviceClipExtents(cr)
        guard visible.width > 0, visible.height > 0 else { return nil }
        let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil)!
        defer { cairo_surface_destroy(recording) }
        let recorder = cairo_create(recording)!
        defer { cairo_destroy(recorder) }
        redirect(to: recorder) { content(recorder) }
        if cairo_status(recorder) != CAIRO_STATUS_SUCCESS {
            report("\(what()): cairo failed while recording it (\(CairoStatus.message(cairo_status(recorder))))")
            return nil
        }
        var ix = 0.0, iy = 0.0, iw = 0.0, ih = 0.0
        cairo_recording_surface_ink_extents(recording, &ix, &iy, &iw, &ih)
        guard iw > 0, ih > 0 else { return nil }
        let ink = CGRect(x: ix, y: iy, width: iw, height: ih)
        let reach = operations.reduce(CGSize.zero) { CGSize(width: $0.width + $1.reach.width, height: $0.height + $1.reach.height) }
        let spills = operations.contains { $0.spillsOutside }
        let output = (spills ? visible : ink.insetBy(dx: -reach.width, dy: -reach.height)).intersection(visible)
        guard !output.isNull, output.width > 0, output.height > 0 else { return nil }
        let needed = ink.intersection(output.insetBy(dx: -reach.width, dy: -reach.height))
        let region = needed.isNull ? output : output.union(needed)

        var scale = rasterScale
        let limit = Double(RenderLimits.filterPixels)
        if (region.width * scale + 2) * (region.height * scale + 2) > limit {
            guard scale != 1 else {
                report("\(what()) with filters needs a \(Int(region.width.rounded(.up)))x\(Int(region.height.rounded(.up))) pixel layer, over the limit of \(RenderLimits.filterPixels) pixels; draw it smaller or with a smaller blur radius")
                return nil
            }
            scale = min(scale, (limit / ((region.width + 2) * (region.height + 2))).squareRoot() * 0.99)
        }
        let x0 = (region.minX * scale).rounded(.down), y0 = (region.minY * scale).rounded(.down)
        let width = Int((region.maxX * scale).rounded(.up) - x0), height = Int((region.maxY * scale).rounded(.up) - y0)
        guard width > 0, height > 0 else { return nil }
        // One budget for the whole frame (page): what its filters cost together, counted before
        // any of this layer's work is done.
        filterWork += width * height * max(1, operations.count)
        guard filterWork <= RenderLimits.filterWork else {
            report("\(what()) with filters: the frame's filtered drawings need more than \(RenderLimits.filterWork) pixel passes together, over the limit (RenderLimits.filterWork); use fewer filters, smaller filtered drawings or a smaller scale")
            return nil
        }
        let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS else {
            report("\(what()): cairo could not allocate a \(width)x\(height) layer (\(CairoStatus.message(cairo_surface_status(image))))")
            cairo_surface_destroy(image)
            return nil
        }
        var placement = cairo_matrix_t(xx: scale, yx: 0, xy: 0, yy: scale, x0: -x0, y0: -y0)
        let painter = cairo_create(image)!
        cairo_set_matrix(painter, &placement)
        cairo_set_source_surface(painter, recording, 0, 0)
        cairo_paint(painter)
        cairo_destroy(painter)
        for operation in operations { operation.apply(to: image, scale: scale) }
        let pattern = cairo_pattern_create_for_surface(image)!
        cairo_surface_destroy(image)
        cairo_pattern_set_matrix(pattern, &placement)
        cairo_pattern_set_filter(pattern, scale == 1 ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
        return pattern
    }
}
