internal import CCairo
import Foundation

extension MotionCanvas {
    /// Draws `body` into an offscreen layer, then composites the layer once with `opacity`
    /// (group opacity: overlapping shapes inside do not show through each other).
    ///
    /// The layer starts with this copy's transform and clip and an opacity of 1; the result is
    /// multiplied by this copy's opacity and `opacity` (clamped to `[0, 1]`). An error `body`
    /// throws is rethrown after the layer is closed (what it drew so far is composited).
    public func drawLayer(opacity layerOpacity: Double = 1, _ body: (inout MotionCanvas) throws -> Void) rethrows {
        guard layerOpacity.isFinite else { return target.report("drawLayer(opacity: \(layerOpacity))") }
        let alpha = opacity * Motion.clamp(layerOpacity)
        guard alpha > 0, clipsAreVisible, let cr = target.cr(for: "drawLayer") else { return }
        cairo_save(cr)
        applyClips(cr)
        cairo_push_group(cr)
        defer {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, alpha)
            cairo_restore(cr)
        }
        var layer = self
        layer.opacity = 1
        layer.clips = []
        try body(&layer)
    }
}
