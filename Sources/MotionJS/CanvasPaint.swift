import MotionRender

/// What `fillStyle` or `strokeStyle` paints with: a CSS colour, or a gradient or pattern object,
/// which stays live (a stop added after the assignment shows in later drawing, as in a browser).
struct CanvasPaint {
    /// The colour the attribute reads back when no object is set (the last colour assigned).
    var color: CSSColor
    /// The gradient or pattern, when one is set (the attribute then reads back the object).
    var object: (any CanvasStyleObject)?
    /// Which object: a number the prelude maps back to the JavaScript object (0 for none).
    var token = 0

    /// Opaque black, the default of both attributes.
    static var black: CanvasPaint { CanvasPaint(color: .black, object: nil) }

    /// What MotionCanvas paints with now.
    var shading: Shading { object?.shading ?? .color(color.color) }
}
