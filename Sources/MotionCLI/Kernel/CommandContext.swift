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
    /// The scene files the run refers to (``SceneFileFormat``).
    let files: SceneFiles

    init(tool: String, command: String, registry: SceneRegistry, settings: [SceneSetting], output: CommandOutput, files: SceneFiles) {
        self.tool = tool
        self.command = command
        self.registry = registry
        self.settings = settings
        self.output = output
        self.files = files
    }

    /// The scene called `name`: one of the tool's, or a scene of a scene file (`FILE#NAME`, or
    /// `FILE` for a file of one scene; see ``SceneFileFormat``), loaded once per run.
    /// - Throws: a usage error naming the scene, the file, or the file's own error.
    public func scene(named name: String) throws -> any MotionScene {
        if let scene = registry.scene(named: name) { return scene }
        if let scene = try files.scene(name) {
            // A scene file is untrusted: none of its frames may hold the command past the limit.
            FrameWatch.arm(seconds: RenderLimits.sceneFileFrameSeconds)
            return scene
        }
        throw CommandError.unknownScene(name, scenes: registry.names)
    }

    /// Every scene of the scene file at `path` (see ``SceneFileFormat``).
    /// - Throws: a usage error when no format reads the file, or the file's own error.
    public func scenes(inFile path: String) throws -> [any MotionScene] {
        FrameWatch.arm(seconds: RenderLimits.sceneFileFrameSeconds)
        return try files.scenes(in: path)
    }
}
