import MotionRender

/// The environment key of the board theme a scene draws its boards with (default ``BoardTheme/green``).
///
/// Its fingerprint is the theme's colours, so frames drawn with other colours under the same name
/// (an edited theme file) are never taken for these.
public struct BoardThemeKey: EnvironmentKey {
    public static let defaultValue = BoardTheme.green
    public static var name: String { "boardTheme" }
    public static func fingerprint(of theme: BoardTheme) -> String {
        let colors = [theme.light, theme.dark, theme.highlight, theme.coordinatesOnLight, theme.coordinatesOnDark]
        return theme.name + " " + colors.map(\.description).joined(separator: " ")
    }
    public static func description(of theme: BoardTheme) -> String { theme.name }
}
