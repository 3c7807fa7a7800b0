import Foundation
import MotionChess
import MotionRender
import MotionScenes

/// `motion themes`: the board themes, piece sets and avatar styles a render can use.
struct ThemesCommand {
    let tool: String

    static let options: [OptionSpec] = [.flag("--help", "-h", help: "Show this help.")]

    func run(_ arguments: [String], _ output: CommandOutput) throws {
        let parsed = try ParsedArguments(arguments, options: Self.options, command: "\(tool) themes")
        if parsed.has("--help") {
            output.print(HelpText.render(usage: "\(tool) themes", abstract: "List board themes, piece sets and avatar styles.",
                                         options: Self.options))
            return
        }
        if let extra = parsed.positionals.first { throw CommandError.usage("'\(tool) themes' takes no arguments, got '\(extra)'") }
        output.print("BOARD THEMES (--board-theme)")
        for theme in try BoardTheme.all() {
            output.print("  \(theme.name.padding(toLength: 10, withPad: " ", startingAt: 0))light \(theme.light)  dark \(theme.dark)  highlight \(theme.highlight)")
        }
        output.print("PIECE SETS (--piece-set NAME, or a folder holding wK.svg … bP.svg)")
        for set in PieceTheme.builtIn { output.print("  \(set.name)") }
        output.print("AVATAR STYLES (--avatar-style)")
        for style in try BotAvatarStyle.available() { output.print("  \(style)") }
    }
}
