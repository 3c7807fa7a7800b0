import MotionChess
import MotionCLI
import MotionRender
import MotionScenes

/// The scenes that ship with MotionKit, the settings they read and the `themes` command, for a
/// tool that wants them: the `motion` executable, or a user's tool that shows them beside its own.
///
/// ```swift
/// import MotionBuiltIns
/// import MotionCLI
/// MotionCommand.main(name: "motion", version: MotionCommand.version, abstract: "…",
///                    scenes: BuiltIns.scenes, settings: BuiltIns.settings, commands: BuiltIns.commands)
/// ```
public enum BuiltIns {
    /// coins, bots, clock, streak, hint.
    public static let scenes: [any MotionScene] = BuiltInScenes.all

    /// `--board-theme`, `--piece-set` and `--avatar-style`.
    public static let settings: [SceneSetting] = [.boardTheme, .pieceSet, .avatarStyle]

    /// `themes`.
    public static var commands: [any ParsableCommand.Type] { [ThemesCommand.self] }

    /// The one-line message for an error a built-in resolver met, as the user sees it: the file
    /// and the reason, the asset's parse error, the theme's problem (exit 64); missing resources
    /// of the tool itself are a failure (exit 1).
    static func usage(_ error: Error, option: String) -> CommandError {
        switch error {
        case let error as CommandError: return error
        // The tool's own resources are missing: not the user's mistake.
        case let error as MotionResourcesError: return .failure(error.description)
        case RenderError.resource(let file, let message): return .usage("\(file): \(message)")
        case let error as RenderError: return .usage(error.description)
        case let error as ChessError: return .usage(error.description)
        case let error as MotionColorError: return .usage("\(option): \(error)")
        default: return .usage("\(option): \(error)")
        }
    }
}
