/// The render's font rendering options (default ``FontRendering/default``); read it as
/// `c.environment.fontRendering`.
public struct FontRenderingKey: EnvironmentKey {
    public static let defaultValue = FontRendering.default
    public static var name: String { "font-rendering" }
    public static func fingerprint(of value: FontRendering) -> String { value.description }
}
