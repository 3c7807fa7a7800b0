/// The environment's colour scheme (default light): where ``RenderOptions/colorScheme`` and
/// ``MotionEnvironment/colorScheme`` keep it, so both read one store.
public struct ColorSchemeKey: CodableEnvironmentKey {
    public static let defaultValue = ColorScheme.light
    public static var name: String { "colorScheme" }
    public static func fingerprint(of value: ColorScheme) -> String { value.rawValue }
}
