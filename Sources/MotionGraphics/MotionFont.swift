/// A font request: family, size in points of the box, weight, italic, and OpenType features.
///
/// The family is matched by name through fontconfig. Characters the family lacks come from the
/// project's fallback fonts (``FontFallback``): Noto for Arabic, Hebrew, Devanagari, Thai, CJK
/// and the rest, Noto Color Emoji for emoji. When the machine lacks the family itself, the
/// renderer prints one warning naming the family and the font used instead (never silent tofu).
///
/// Canvas `font = 'italic 600 15px Inter'` is `MotionFont(family: "Inter", size: 15, weight:
/// .semibold, italic: true)`.
public struct MotionFont: Hashable, Sendable {
    /// The family the project installs and uses by default.
    public static let defaultFamily = "Inter"

    /// Family name, e.g. "Inter" (default) or "Noto Serif".
    public var family: String
    /// Size in points of the box (default 14). Must be finite and > 0.
    public var size: Double
    /// Weight (default `.regular`). A family without that weight uses its nearest one.
    public var weight: FontWeight
    /// Italic (default false). A family without italics is slanted instead.
    public var italic: Bool
    /// OpenType feature settings on top of the defaults (kerning and standard ligatures on);
    /// default none. A tag given twice takes its last value.
    public var features: [FontFeature]

    public init(family: String = MotionFont.defaultFamily, size: Double = 14, weight: FontWeight = .regular,
                italic: Bool = false, features: [FontFeature] = []) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
        self.features = features
    }

    /// The same font at another size.
    public func size(_ points: Double) -> MotionFont {
        var copy = self
        copy.size = points
        return copy
    }

    /// The same font at another weight.
    public func weight(_ weight: FontWeight) -> MotionFont {
        var copy = self
        copy.weight = weight
        return copy
    }

    /// The same font, bold (SwiftUI `bold()`).
    public func bold() -> MotionFont { weight(.bold) }

    /// The same font in italics (SwiftUI `italic()`).
    public func italic(_ on: Bool = true) -> MotionFont {
        var copy = self
        copy.italic = on
        return copy
    }

    /// The same font with `features` added to its feature settings.
    public func features(_ features: [FontFeature]) -> MotionFont {
        var copy = self
        copy.features += features
        return copy
    }
}
