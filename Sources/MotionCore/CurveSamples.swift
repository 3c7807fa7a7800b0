/// A curve sampled at evenly spaced points, with the extent of its finite values, for plotting.
///
/// ```swift
/// let samples = CurveSamples(from: 0, to: 0.7, count: 400) { M.spring($0, 14) }
/// samples.valueRange   // ≈ 0...1.02
/// ```
public struct CurveSamples: Sendable {
    /// `(x, y)` pairs in increasing x, the first at `from` and the last at `to`. `y` may be NaN or
    /// infinite when the curve is; plots leave a gap there.
    public let points: [(x: Double, y: Double)]

    /// Samples `curve` at `count` points (at least 2) from `from` to `to`, both included.
    public init(from: Double, to: Double, count: Int, _ curve: (Double) -> Double) {
        let n = max(2, count)
        points = (0..<n).map { i in
            let x = i == n - 1 ? to : from + (to - from) * Double(i) / Double(n - 1)
            return (x, curve(x))
        }
    }

    /// The smallest and largest finite value, or nil when no sample is finite.
    public var valueRange: ClosedRange<Double>? {
        let finite = points.map(\.y).filter(\.isFinite)
        guard let low = finite.min(), let high = finite.max() else { return nil }
        return low...high
    }
}
