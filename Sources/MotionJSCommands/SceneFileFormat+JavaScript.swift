import MotionCLI
import MotionJS

extension SceneFileFormat {
    /// JavaScript canvas prototypes (`.js`, `.mjs`): scenes declared with `M.define(name, { dur,
    /// draw(g, t, e) })`, run by JavaScriptCore and drawn through the same renderer as the
    /// tool's Swift scenes, and the `script` command for plain scripts. Images load from the
    /// file's folder.
    ///
    /// A scene that names keys in `reads: ['pieceSet', …]` takes the tool's settings for them
    /// (`--piece-set`), matched by ``EnvironmentKey/name``; a name that no setting of the tool
    /// fills is refused when the file is loaded. On `--verbose` a scene's error is followed by
    /// its JavaScript stack.
    ///
    /// ```swift
    /// MotionCommand.main(name: "my-motion", version: "1.0.0", abstract: "…", scenes: scenes, sceneFiles: [.javaScript])
    /// ```
    public static let javaScript = SceneFileFormat(
        name: "JavaScript", fileExtensions: ["js", "mjs"], commands: [ScriptCommand.self],
        load: { request in
            try javaScriptScenes(contentsOf: request.url, name: request.name, settingKeys: request.environmentKeys)
        },
        details: { error in JSError.stack(of: error) })
}
