import MotionChess
import MotionCLI
import MotionRender
import MotionScenes

extension SceneSetting {
    /// `--board-theme`: ``BoardThemeKey`` from ``BoardTheme/init(argument:)``.
    public static let boardTheme = SceneSetting(
        "--board-theme", key: BoardThemeKey.self, placeholder: "THEME",
        help: "Board theme: a name (see the themes command), FILE.json for its first theme, FILE.json#NAME, or colours #LIGHT/#DARK[/#HIGHLIGHT].",
        defaultDescription: BoardThemeKey.defaultValue.name,
        completion: .values({ ((try? BoardTheme.all()) ?? []).map(\.name) }, orFiles: .withExtensions(["json"]))) { text in
        do { return try BoardTheme(argument: text) } catch { throw BuiltIns.usage(error, option: "--board-theme") }
    }

    /// `--piece-set`: ``PieceSetKey`` from ``PieceTheme/init(argument:)``, every piece checked.
    public static let pieceSet = SceneSetting(
        "--piece-set", key: PieceSetKey.self, placeholder: "SET",
        help: "Piece set: a name, or a folder holding wK.svg … bP.svg.",
        defaultDescription: PieceSetKey.defaultValue.name,
        completion: .values(PieceTheme.builtIn.map(\.name), orFiles: .directories)) { text in
        do { return try PieceTheme(argument: text) } catch { throw BuiltIns.usage(error, option: "--piece-set") }
    }

    /// `--avatar-style`: ``AvatarStyleKey`` from ``BotAvatarStyle/init(named:)``.
    public static let avatarStyle = SceneSetting(
        "--avatar-style", key: AvatarStyleKey.self, placeholder: "STYLE",
        help: "Avatar style of the bots, by name.",
        defaultDescription: AvatarStyleKey.defaultValue.name,
        completion: .values({ (try? BotAvatarStyle.available()) ?? [] })) { text in
        do { return try BotAvatarStyle(named: text) } catch { throw BuiltIns.usage(error, option: "--avatar-style") }
    }
}
