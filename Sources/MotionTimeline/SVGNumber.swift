import Foundation

/// Numbers as the animated SVG writes them: fixed decimals, no trailing zeros, no `-0`.
enum SVGNumber {
    /// `value` rounded to `decimals` places: `1.5`, `-0.25`, `12`.
    static func text(_ value: Double, decimals: Int) -> String {
        var text = String(format: "%.\(decimals)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// The value `text(value, decimals:)` stands for, so a check can use what the file will say.
    static func rounded(_ value: Double, decimals: Int) -> Double {
        Double(text(value, decimals: decimals)) ?? value
    }
}
