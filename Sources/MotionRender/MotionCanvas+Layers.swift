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
    /// composited).
    public func drawLayer(opacity layerOpacity: Double = 1, _ body: (inout MotionCanvas) throws -> Void) rethrows {
        guard layerOpacity.isFinite else { return target.report("drawLayer(opacity: \(layerOpacity))") }
        var outer = self
        outer.opacity = opacity * Motion.clamp(layerOpacity)
        guard outer.opacity > 0, clipsAreVisible, target.isDrawing("drawLayer") else { return }
        var layer = layerCanvas()
        try outer.recordGroup("drawLayer", rasterized: !filters.isEmpty) {
            try body(&layer)
        } operation: { .layer(DisplayLayer(content: $0)) }
    }

    /// Records what `body` draws as a nested list, then the item `operation` makes of it with
    /// this copy's state (also when `body` throws, before the error is rethrown). `rasterized`
    /// says the group is rasterized when replayed (the frame's pixels cannot be read inside it).
    func recordGroup(_ what: String, rasterized: Bool, _ body: () throws -> Void,
                     operation: (DisplayList) -> DisplayOperation) rethrows {
        let state = displayState
        try target.recorder.group(rasterized: rasterized, body) { content in
            target.record(DisplayItem(state: state, operation: operation(content)), what)
        }
    }
}
