import MotionRender

/// A clip region of a canvas state: a path (non-zero winding) and the transform it was added
/// under (absolute on a scene's canvas, relative to the canvas origin in a recording).
struct CanvasClip: Sendable {
    var path: MotionPath
    var transform: MotionTransform
}
