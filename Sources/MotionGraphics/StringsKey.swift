/// The environment's localized strings (default ``LocalizedStrings/none``); read them as
/// `c.environment.strings`. Set by the renderer from the scene's ``StringsCatalog``.
public struct StringsKey: EnvironmentKey {
    public static let defaultValue = LocalizedStrings.none
    public static var name: String { "strings" }
    public static func fingerprint(of value: LocalizedStrings) -> String { "\(value.locale.identifier) \(value.source)" }
}
