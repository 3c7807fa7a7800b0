import MotionRender

/// A scene that takes the name of a built-in scene ("coins"), for the duplicate-name test.
struct ImpostorScene: MotionScene {
    var duration: Double { 1 }
    var stillTime: Double { 0 }
    var name: String { "coins" }

    func draw(_ c: inout MotionCanvas, t: Double) {}
}
