import MotionRender

extension RenderOptions {
    /// The options of a command that writes frames of `scene` in `format`: its size (checked
    /// against the scene's box and the pixel limit), the encoding, and the drawing environment
    /// with the settings the scene reads, resolved once.
    init(_ format: RenderFormat, for scene: any MotionScene, size: SizeOptions, encoding: EncodingOptions,
         drawing: DrawingOptions) throws {
        try self.init(format, for: scene, size: size, drawing: drawing, encoding: encoding.apply)
    }

    /// The same, with the encoding set by `encoding` (a command whose encoding options are its own).
    init(_ format: RenderFormat, for scene: any MotionScene, size: SizeOptions, drawing: DrawingOptions,
         encoding: (inout RenderOptions) -> Void) throws {
        self.init(format: format, size: try size.renderSize())
        encoding(&self)
        try drawing.apply(for: scene, to: &self)
        try size.check(box: scene.box, name: "scene '\(scene.name)'", options: self)
    }
}
