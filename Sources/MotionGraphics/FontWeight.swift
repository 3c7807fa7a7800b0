/// A font weight, from thin to black, with the CSS number a designer would use.
public enum FontWeight: Int, Sendable, CaseIterable, Comparable {
    case thin = 100, extraLight = 200, light = 300, regular = 400, medium = 500
    case semibold = 600, bold = 700, extraBold = 800, black = 900

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The CSS weight (100…900).
    public var cssWeight: Int { rawValue }
}
