/// A font weight, from thin to black, with the CSS number a designer would use.
public enum FontWeight: Int, Sendable, CaseIterable, Comparable {
    /// CSS 100.
    case thin = 100
    /// CSS 200.
    case extraLight = 200
    /// CSS 300.
    case light = 300
    /// CSS 400 (`normal`), the default.
    case regular = 400
    /// CSS 500.
    case medium = 500
    /// CSS 600.
    case semibold = 600
    /// CSS 700 (`bold`).
    case bold = 700
    /// CSS 800.
    case extraBold = 800
    /// CSS 900.
    case black = 900

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The CSS weight (100…900).
    public var cssWeight: Int { rawValue }
}
