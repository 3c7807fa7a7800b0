import MotionRender

/// The shadow of the canvas state (HTML §4.12.5.1.12): colour, blur and offsets in canvas
/// pixels, which the transform does not change.
struct CanvasShadow: Sendable, Equatable {
    var color = CSSColor(MotionColor(red: 0, green: 0, blue: 0, alpha: 0))
    var blur = 0.0
    var offsetX = 0.0
    var offsetY = 0.0

    /// The specification's rule: shadows are drawn only when the colour is not fully
    /// transparent and the blur or an offset is not zero.
    var isDrawn: Bool { color.color.alpha > 0 && (blur > 0 || offsetX != 0 || offsetY != 0) }

    /// The MotionCanvas filter: a Gaussian of standard deviation `shadowBlur / 2`.
    func filter(only: Bool) -> Filter {
        .shadow(color: color.color, radius: blur / 2, x: offsetX, y: offsetY, options: only ? [.shadowOnly] : [])
    }
}
