import Foundation
import MotionChess
import MotionCLI
import MotionRender
import MotionScenes

/// `motion themes`: the board themes, piece sets and avatar styles the built-in settings accept,
/// as text or as JSON (schema: ``ThemeListing``).
public struct ThemesCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(name: "themes", abstract: "List board themes, piece sets and avatar styles.")

    @Flag("--json", help: "Print them as JSON: every board theme with its colours, the piece sets and the avatar styles.")
    var json: Bool

    public init() {}

    public func run(_ context: CommandContext) throws {
        let listing = try ThemeListing()
        if json {
            context.output.print(try JSONText.encode(listing))
            return
        }
        context.output.print("BOARD THEMES (--board-theme)")
        for theme in listing.boardThemes {
            context.output.print("  \(theme.name.padding(toLength: 10, withPad: " ", startingAt: 0))light \(theme.light)  dark \(theme.dark)  highlight \(theme.highlight)")
        }
        context.output.print("PIECE SETS (--piece-set NAME, or a folder holding wK.svg … bP.svg)")
        for set in listing.pieceSets { context.output.print("  \(set)") }
        context.output.print("AVATAR STYLES (--avatar-style)")
        for style in listing.avatarStyles { context.output.print("  \(style)") }
    }
}
