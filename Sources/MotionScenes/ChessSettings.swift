import Foundation
import MotionChess
import MotionRender

/// The user's board theme, piece set and avatar style, resolved from the environment's names and
/// checked completely before anything is drawn.
public struct ChessSettings: Sendable {
    public let board: BoardTheme
    public let pieces: PieceTheme
    public let avatars: BotAvatarStyle

    /// Resolves and checks the names in `environment`.
    ///
    /// - Throws: an unknown theme or style (listing the choices), a theme file or colour that does
    ///   not parse (naming the file, field or colour), a piece set (name or folder)
    ///   with missing files (all listed) or an SVG librsvg cannot parse (naming the file and
    ///   librsvg's message).
    public init(_ environment: MotionEnvironment) throws {
        board = try ChessSettings.boardTheme(environment.boardTheme)
        avatars = try BotAvatarStyle(named: environment.avatarStyle)
        pieces = try ChessSettings.checkedPieceSet(environment.pieceSet)
    }

    /// The resolution of each distinct environment, made once, so scenes can resolve in `draw`
    /// cheaply. A failure is kept too: the files are checked once per process.
    static func cached(_ environment: MotionEnvironment) -> Result<ChessSettings, Error> {
        let key = [environment.boardTheme, environment.pieceSet, environment.avatarStyle]
        lock.lock()
        defer { lock.unlock() }
        if let settings = cache[key] { return settings }
        let settings = Result { try ChessSettings(environment) }
        cache[key] = settings
        return settings
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache: [[String]: Result<ChessSettings, Error>] = [:]

    /// A board theme by name, from a JSON file of themes (`my-themes.json` for its first theme,
    /// `my-themes.json#name` for another), or as custom colours `#LIGHT/#DARK[/#HIGHLIGHT]`.
    static func boardTheme(_ text: String) throws -> BoardTheme {
        if text.hasPrefix("#") {
            let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2 || parts.count == 3 else {
                throw ChessError.invalidBoardThemes("custom theme '\(text)' must be #LIGHT/#DARK or #LIGHT/#DARK/#HIGHLIGHT")
            }
            let colors = try parts.map { try MotionColor(hex: $0) }
            let highlight = parts.count == 3 ? colors[2] : try MotionColor(hex: "#F6EB5C8C")
            return BoardTheme(name: text, light: colors[0], dark: colors[1], highlight: highlight,
                              coordinatesOnLight: colors[1], coordinatesOnDark: colors[0])
        }
        let pieces = text.split(separator: "#", maxSplits: 1).map(String.init)
        if let file = pieces.first, file.lowercased().hasSuffix(".json") {
            let data: Data
            do { data = try Data(contentsOf: URL(fileURLWithPath: file)) } catch {
                throw ChessError.invalidBoardThemes("\(file) cannot be read (\(error.localizedDescription))")
            }
            let themes: [BoardTheme]
            do { themes = try BoardTheme.themes(fromJSON: data) } catch ChessError.invalidBoardThemes(let reason) {
                throw ChessError.invalidBoardThemes("\(file): \(reason)")
            }
            let wanted = pieces.count == 2 ? pieces[1] : themes.first?.name
            guard let theme = themes.first(where: { $0.name == wanted }) else {
                throw ChessError.unknownBoardTheme(wanted ?? "", available: themes.map(\.name))
            }
            return theme
        }
        return try BoardTheme.named(text)
    }

    /// Every one of the twelve pieces must exist and parse.
    static func checkedPieceSet(_ name: String) throws -> PieceTheme {
        let theme = PieceTheme(name: name)
        var isFolder: ObjCBool = false
        if theme.isFolderPath, !(FileManager.default.fileExists(atPath: name, isDirectory: &isFolder) && isFolder.boolValue) {
            throw RenderError.resource(file: name, message: "piece set folder does not exist")
        }
        if !theme.isFolderPath, !PieceTheme.builtIn.contains(theme) {
            throw RenderError.resource(file: "pieces/\(name)",
                                       message: "unknown piece set '\(name)'; sets: \(PieceTheme.builtIn.map(\.name).joined(separator: ", ")), or a folder path containing a '/'")
        }
        var missing: [String] = []
        for color in PieceColor.allCases {
            for kind in PieceKind.allCases {
                let piece = Piece(color, kind)
                do {
                    _ = try theme.asset(for: piece)
                } catch RenderError.resource(_, let message) where message == "not found" {
                    missing.append("\(piece.assetCode).svg")
                } catch let error as RenderError {
                    if case .asset(_, let message) = error, message.hasPrefix("cannot be read") {
                        missing.append("\(piece.assetCode).svg")
                    } else {
                        throw error
                    }
                }
            }
        }
        guard missing.isEmpty else {
            throw RenderError.resource(file: name, message: "piece set is missing \(missing.joined(separator: ", "))")
        }
        return theme
    }
}
