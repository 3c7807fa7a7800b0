/// The environment's locale (default ``MotionLocale/english``); read it as
/// `c.environment.locale`.
public struct LocaleKey: EnvironmentKey {
    public static let defaultValue = MotionLocale.english
    public static var name: String { "locale" }
    public static func fingerprint(of value: MotionLocale) -> String { value.identifier }
}
