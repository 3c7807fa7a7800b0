import Foundation
import MotionRender

extension BoardTheme {
    /// Every theme in `Resources/board-themes.json` (found by ``MotionResources``), in file order.
    ///
    /// - Throws: the resource lookup's error when the file is missing, or
    ///   ``ChessError/invalidBoardThemes(_:)`` when it is malformed.
    public static func all() throws -> [BoardTheme] {
        let url = try MotionResources.url("board-themes.json")
        let data: Data
        do { data = try InputFile.read(url, limit: RenderLimits.settingsBytes) } catch {
            throw ChessError.invalidBoardThemes(error.description)
        }
        return try themes(fromJSON: data)
    }

    /// The theme called `name` (`"green"`, `"brown"`, `"blue"`, `"grey"`, `"purple"` ship with the project).
    ///
    /// - Throws: ``ChessError/unknownBoardTheme(_:available:)`` listing the names there are, or the
    ///   errors of ``all()``.
    public static func named(_ name: String) throws -> BoardTheme {
        let themes = try all()
        guard let theme = themes.first(where: { $0.name == name }) else {
            throw ChessError.unknownBoardTheme(name, available: themes.map(\.name))
        }
        return theme
    }
}
