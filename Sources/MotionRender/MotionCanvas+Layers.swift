internal import CCairo
import Foundation

extension MotionCanvas {
    /// Draws `body` into an offscreen layer, then composites the layer once with `opacity`
    /// (group opacity: overlapping shapes inside do not show through each other).
    ///
    /// The layer starts with this copy's transform, environment, interpolation and foreground,
    /// an opacity of 1 and no clip, filters, masks or blend mode of its own; the layer as a whole
    /// is then composited with all of this copy's: its opacity times `opacity` (clamped to
    /// `[0, 1]`), its filters (a blur blurs the whole layer), masks, blend mode and clip. An
    /// error `body` throws is rethrown after the layer is closed (what it drew so far is
    /// composited, unless the copy has filters).
    public func drawLayer(opacity layerOpacity: Double = 1, _ body: (inout MotionCanvas) throws -> Void) rethrows {
        guard layerOpacity.isFinite else { return target.report("drawLayer(opacity: \(layerOpacity))") }
        var outer = self
        outer.opacity = opacity * Motion.clamp(layerOpacity)
        guard outer.opacity > 0, clipsAreVisible else { return }
        var layer = layerCanvas()
        if outer.drawsInLayers || blendMode != .normal {
            try outer.composite("drawLayer") { _ in try body(&layer) }
            return
        }
        guard let cr = target.cr(for: "drawLayer") else { return }
        cairo_save(cr)
        applyClips(cr)
        cairo_push_group(cr)
        defer {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, outer.opacity)
            cairo_restore(cr)
        }
        try body(&layer)
    }

    /// A copy for drawing inside a layer or a mask: this copy's transform and settings, with
    /// none of the state that applies when the layer is composited.
    func layerCanvas() -> MotionCanvas {
        var layer = self
        layer.opacity = 1
        layer.clips = []
        layer.filters = []
        layer.masks = []
        layer.blendMode = .normal
        return layer
    }
}
