import MotionRender

/// Resolves the SCENE positional argument of a command.
enum SceneArgument {
    /// Exactly one positional naming a registered scene; otherwise a usage error listing the scenes.
    static func resolve(_ positionals: [String], registry: SceneRegistry, tool: String) throws -> any MotionScene {
        let choices = registry.names.joined(separator: ", ")
        guard let name = positionals.first else {
            throw CommandError.usage("'\(tool)' needs a scene; scenes: \(choices)")
        }
        guard positionals.count == 1 else {
            throw CommandError.usage("'\(tool)' takes one scene, got \(positionals.joined(separator: " "))")
        }
        guard let scene = registry.scene(named: name) else {
            throw CommandError.usage("unknown scene '\(name)'; scenes: \(choices)")
        }
        return scene
    }
}
