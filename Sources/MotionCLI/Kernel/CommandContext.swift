import MotionRender

/// What a running command gets besides its options: the tool's name, its scenes and settings,
/// and where to write.
public struct CommandContext {
    /// The tool's name, `motion`.
    public let tool: String
    /// The tool's name and the command's, for messages: `motion render`.
    public let command: String
    /// The tool's scenes.
    public let registry: SceneRegistry
    /// The tool's scene settings.
    public let settings: [SceneSetting]
    /// Where to print.
    public let output: CommandOutput

    /// The scene called `name`. Arguments and options that complete ``CompletionKind/scenes``
    /// are checked against the registry while parsing, so their names are always found.
    public func scene(named name: String) throws -> any MotionScene {
        guard let scene = registry.scene(named: name) else {
            throw CommandError.usage("unknown scene '\(name)'; scenes: \(registry.names.joined(separator: ", "))")
        }
        return scene
    }
}
