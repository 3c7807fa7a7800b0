/// A scene that failed to draw: its error, as the renderer words it (scene, time, reason).
struct SceneFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
