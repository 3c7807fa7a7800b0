import Foundation

/// When a spring comes to rest: exactly, not estimated from an envelope.
///
/// The displacement from the target, e(t) = e₀·(C + ζω₀·S) + v₀·S (see `Spring+Evaluation.swift`),
/// has its extremes where the velocity vanishes, which is where C/S = K with K = ζω₀ + ω₀²·e₀/v₀:
/// - under-damped: ω_d·cot(ω_d·t) = K, first at t₁ = atan2(ω_d, K)/ω_d, then every π/ω_d, each extreme
///   e^(−ζω₀π/ω_d) times the one before (e(t + π/ω_d) = −e^(−ζω₀π/ω_d)·e(t)), so the last one above the
///   threshold is known directly;
/// - critical: 1/t = K, at most once (t = 1/K when K > 0);
/// - over-damped: γ·coth(γt) = K, at most once (t = atanh(γ/K)/γ when K > γ).
/// Between two extremes e is monotonic, and after the last one it decays without crossing zero, so
/// |e| is above the threshold exactly on a prefix of the interval that holds the last crossing:
/// a bisection finds it.
extension Spring {
    /// The threshold of ``settlingDuration`` as a fraction of the distance: 0.001 (0.1 %), SwiftUI's
    /// default `epsilon`.
    public static let settlingTolerance = 0.001

    /// Seconds until a spring released at rest stays within 0.1 % of the distance to its target
    /// (``settlingTolerance``); `.infinity` when there is no damping. The same as
    /// `settlingDuration(target: 1, initialVelocity: 0, epsilon: 0.001)`, as in SwiftUI.
    ///
    /// ```swift
    /// Spring.smooth.settlingDuration   // ≈ 0.735 s for the 0.5 s preset
    /// ```
    /// Used as the length of a spring phase and of a ``SpringKeyframe`` without a duration. A spring
    /// animation that starts with a velocity lasts ``settlingDuration(target:initialVelocity:epsilon:)``
    /// with that velocity instead.
    public var settlingDuration: Double {
        settlingDuration(target: 1.0, initialVelocity: 0, epsilon: Spring.settlingTolerance)
    }

    /// Seconds until a spring that starts at 0 with `initialVelocity` and heads for `target` stays
    /// within `epsilon` of it for good, as SwiftUI's `settlingDuration(target:initialVelocity:epsilon:)`.
    ///
    /// - Parameters:
    ///   - target: where the spring comes to rest, measured from its start (units).
    ///   - initialVelocity: units per second at the start (default 0).
    ///   - epsilon: how close (in the same units, not a fraction) every later position must stay.
    ///     NaN reads as SwiftUI's default 0.001.
    /// - Returns: the last instant the spring is farther than `epsilon` from `target` (0 if it never
    ///   is), to within 1e-13 relative. `.infinity` when it never settles: no damping, `epsilon <= 0`,
    ///   or a non-finite `target` or `initialVelocity`.
    ///
    /// ```swift
    /// let spring = Spring(duration: 0.4, bounce: 0.2)
    /// spring.settlingDuration(target: 100.0, initialVelocity: 800, epsilon: 0.1)   // a flick's landing
    /// ```
    public func settlingDuration(target: Double, initialVelocity: Double = 0, epsilon: Double) -> Double {
        let epsilon = epsilon.isNaN ? Spring.settlingTolerance : epsilon
        guard epsilon > 0, target.isFinite, initialVelocity.isFinite else { return .infinity }
        let e0 = -target, v0 = initialVelocity
        func displacement(_ t: Double) -> Double {
            guard t > 0 else { return e0 }
            let (c, s) = basis(t)
            return e0 * (c + decay * s) + v0 * s
        }
        func outside(_ t: Double) -> Bool { abs(displacement(t)) > epsilon }
        // C/S at the velocity's zeros; infinite when v₀ = 0 (then only the under-damped spring has
        // extremes after t = 0, at multiples of π/ω_d).
        let k = v0 == 0 ? Double.infinity : decay + omega0 * omega0 * e0 / v0

        var low: Double, high: Double
        switch regime {
        case .underDamped:
            let halfPeriod = Double.pi / omegaSplit
            let first = (v0 == 0 ? Double.pi : atan2(omegaSplit, k)) / omegaSplit
            let firstHeight = abs(displacement(first))
            guard decay > 0 else { return firstHeight <= epsilon && abs(e0) <= epsilon ? 0 : .infinity }
            if firstHeight <= epsilon {
                guard outside(0) else { return 0 }
                (low, high) = (0, first)
            } else {
                // Extremes first·q^n with q = e^(−decay·halfPeriod): the last one above epsilon is n.
                let rate = decay * halfPeriod
                var n = (log(firstHeight / epsilon) / rate).rounded(.up) - 1
                n = Swift.max(0, Swift.min(n, 1e15))
                while n > 0, !outside(first + n * halfPeriod) { n -= 1 }
                var steps = 0
                while outside(first + (n + 1) * halfPeriod), steps < 64 { n += 1; steps += 1 }
                (low, high) = (first + n * halfPeriod, first + (n + 1) * halfPeriod)
            }
        case .critical, .overDamped:
            let extreme: Double?
            if regime == .critical {
                extreme = k > 0 && k.isFinite ? 1 / k : nil
            } else {
                extreme = k > omegaSplit && k.isFinite ? atanh(omegaSplit / k) / omegaSplit : nil
            }
            if let extreme, !outside(extreme) {
                guard outside(0) else { return 0 }
                (low, high) = (0, extreme)
            } else {
                low = extreme ?? 0
                guard outside(low) else { return 0 }
                // After `low`, |e| decays monotonically: step out by the slow mode's time constant.
                let slowRate = regime == .critical ? omega0 : omega0 * omega0 / (decay + omegaSplit)
                var span = 1 / slowRate
                high = low + span
                var steps = 0
                while outside(high), steps < 2_000 { low = high; span *= 2; high = low + span; steps += 1 }
            }
        }
        // |e| > epsilon exactly on a prefix of [low, high]: bisect its end.
        var steps = 0
        while high - low > 1e-13 * high, steps < 200 {
            let mid = (low + high) / 2
            if outside(mid) { low = mid } else { high = mid }
            steps += 1
        }
        return high
    }

    /// A spring that settles in `settlingDuration` seconds, as SwiftUI's
    /// `Spring(settlingDuration:dampingRatio:epsilon:)`.
    ///
    /// Released at rest towards a target at distance 1, the spring stays within `epsilon` of it from
    /// `settlingDuration` on: that time scales with the response, so the response is
    /// `settlingDuration` divided by the settling time of the same ratio at a response of 1 s. Mass is 1.
    ///
    /// - Parameters:
    ///   - settlingDuration: seconds (NaN reads as 0.5); the response it gives is kept within
    ///     ``responseRange``.
    ///   - dampingRatio: ζ as in ``init(response:dampingRatio:)``. An undamped spring (ζ = 0) never
    ///     settles: its response is then `settlingDuration` itself.
    ///   - epsilon: the threshold as a fraction of the distance (default 0.001), limited to
    ///     [10⁻¹², 0.999]; NaN reads as 0.001.
    public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001) {
        let epsilon = Validation.clamped(epsilon, 1e-12, 0.999, nan: Spring.settlingTolerance)
        let unit = Spring(response: 1, dampingRatio: dampingRatio)
        let unitSettling = unit.settlingDuration(target: 1.0, epsilon: epsilon)
        let duration = Validation.clamped(settlingDuration, 0, .infinity, nan: 0.5)
        let response = unitSettling.isFinite && unitSettling > 0 ? duration / unitSettling : duration
        self.init(response: response, dampingRatio: unit.zeta)
    }

    /// How long a ``SpringKeyframe`` without a duration lasts: the settling duration, or the response
    /// (one period) when the spring never settles.
    var keyframeDuration: Double {
        let settling = settlingDuration
        return settling.isFinite ? settling : response
    }
}
