/// The name of a colour in the app's design tokens (`Resources/palettes.json`).
///
/// Scenes ask for tokens, not literal colours, so the same scene draws correctly in light and dark.
public struct ColorToken: Hashable, Sendable, RawRepresentable, ExpressibleByStringLiteral, CustomStringConvertible {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
    public var description: String { rawValue }

    /// Page background behind the scene.
    public static let background: ColorToken = "background"
    /// Cards and raised surfaces.
    public static let surface: ColorToken = "surface"
    /// Primary text and strokes.
    public static let text: ColorToken = "text"
    /// Secondary text and hairlines.
    public static let secondaryText: ColorToken = "secondaryText"
    /// The brand colour (coins, highlights).
    public static let accent: ColorToken = "accent"
    /// Gold for badges and rewards.
    public static let gold: ColorToken = "gold"
    /// Positive outcomes.
    public static let success: ColorToken = "success"
    /// Sparks and small highlights.
    public static let spark: ColorToken = "spark"
    /// Guide rings and tracks.
    public static let ring: ColorToken = "ring"
    /// Soft shadows under cards (usually translucent).
    public static let shadow: ColorToken = "shadow"
    /// Every token a palette file must define.
    public static let required: [ColorToken] = [.background, .surface, .text, .secondaryText, .accent, .gold, .success,
                                                .spark, .ring, .shadow]
}
