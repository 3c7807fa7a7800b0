internal import CCairo
import Foundation

extension MotionCanvas {
    /// Intersects this copy's clip with `path` (in current coordinates), or with everything
    /// outside it (`options: .inverse`, SwiftUI's `clip(to:style:options:)`); later draws of this
    /// copy only touch pixels inside every clip it has. `style` chooses the fill rule.
    ///
    /// Clips stay vector in SVG and PDF, except an inverse clip of a non-zero path that is not a
    /// single convex outline (a ring drawn as two circles the same way round, overlapping
    /// subpaths): that one becomes a mask, which cairo rasterizes in those formats. (In SVG,
    /// even-odd and inverse clips are vector masks: cairo 1.16 drops the fill rule of SVG clip paths.)
    public mutating func clip(to path: MotionPath, style: FillStyle = FillStyle(), options: ClipOptions = []) {
        guard path.isFinite else { return target.report("clip to a path with non-finite points") }
        let inverse = options.contains(.inverse)
        let evenOdd = style.isEOFilled || (inverse && isSingleConvexOutline(path))
        if inverse, !evenOdd {
            return addClipMask(path, evenOdd: false, inverse: true)
        }
        if evenOdd || inverse, target.writesSVG {
            return addClipMask(path, evenOdd: true, inverse: inverse)
        }
        clips.append(ClipEntry(path: path, transform: context.transform, evenOdd: style.isEOFilled, inverse: inverse))
    }

    /// Intersects this copy's clip with the alpha of the layer `content` draws, times `opacity`
    /// (SwiftUI's `clipToLayer(opacity:options:content:)`); `.inverse` keeps where the layer is
    /// transparent. The layer is drawn now, in this copy's coordinates and inside its clip,
    /// with a fresh state (as ``drawLayer(opacity:_:)``'s); it stays vector in SVG and PDF
    /// (`.inverse` makes cairo rasterize it there).
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = [],
                                     _ content: (inout MotionCanvas) throws -> Void) rethrows {
        guard opacity.isFinite else { return target.report("clipToLayer(opacity: \(opacity))") }
        guard clipsAreVisible, context.transform.isFinite, let cr = target.cr(for: "clipToLayer") else { return }
        var layer = layerCanvas()
        cairo_save(cr)
        applyClips(cr)
        cairo_identity_matrix(cr)
        cairo_push_group(cr)
        defer {
            var mask = cairo_pop_group(cr)!
            let amount = Motion.clamp(opacity)
            if amount < 1 {
                cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
                cairo_set_source(cr, mask)
                cairo_paint_with_alpha(cr, amount)
                cairo_pattern_destroy(mask)
                mask = cairo_pop_group(cr)!
            }
            if options.contains(.inverse) {
                cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
                cairo_set_source_rgba(cr, 0, 0, 0, 1)
                cairo_paint(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
                cairo_set_source(cr, mask)
                cairo_paint(cr)
                cairo_pattern_destroy(mask)
                mask = cairo_pop_group(cr)!
            }
            cairo_restore(cr)
            masks.append(MaskLayer(pattern: mask))
        }
        try content(&layer)
    }

    /// Intersects this copy's clip with the luminance of the layer `content` draws: a luminance
    /// mask, as CSS `mask-mode: luminance` and SVG `<mask>` (white keeps, black hides; the value
    /// is the Rec. 709 luminance of the colour times its alpha, times `opacity`). `.inverse`
    /// swaps them. The layer is rasterized (at the output's resolution in PNG, at
    /// ``RenderLimits/vectorRasterScale`` pixels per point in SVG and PDF).
    public mutating func clipToLuminance(opacity: Double = 1, options: ClipOptions = [],
                                         _ content: (inout MotionCanvas) throws -> Void) rethrows {
        guard opacity.isFinite else { return target.report("clipToLuminance(opacity: \(opacity))") }
        guard clipsAreVisible, context.transform.isFinite, let cr = target.cr(for: "clipToLuminance") else { return }
        var layer = layerCanvas()
        cairo_save(cr)
        defer { cairo_restore(cr) }
        applyClips(cr)
        cairo_identity_matrix(cr)
        let inverse = options.contains(.inverse)
        let pattern = try rasterize("clipToLuminance", cr, [.luminanceMask(inverse: inverse, opacity: opacity)]) { _ in
            try content(&layer)
        }
        if let pattern {
            masks.append(MaskLayer(pattern: pattern))
        } else if !inverse {
            // Nothing drawn: nothing shows through.
            masks.append(MaskLayer(pattern: cairo_pattern_create_rgba(0, 0, 0, 0)))
        }
    }

    /// A clip as a mask: the path filled (even-odd), or everything visible but the path: by the
    /// even-odd rule with a rectangle around the visible region (vector), or for a non-zero
    /// path, everything painted and the path cleared (which cairo rasterizes in SVG and PDF).
    private mutating func addClipMask(_ path: MotionPath, evenOdd: Bool, inverse: Bool) {
        guard clipsAreVisible, context.transform.isFinite, context.transform.isInvertible,
              let cr = target.cr(for: "clip") else { return }
        cairo_save(cr)
        applyClips(cr)
        let visible = deviceClipExtents(cr)
        cairo_identity_matrix(cr)
        cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_new_path(cr)
        if inverse, !evenOdd {
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        } else if inverse {
            cairo_rectangle(cr, visible.minX - 1, visible.minY - 1, visible.width + 2, visible.height + 2)
        }
        setMatrix(context.transform, cr)
        appendSubpaths(path, cr)
        cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_fill(cr)
        cairo_identity_matrix(cr)
        let mask = cairo_pop_group(cr)!
        cairo_restore(cr)
        masks.append(MaskLayer(pattern: mask))
    }

    /// True when `path` flattens to one closed outline that turns one way once round: then
    /// non-zero and even-odd fill the same region, and its inverse is an even-odd clip.
    private func isSingleConvexOutline(_ path: MotionPath) -> Bool {
        guard let cr = target.cr(for: "clip") else { return false }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_identity_matrix(cr)
        append(path, cr)
        guard let flat = cairo_copy_path_flat(cr) else { return false }
        defer { cairo_path_destroy(flat) }
        var points: [CGPoint] = []
        var subpaths = 0
        var i = 0
        let data = flat.pointee.data!, count = Int(flat.pointee.num_data)
        while i < count {
            let header = data[i].header
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                // cairo starts a new subpath after a close at the same point; only drawn ones count.
                if i + Int(header.length) < count, data[i + Int(header.length)].header.type != CAIRO_PATH_MOVE_TO { subpaths += 1 }
                points.append(CGPoint(x: data[i + 1].point.x, y: data[i + 1].point.y))
            case CAIRO_PATH_LINE_TO:
                points.append(CGPoint(x: data[i + 1].point.x, y: data[i + 1].point.y))
            default:
                break
            }
            i += Int(header.length)
        }
        guard subpaths == 1 else { return false }
        var outline: [CGPoint] = []
        for p in points where outline.last.map({ hypot($0.x - p.x, $0.y - p.y) > 1e-9 }) ?? true { outline.append(p) }
        if let first = outline.first, let last = outline.last, outline.count > 1, hypot(first.x - last.x, first.y - last.y) <= 1e-9 {
            outline.removeLast()
        }
        guard outline.count >= 3 else { return false }
        var turning = 0.0, sign = 0.0
        for k in 0..<outline.count {
            let a = outline[k], b = outline[(k + 1) % outline.count], c = outline[(k + 2) % outline.count]
            let u = CGPoint(x: b.x - a.x, y: b.y - a.y), v = CGPoint(x: c.x - b.x, y: c.y - b.y)
            let cross = u.x * v.y - u.y * v.x, dot = u.x * v.x + u.y * v.y
            if abs(cross) > 1e-12 * (hypot(u.x, u.y) * hypot(v.x, v.y)) {
                if sign == 0 { sign = cross > 0 ? 1 : -1 } else if (cross > 0 ? 1 : -1) != sign { return false }
            }
            turning += atan2(cross, dot)
        }
        return abs(abs(turning) - 2 * .pi) < 1e-6
    }
}
