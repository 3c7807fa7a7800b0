import MotionRender

/// What a drawing operation carries besides its geometry and paint: the blend mode
/// (`globalCompositeOperation`), the CSS `filter`, the shadow, image smoothing, and the canvas's
/// pixel space, in which shadows and filters are measured whatever the transform.
struct CanvasEffects: Sendable {
    var blendMode: BlendMode = .normal
    var filters: [Filter] = []
    var shadow: CanvasShadow?
    var interpolation: ImageInterpolation = .low
    /// The transform of the canvas's own pixels (the surface origin when the command was made).
    var space: MotionTransform = .identity

    /// Puts the blend mode, image smoothing, filters and (unless `shadow` is `.none`) the
    /// shadow on `c`, whose transform is `space` mapped to its output meanwhile.
    func apply(to c: inout MotionCanvas, space placed: MotionTransform, shadow use: ShadowUse) {
        c.blendMode = blendMode
        c.imageInterpolation = interpolation
        guard !filters.isEmpty || (shadow != nil && use != .none) else { return }
        let kept = c.context.transform
        c.context.transform = placed
        for filter in filters { c.addFilter(filter) }
        if let shadow, use != .none { c.addFilter(shadow.filter(only: use == .only)) }
        c.context.transform = kept
    }

    enum ShadowUse { case none, only, with }

    /// True when the shadow must be composited on its own before the drawing, as the canvas
    /// does: with a global alpha below 1 or a blend mode other than source-over the two differ
    /// from the drawing and its shadow composited as one layer.
    func drawsShadowApart(alpha: Double) -> Bool {
        shadow != nil && (alpha < 1 || blendMode != .normal)
    }
}
