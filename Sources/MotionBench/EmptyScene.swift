import MotionRender

/// A scene that draws nothing: what a frame costs before any drawing.
struct EmptyScene: MotionScene {
    var duration: Double { 1 }
    var stillTime: Double { 0.5 }
    func draw(_ canvas: inout MotionCanvas, t: Double) {}
}
