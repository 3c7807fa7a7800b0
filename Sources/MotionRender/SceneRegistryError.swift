/// A scene that cannot be registered, with its name and the reason.
public struct SceneRegistryError: Error, Equatable, CustomStringConvertible {
    /// The name of the scene that was refused.
    public let scene: String
    /// Why, as the end of a sentence (`the name must be one word`).
    public let reason: String

    public var description: String { "scene '\(scene)' cannot be registered: \(reason)" }
}
