import Foundation

/// Scene times written as whole milliseconds, as labels, titles and ids show them ("1350").
package enum Milliseconds {
    /// `seconds × 1000` rounded to a whole number, without a decimal point. Any Double works:
    /// values beyond ±1e15 ms are written without grouping ("1e+20" stays readable), NaN is "nan".
    package static func text(_ seconds: Double) -> String {
        let ms = (seconds * 1000).rounded()
        guard ms.isFinite else { return ms.isNaN ? "nan" : (ms > 0 ? "inf" : "-inf") }
        if abs(ms) < 1e15 { return String(Int64(ms)) }
        return String(format: "%.0e", ms)
    }
}
