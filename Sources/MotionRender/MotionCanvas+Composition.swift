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
    /// - Throws: ``/MotionGraphics/RenderError`` when `t` is outside the scene, `rect` is not finite with a
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
              target.isDrawing("draw scene '\(scene.name)'") else { return }
        let frame = context.transform.prepending(placement)
        let cut = DisplayClip(shape: .rectangle(rect), transform: context.transform)
        let backdrop = background ? inner.palette.background : nil
        func drawInside(clips: [DisplayClip]) throws {
            try MotionRenderer.drawFrame(scene, t, recorder: target.recorder, frame, inner, assets: target.assets, clips: clips,
                                         background: backdrop)
        }
        if drawsInLayers || blendMode != .normal {
            // Composited as one layer: cut to the rectangle inside it.
            return try recordGroup("draw scene '\(scene.name)'", rasterized: !filters.isEmpty) {
                try drawInside(clips: [cut])
            } operation: { .layer(DisplayLayer(content: $0, scene: scene.name)) }
        }
        if opacity < 1 {
            // Group opacity: the layer is cut to the rectangle around it.
            return try recordGroup("draw scene '\(scene.name)'", rasterized: false) {
                try drawInside(clips: [])
            } operation: { .layer(DisplayLayer(content: $0, clip: cut, scene: scene.name)) }
        }
        // Drawn straight into this canvas's list, inside its clips and the rectangle.
        try drawInside(clips: clips + [cut])
    }
}
