internal import CCairo
import Foundation

extension MotionCanvas {
    /// Draws `scene` at `t` into `rect` of this canvas: the scene's box fitted into `rect` with a
    /// uniform scale and centred, clipped to `rect`, on the palette's background unless
    /// `background` is false. The scene sees `environment` (default: this canvas's environment)
    /// with its own box. This copy's transform, clip and opacity apply (below 1, the scene is
    /// composited as one layer).
    ///
    /// This is how storyboards and contact sheets put frames on a page, and how a scene can show
    /// another one (a phone mock-up playing a scene).
    ///
    /// - Throws: ``RenderError`` when `t` is outside the scene, `rect` is not finite with a
    ///   positive size, or the scene fails (non-finite geometry, a reported problem, a cairo
    ///   error), naming the inner scene and time.
    public func draw(_ scene: any MotionScene, at t: Double, in rect: CGRect,
                     environment: MotionEnvironment? = nil, background: Bool = true) throws {
        try MotionRenderer.validate(scene, t)
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite,
              rect.width > 0, rect.height > 0 else {
            throw RenderError.invalidParameter(name: "scene rect", value: "\(rect)", expected: "a finite rectangle with a positive width and height")
        }
        var inner = environment ?? self.environment
        inner.box = scene.box
        let k = min(rect.width / scene.box.width, rect.height / scene.box.height)
        let placement = MotionTransform(a: k, b: 0, c: 0, d: k,
                                        tx: rect.minX + (rect.width - scene.box.width * k) / 2,
                                        ty: rect.minY + (rect.height - scene.box.height * k) / 2)
        guard opacity > 0, context.transform.isFinite, context.transform.isInvertible, clipsAreVisible,
              let cr = target.cr(for: "draw scene '\(scene.name)'") else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        applyClips(cr)
        setMatrix(context.transform, cr)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
        let layered = opacity < 1
        if layered { cairo_push_group(cr) }
        if background {
            let bg = inner.palette.background
            cairo_set_source_rgba(cr, bg.red, bg.green, bg.blue, bg.alpha)
            cairo_paint(cr)
        }
        let drawn = Result {
            try MotionRenderer.drawFrame(scene, t, cr, context.transform.prepending(placement), inner, assets: target.assets)
        }
        if layered {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, opacity)
        }
        try drawn.get()
    }
}
