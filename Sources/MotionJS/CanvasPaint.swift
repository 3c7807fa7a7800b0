import MotionRender

/// What `fillStyle` or `strokeStyle` paints with: a CSS colour, or a gradient or pattern object.
struct CanvasPaint: Sendable {
    /// The colour the attribute reads back when no object is set (the last colour assigned).
    var color: CSSColor
    /// A gradient's or pattern's shading, when one is set (the attribute then reads back the object).
    var object: Shading?
    /// Which object: a number the prelude maps back to the JavaScript object (0 for none).
    var token = 0

    static let black = CanvasPaint(color: .black, object: nil)

    /// What MotionCanvas paints with.
    var shading: Shading { object ?? .color(color.color) }
}
