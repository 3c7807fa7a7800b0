import Foundation

/// A CSS `<length>` as `letterSpacing` and `wordSpacing` take it (`2px`, `0.1em`, `0`),
/// resolved against the font size when text is drawn.
struct CSSLength: Hashable, Sendable {
    var value: Double
    var unit: String

    static let zero = CSSLength(value: 0, unit: "px")

    /// Parses a length; nil when `text` is not one (the assignment is then ignored).
    static func parse(_ text: String) -> CSSLength? {
        let word = text.trimmingCharacters(in: CSSColor.whitespace).lowercased()
        if word == "0" { return .zero }
        guard let split = word.firstIndex(where: { $0.isLetter }), let value = CSSNumber.parse(word[..<split]), value.isFinite else { return nil }
        let unit = String(word[split...])
        guard CSSLength.pixels[unit] != nil || unit == "em" || unit == "rem" else { return nil }
        return CSSLength(value: value, unit: unit)
    }

    /// In CSS pixels for text of `fontSize`.
    func pixels(fontSize: Double) -> Double {
        switch unit {
        case "em": return value * fontSize
        case "rem": return value * 16
        default: return value * (CSSLength.pixels[unit] ?? 1)
        }
    }

    /// `2px`, `0.5em`.
    var serialized: String {
        (value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)) + unit
    }

    private static let pixels: [String: Double] = ["px": 1, "pt": 4.0 / 3, "pc": 16, "in": 96, "cm": 96 / 2.54, "mm": 96 / 25.4, "q": 96 / 101.6]
}
