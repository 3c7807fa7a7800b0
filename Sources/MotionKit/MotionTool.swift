import MotionCLI
import MotionJSCommands
import MotionStudio

/// A whole tool in one line: the standard commands over your scenes, their JavaScript prototypes
/// as scenes (`FILE.js#NAME` wherever a scene is named, and `script`), and `studio`, the live
/// preview. This is what `motion` itself is made of, without the built-in scenes:
///
/// ```swift
/// // Sources/my-motion/main.swift
/// import MotionKit
/// import MyScenes
///
/// MotionTool.main(name: "my-motion", version: "1.0.0", abstract: "Render my scenes.",
///                 scenes: [LevelUpScene()])
/// ```
///
/// Then `my-motion diff level-up design/level-up.js#level-up` checks the port against its
/// prototype, frame by frame, and `my-motion studio` previews both. JavaScriptCore and
/// libmicrohttpd are opened when a prototype or the studio first needs them, never at start, so
/// the tool starts and renders a Swift scene as one made with ``/MotionCLI/MotionCommand`` alone.
/// A tool that wants fewer commands calls `MotionCommand.main` directly with what it wants.
public enum MotionTool {
    /// Runs the tool over `CommandLine.arguments` and exits with its code: 0 success, 64 wrong
    /// usage, 1 a failure while rendering or writing (one line on standard error).
    ///
    /// - Parameters:
    ///   - name: the tool's name, as typed in a shell (`my-motion`), used in help and messages.
    ///   - version: printed by `--version`.
    ///   - abstract: one sentence at the top of the tool's help.
    ///   - scenes: the tool's scenes, in the order `list` shows them.
    ///   - settings: options for environment keys the scenes read (``/MotionCLI/SceneSetting``);
    ///     prototypes may read the same keys (`reads: [...]`).
    ///   - commands: commands of the tool's own, listed after the standard ones and `studio`.
    public static func main(name: String, version: String, abstract: String, scenes: [any MotionScene],
                            settings: [SceneSetting] = [], commands: [any ParsableCommand.Type] = []) -> Never {
        MotionCommand.main(name: name, version: version, abstract: abstract, scenes: scenes, settings: settings,
                           commands: commands + [StudioCommand<JavaScriptStudioFiles>.self], sceneFiles: [.javaScript])
    }
}
