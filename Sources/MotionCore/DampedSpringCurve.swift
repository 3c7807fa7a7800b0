import Foundation

/// The seed's spring, ``Motion/spring(_:_:)``, with any under-damped damping ratio instead of the
/// fixed 0.78, so a plot or a test can show how damping changes the curve.
///
/// `1 − e^(−ζωx)·(cos(ω_d·x) + ζω/ω_d · sin(ω_d·x))` with ω_d = ω·√(1 − ζ²): a step from 0 to 1
/// that starts at `x = 0`. With ζ = ``Motion/springDamping`` it gives exactly `Motion.spring(x, ω)`.
///
/// ```swift
/// let loose = try DampedSpringCurve(frequency: 14, damping: 0.4)
/// let y = loose.value(at: 0.25)
/// ```
///
/// See also: ``Spring`` for critically and over-damped springs and SwiftUI's parameterisations.
public struct DampedSpringCurve: Hashable, Sendable {
    /// Natural angular frequency ω in radians per second (> 0).
    public let frequency: Double
    /// Damping ratio ζ, strictly between 0 and 1 (under-damped: it overshoots, then settles).
    public let damping: Double

    /// - Parameters:
    ///   - frequency: ω in rad/s, finite and > 0 (default 14, the seed's default).
    ///   - damping: ζ, finite and within (0, 1) (default 0.78, the seed's damping). 0 would never
    ///     settle and 1 or more is not under-damped, so both are rejected.
    /// - Throws: ``MotionError/invalidParameter(name:value:expected:)`` naming `frequency` or `damping`.
    public init(frequency: Double = 14, damping: Double = Motion.springDamping) throws {
        try Validation.positive(frequency, "frequency")
        guard damping.isFinite, damping > 0, damping < 1 else {
            throw MotionError.invalidParameter(name: "damping", value: damping, expected: "finite and within (0, 1), under-damped")
        }
        self.frequency = frequency
        self.damping = damping
    }

    /// The curve at `x` seconds: exactly 0 for `x <= 0` and NaN (not started), 1 in the limit.
    public func value(at x: Double) -> Double {
        guard x > 0 else { return 0 }
        let z = damping, w = frequency
        let wd = w * (1 - z * z).squareRoot(), e = exp(-z * w * x)
        return 1 - e * (cos(wd * x) + (z * w / wd) * sin(wd * x))
    }

    /// Seconds after which the curve stays within `tolerance` of 1 (default 0.001, as
    /// ``Spring/settlingTolerance``).
    ///
    /// An upper bound from the envelope: |1 − value| ≤ e^(−ζωx) / √(1 − ζ²), so it is at most a
    /// fraction of an oscillation later than the exact crossing. A tolerance outside (0, 1) gives 0.
    public func settlingTime(tolerance: Double = 0.001) -> Double {
        guard tolerance > 0, tolerance < 1 else { return 0 }
        let bound = -log(tolerance * (1 - damping * damping).squareRoot()) / (damping * frequency)
        return max(0, bound)
    }
}
