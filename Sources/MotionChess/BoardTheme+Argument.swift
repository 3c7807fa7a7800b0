import Foundation
import MotionRender

extension BoardTheme {
    /// The board's default colours, the first theme of `Resources/board-themes.json` (a test keeps
    /// the two the same), available without reading any file.
    public static let green = BoardTheme(
        name: "green",
        light: MotionColor(red: 0xEB / 255, green: 0xEC / 255, blue: 0xD0 / 255),
        dark: MotionColor(red: 0x73 / 255, green: 0x95 / 255, blue: 0x52 / 255),
        highlight: MotionColor(red: 0xF5 / 255, green: 0xF1 / 255, blue: 0x6A / 255, alpha: 0x8C / 255),
        coordinatesOnLight: MotionColor(red: 0x73 / 255, green: 0x95 / 255, blue: 0x52 / 255),
        coordinatesOnDark: MotionColor(red: 0xEB / 255, green: 0xEC / 255, blue: 0xD0 / 255))

    /// A theme as a user names it: a name from `Resources/board-themes.json`, a JSON file of themes
    /// (`my-themes.json` for its first theme, `my-themes.json#name` for another), or custom colours
    /// `#LIGHT/#DARK[/#HIGHLIGHT]` (coordinates in the opposite square colour).
    ///
    /// - Throws: ``ChessError`` for an unknown name (listing the choices), a file that cannot be
    ///   read, is not a regular file or is over ``RenderLimits/settingsBytes`` (see `InputFile`),
    ///   or is malformed (naming the file and the field), or a colour that does not parse.
    public init(argument text: String) throws {
        if text.hasPrefix("#") {
            let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2 || parts.count == 3 else {
                throw ChessError.invalidBoardThemes("custom theme '\(text)' must be #LIGHT/#DARK or #LIGHT/#DARK/#HIGHLIGHT")
            }
            let colors: [MotionColor]
            do { colors = try parts.map { try MotionColor(hex: $0) } } catch {
                throw ChessError.invalidBoardThemes("custom theme '\(text)': \(error)")
            }
            self.init(name: text, light: colors[0], dark: colors[1], highlight: parts.count == 3 ? colors[2] : BoardTheme.green.highlight,
                      coordinatesOnLight: colors[1], coordinatesOnDark: colors[0])
            return
        }
        let pieces = text.split(separator: "#", maxSplits: 1).map(String.init)
        guard let file = pieces.first, file.lowercased().hasSuffix(".json") else {
            self = try BoardTheme.named(text)
            return
        }
        let data: Data
        do { data = try InputFile.read(path: file, limit: RenderLimits.settingsBytes) } catch {
            throw ChessError.invalidBoardThemes(error.description)
        }
        let themes: [BoardTheme]
        do { themes = try BoardTheme.themes(fromJSON: data) } catch ChessError.invalidBoardThemes(let reason) {
            throw ChessError.invalidBoardThemes("\(file): \(reason)")
        }
        let wanted = pieces.count == 2 ? pieces[1] : themes.first?.name
        guard let theme = themes.first(where: { $0.name == wanted }) else {
            throw ChessError.unknownBoardTheme(wanted ?? "", available: themes.map(\.name))
        }
        self = theme
    }
}
