import Foundation
import MotionCore

/// The colours of a board: the two square colours, the last-move highlight and the coordinate
/// labels, as listed in `Resources/board-themes.json`.
///
/// The JSON file is `{"themes": [{"name": "green", "light": "#EBECD0", "dark": "#739552",
/// "highlight": "#F5F16A8C", "coordinatesOnLight": "#739552", "coordinatesOnDark": "#EBECD0"}, …]}`
/// with colours as `#RRGGBB` or `#RRGGBBAA`. The highlight is painted over the square colour, so
/// its alpha lets the square show through.
public struct BoardTheme: Hashable, Sendable, Decodable {
    /// The theme's name, as `--board-theme` takes it (`green`, `brown`, …).
    public var name: String
    /// Light squares (h1, a8, …).
    public var light: MotionColor
    /// Dark squares (a1, h8, …).
    public var dark: MotionColor
    /// Painted over the last move's two squares.
    public var highlight: MotionColor
    /// Coordinate text drawn on a light square.
    public var coordinatesOnLight: MotionColor
    /// Coordinate text drawn on a dark square.
    public var coordinatesOnDark: MotionColor

    /// A theme from its colours, stored as given.
    public init(name: String, light: MotionColor, dark: MotionColor, highlight: MotionColor,
                coordinatesOnLight: MotionColor, coordinatesOnDark: MotionColor) {
        self.name = name
        self.light = light
        self.dark = dark
        self.highlight = highlight
        self.coordinatesOnLight = coordinatesOnLight
        self.coordinatesOnDark = coordinatesOnDark
    }

    private enum Key: String, CodingKey {
        case name, light, dark, highlight, coordinatesOnLight, coordinatesOnDark
    }

    /// Decodes one theme; colours are hex strings. A bad colour throws
    /// ``ChessError/invalidBoardThemes(_:)`` naming the theme, the key and the text.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let name = try container.decode(String.self, forKey: .name)
        func color(_ key: Key) throws -> MotionColor {
            let text = try container.decode(String.self, forKey: key)
            do { return try MotionColor(hex: text) } catch {
                throw ChessError.invalidBoardThemes("theme \"\(name)\" \(key.rawValue): invalid colour \"\(text)\", expected #RRGGBB or #RRGGBBAA")
            }
        }
        self.init(name: name, light: try color(.light), dark: try color(.dark), highlight: try color(.highlight),
                  coordinatesOnLight: try color(.coordinatesOnLight), coordinatesOnDark: try color(.coordinatesOnDark))
    }

    /// The colour of `square`: ``dark`` for a1, ``light`` for h1 (see ``Square/isDark``).
    public func color(of square: Square) -> MotionColor {
        square.isDark ? dark : light
    }

    /// The coordinate-label colour for text drawn on `square`.
    public func coordinateColor(on square: Square) -> MotionColor {
        square.isDark ? coordinatesOnDark : coordinatesOnLight
    }

    /// Reads the themes of a `board-themes.json` document, in file order.
    ///
    /// - Throws: ``ChessError/invalidBoardThemes(_:)`` describing what is malformed (not JSON, a
    ///   missing key, a bad colour, a repeated name).
    public static func themes(fromJSON data: Data) throws -> [BoardTheme] {
        struct File: Decodable { var themes: [BoardTheme] }
        let themes: [BoardTheme]
        do {
            themes = try JSONDecoder().decode(File.self, from: data).themes
        } catch let error as ChessError {
            throw error
        } catch let error as DecodingError {
            throw ChessError.invalidBoardThemes(describe(error))
        } catch {
            throw ChessError.invalidBoardThemes("\(error)")
        }
        var seen = Set<String>()
        for theme in themes where !seen.insert(theme.name).inserted {
            throw ChessError.invalidBoardThemes("theme \"\(theme.name)\" is listed twice")
        }
        return themes
    }

    /// A decoding error as one line naming the field, such as `themes[0].light: expected a
    /// string, found a number`.
    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
            return keys.hasPrefix(".") ? String(keys.dropFirst()) : (keys.isEmpty ? "the document" : keys)
        }
        switch error {
        case .typeMismatch(let type, let context):
            return "\(path(context)): expected \(type == String.self ? "a string" : "\(type)")"
        case .valueNotFound(_, let context):
            return "\(path(context)): missing value"
        case .keyNotFound(let key, let context):
            let at = path(context)
            return (at == "the document" ? "" : at + ": ") + "missing key \"\(key.stringValue)\""
        case .dataCorrupted(let context):
            return "\(path(context)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}
