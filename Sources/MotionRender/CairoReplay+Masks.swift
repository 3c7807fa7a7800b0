internal import CCairo
import Foundation

extension CairoReplay {
    /// Makes the mask an item defines, inside `state`'s clips: nil when it shows nothing
    /// (an inverse luminance mask of an empty layer, which then masks nothing away).
    func makeMask(_ state: DisplayState, _ kind: DisplayMask.Kind) -> MaskLayer? {
        switch kind {
        case let .alpha(content, opacity, inverse):
            cairo_save(cr)
            applyClips(state.clips, cr)
            cairo_identity_matrix(cr)
            cairo_push_group(cr)
            replay(content)
            var mask = cairo_pop_group(cr)!
            let amount = Motion.clamp(opacity)
            if amount < 1 {
                cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
                cairo_set_source(cr, mask)
                cairo_paint_with_alpha(cr, amount)
                cairo_pattern_destroy(mask)
                mask = cairo_pop_group(cr)!
            }
            if inverse {
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
            return MaskLayer(pattern: mask)
        case let .luminance(content, opacity, inverse):
            cairo_save(cr)
            defer { cairo_restore(cr) }
            applyClips(state.clips, cr)
            cairo_identity_matrix(cr)
            let pattern = rasterize("clipToLuminance", cr, [.luminanceMask(inverse: inverse, opacity: opacity)]) { _ in
                replay(content)
            }
            if let pattern { return MaskLayer(pattern: pattern) }
            // Nothing drawn: nothing shows through (inverted: everything does).
            return inverse ? nil : MaskLayer(pattern: cairo_pattern_create_rgba(0, 0, 0, 0))
        case let .path(path, evenOdd, inverse):
            return pathMask(state, path, evenOdd: evenOdd, inverse: inverse)
        }
    }

    /// A clip as a mask: the path filled (even-odd), or everything visible but the path: by the
    /// even-odd rule with a rectangle around the visible region (vector), or for a non-zero
    /// path, everything painted and the path cleared (which cairo rasterizes in PDF).
    private func pathMask(_ state: DisplayState, _ path: MotionPath, evenOdd: Bool, inverse: Bool) -> MaskLayer {
        cairo_save(cr)
        applyClips(state.clips, cr)
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
        CairoPath.setMatrix(state.transform, cr)
        CairoPath.appendSubpaths(path, cr)
        cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_fill(cr)
        cairo_identity_matrix(cr)
        let mask = cairo_pop_group(cr)!
        cairo_restore(cr)
        return MaskLayer(pattern: mask)
    }
}
