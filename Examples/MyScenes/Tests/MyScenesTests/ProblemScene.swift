import MotionRender

/// A scene whose data is wrong in a way a drawing function cannot throw for: it reports the
/// problem through ``MotionCanvas/report(_:)``, the scene's equivalent of throwing.
struct ProblemScene: MotionScene {
    var duration: Double { 1 }
    var stillTime: Double { 1 }
    var name: String { "problem" }

    func draw(_ c: inout MotionCanvas, t: Double) {
        c.report("level 0 has no XP threshold")
    }
}
