/// An OpenType feature setting, as CSS `font-feature-settings` writes it: a four-letter tag and
/// a value (1 on, 0 off, or the index of an alternate).
///
/// Kerning (`kern`) and the standard ligatures (`liga`, `clig`) are on by default, as in a
/// browser; a setting here overrides the default for the whole text:
///
/// ```swift
/// MotionFont(size: 14).features([.tabularFigures])       // digits of equal width for a counter
/// MotionFont(size: 14).features([.kerning(false)])       // canvas fontKerning = 'none'
/// ```
///
/// A tag that is not four printable ASCII characters, or a negative value, is reported when the
/// text is drawn (the render fails naming it).
public struct FontFeature: Hashable, Sendable, CustomStringConvertible {
    /// The feature's tag, e.g. `"kern"`, `"liga"`, `"tnum"`, `"ss01"`.
    public var tag: String
    /// 1 to turn the feature on, 0 to turn it off, n > 1 for the n-th alternate.
    public var value: Int

    public init(_ tag: String, _ value: Int = 1) {
        self.tag = tag
        self.value = value
    }

    /// Font kerning on (the default) or off.
    public static func kerning(_ on: Bool) -> FontFeature { FontFeature("kern", on ? 1 : 0) }
    /// Standard ligatures (fi, fl, …) on (the default) or off.
    public static func ligatures(_ on: Bool) -> FontFeature { FontFeature("liga", on ? 1 : 0) }
    /// Digits of one width (`tnum`), so numbers that change do not jiggle.
    public static let tabularFigures = FontFeature("tnum")
    /// Small capitals for lower-case letters (`smcp`).
    public static let smallCaps = FontFeature("smcp")

    /// True when the tag is four printable ASCII characters and the value is ≥ 0.
    public var isValid: Bool {
        tag.utf8.count == 4 && tag.utf8.allSatisfy { $0 >= 0x20 && $0 <= 0x7E } && value >= 0
    }

    /// `"tnum" 1`, the CSS spelling.
    public var description: String { "\"\(tag)\" \(value)" }
}
