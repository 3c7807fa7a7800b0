internal import CCairo
import Foundation

extension MotionCanvas {
    /// Draws `scene` at `t` into `rect` of this canvas: the scene's box fitted into `rect` with a
    /// uniform scale and centred, clipped to `rect`, on the palette's background unless
    /// `background` is false. The scene sees `environment` (default: this canvas's environment)
    /// with its own box. This copy's transform, clip, opacity, blend mode, filters and masks
    /// apply (with any but the first two, the scene is composited as one layer).
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
        guard opacity > 0, context.transform.isFinite, context.transform.isInvertible, clipsAreVisible else { return }
        let transform = context.transform
        /// Clips `cr` to `rect` in the host's coordinates.
        func clipToRect(_ cr: OpaquePointer) {
            setMatrix(transform, cr)
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            cairo_clip(cr)
        }
        /// The scene on its background, into `cr`.
        func drawInside(_ cr: OpaquePointer) throws {
            if background {
                let bg = inner.palette.background
                cairo_set_source_rgba(cr, bg.red, bg.green, bg.blue, bg.alpha)
                cairo_paint(cr)
            }
            try MotionRenderer.drawFrame(scene, t, cr, transform.prepending(placement), inner, assets: target.assets,
                                         rasterScale: target.rasterScale)
        }
        if drawsInLayers || blendMode != .normal {
            return try composite("draw scene '\(scene.name)'") { cr in
                clipToRect(cr)
                try drawInside(cr)
            }
        }
        guard let cr = target.cr(for: "draw scene '\(scene.name)'") else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        applyClips(cr)
        clipToRect(cr)
        let layered = opacity < 1
        if layered { cairo_push_group(cr) }
        let drawn = Result { try drawInside(cr) }
        if layered {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, opacity)
        }
        try drawn.get()
    }
}
