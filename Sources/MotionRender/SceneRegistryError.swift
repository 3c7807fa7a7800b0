/// A scene that cannot be registered, with its name and the reason.
public struct SceneRegistryError: Error, Equatable, CustomStringConvertible {
    public let scene: String
    public let reason: String

    public var description: String { "scene '\(scene)' cannot be registered: \(reason)" }
}
