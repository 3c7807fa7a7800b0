import Foundation

/// Evenly spaced "nice" tick values (steps of 1, 2, 2.5 or 5 times a power of ten) that cover a
/// range, for the axes of a plot.
///
/// ```swift
/// let ticks = AxisTicks(covering: 0, 0.63)   // 0, 0.1, …, 0.7
/// ticks.label(ticks.values[3])               // "0.3"
/// ```
public struct AxisTicks: Hashable, Sendable {
    /// The first tick, at or below the range's lower end.
    public let lower: Double
    /// The last tick, at or above the range's upper end.
    public let upper: Double
    /// The distance between ticks (> 0).
    public let step: Double

    /// Ticks covering `[a, b]` with about `targetCount` intervals (default 5, at least 1; the nice
    /// step nearest `(b − a) / targetCount` is used, so there may be a few more or fewer).
    ///
    /// Edge cases: the ends may come in either order; an empty range (`a == b`) is widened by 1
    /// on each side (by `|a|/2` when that is larger); a NaN or infinite end gives the ticks of `[0, 1]`.
    public init(covering a: Double, _ b: Double, targetCount: Int = 5) {
        let finite = a.isFinite && b.isFinite
        var low = finite ? min(a, b) : 0, high = finite ? max(a, b) : 1
        if high - low < 1e-12 {
            let pad = max(1, abs(low) / 2)
            low -= pad
            high += pad
        }
        let raw = (high - low) / Double(max(1, targetCount))
        let magnitude = pow(10, (log10(raw)).rounded(.down))
        let residual = raw / magnitude
        // The nice step nearest the raw one (1, 2, 2.5, 5 or 10 times the power of ten).
        let nice: Double = residual < 1.5 ? 1 : residual < 2.25 ? 2 : residual < 3.5 ? 2.5 : residual < 7.5 ? 5 : 10
        let step = nice * magnitude
        // The small slack keeps a range end that sits on a tick (0.6 with step 0.1) from adding one more.
        self.lower = (low / step + 1e-9).rounded(.down) * step
        self.upper = (high / step - 1e-9).rounded(.up) * step
        self.step = step
    }

    /// The tick values from ``lower`` to ``upper``, each rounded to the step's precision so that
    /// 0.1 × 3 reads 0.3.
    public var values: [Double] {
        let count = Int(((upper - lower) / step).rounded()) + 1
        let scale = pow(10, Double(decimals))
        return (0..<count).map { ((lower + Double($0) * step) * scale).rounded() / scale }
    }

    /// Decimal places needed to write every tick exactly (0 for whole steps, 2 for 0.25, 6 for
    /// 0.000001, …; at most 12). The test is relative to the step, so a tiny step is not taken
    /// for zero.
    public var decimals: Int {
        var places = 0
        while places < 12 {
            let scaled = step * pow(10, Double(places))
            if scaled >= 0.5, abs(scaled.rounded() - scaled) <= 1e-6 * scaled { break }
            places += 1
        }
        return places
    }

    /// `value` written with ``decimals`` places ("0.25", "1", "-0.5"); negative zero is written "0".
    public func label(_ value: Double) -> String {
        let text = String(format: "%.\(decimals)f", value)
        return Double(text) == 0 ? String(format: "%.\(decimals)f", 0.0) : text
    }
}
