import MotionChess
import MotionRender
import MotionScenes

/// What `themes --json` prints (schema version 1): the shipped board themes with their colours
/// as `#RRGGBB` or `#RRGGBBAA`, and the names of the shipped piece sets and avatar styles.
struct ThemeListing: Encodable {
    struct Board: Encodable {
        let name: String
        let light: String
        let dark: String
        let highlight: String
        let coordinatesOnLight: String
        let coordinatesOnDark: String
    }

    let schemaVersion = 1
    let boardThemes: [Board]
    let pieceSets: [String]
    let avatarStyles: [String]

    /// Reads the shipped themes; a missing or malformed resource file is an error naming it.
    init() throws {
        boardThemes = try BoardTheme.all().map {
            Board(name: $0.name, light: $0.light.description, dark: $0.dark.description, highlight: $0.highlight.description,
                  coordinatesOnLight: $0.coordinatesOnLight.description, coordinatesOnDark: $0.coordinatesOnDark.description)
        }
        pieceSets = PieceTheme.builtIn.map(\.name)
        avatarStyles = try BotAvatarStyle.available()
    }
}
