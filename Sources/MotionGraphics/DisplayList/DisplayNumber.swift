import Foundation

/// Numbers as the display list's descriptions write them: up to four decimals, no trailing
/// zeros, and the shortest exact digits when four decimals would hide a difference.
package enum DisplayNumber {
    /// `0.5`, `12`, `-3.1416`.
    package static func text(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let rounded = (value * 10_000).rounded() / 10_000
        if rounded == value.rounded() { return String(Int64(value.rounded())) }
        var digits = String(format: "%.4f", rounded)
        while digits.hasSuffix("0") { digits.removeLast() }
        return digits
    }

    /// `text` of both, or their exact digits when the short forms are equal.
    package static func pair(_ a: Double, _ b: Double) -> (String, String) {
        let short = (text(a), text(b))
        return short.0 == short.1 ? ("\(a)", "\(b)") : short
    }
}
