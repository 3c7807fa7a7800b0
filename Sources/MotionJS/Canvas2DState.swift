import Foundation
import MotionRender

/// The drawing state of a canvas 2D context, saved and restored as a whole by `save()` and
/// `restore()` (HTML §4.12.5.1.4). Defaults are the specification's.
struct Canvas2DState {
    /// The current transformation matrix (canvas coordinates), as `getTransform` reports it.
    var matrix: MotionTransform = .identity
    /// The same transform composed onto the surface's origin, step by step as the calls came,
    /// so a scene's drawing reaches cairo with exactly the numbers a Swift port computes.
    var device: MotionTransform
    var clips: [CanvasClip] = []
    var globalAlpha = 1.0
    var fillStyle = CSSColor.black
    var strokeStyle = CSSColor.black
    var lineWidth = 1.0
    var lineCap = LineCap.butt
    var lineJoin = LineJoin.miter
    var miterLimit = 10.0
    var lineDash: [Double] = []
    var lineDashOffset = 0.0
    var font = CSSFont.canvasDefault
    var textAlign = "start"
    var textBaseline = "alphabetic"
    var direction = "inherit"
    var letterSpacing = CSSLength.zero
    var wordSpacing = CSSLength.zero
    var fontKerning = "auto"

    init(origin: MotionTransform) {
        device = origin
    }

    /// The stroke style MotionCanvas takes; an odd dash list is repeated, as canvas does.
    var strokeStyleValue: StrokeStyle {
        StrokeStyle(lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit,
                    dash: lineDash, dashPhase: lineDashOffset)
    }
}
