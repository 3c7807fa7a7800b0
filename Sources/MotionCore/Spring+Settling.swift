import Foundation

extension Spring {
    /// The fraction of the distance within which a spring counts as settled: 0.001 (0.1 %).
    public static let settlingTolerance = 0.001

    /// Seconds until a spring released at rest stays within 0.1 % of the distance to its target
    /// (``settlingTolerance``); `.infinity` when there is no damping.
    ///
    /// Exact, not estimated from the envelope: for an under-damped spring the extremes of the step
    /// response fall at t = kπ/ω_d with height e^(−ζω₀t), so the last one above the tolerance is
    /// known directly and a bisection between it and the next one finds the crossing. Critically
    /// and over-damped springs approach monotonically and are bisected the same way.
    ///
    /// ```swift
    /// Spring.smooth.settlingDuration   // ≈ 0.735 s for the 0.5 s preset
    /// ```
    /// Used as the length of a spring animation (``MotionAnimation``), a spring phase and a
    /// ``SpringKeyframe`` without a duration. Springs that start with a velocity may take longer.
    public var settlingDuration: Double {
        let tolerance = Spring.settlingTolerance
        // Step response from 1 to 0 at rest: x(t) = C + ζω₀·S.
        func displacement(_ t: Double) -> Double {
            guard t > 0 else { return 1 }
            let (c, s) = basis(t)
            return c + decay * s
        }
        var low: Double, high: Double
        switch regime {
        case .underDamped:
            guard decay > 0 else { return .infinity }
            // Peaks |x(kπ/ω_d)| = e^(−decay·kπ/ω_d); the last one above the tolerance is k.
            let peaks = log(1 / tolerance) * omegaSplit / (decay * .pi)
            let k = (peaks.rounded(.up) - 1).clamped(min: 0)
            low = k * .pi / omegaSplit
            high = (k + 1) * .pi / omegaSplit
        case .critical, .overDamped:
            low = 0
            high = 1 / (decay - omegaSplit)   // one time constant of the slowest mode
            while displacement(high) > tolerance { low = high; high *= 2 }
        }
        // |x| > tolerance exactly on a prefix of [low, high]: bisect its end.
        var steps = 0
        while high - low > 1e-13 * high, steps < 200 {
            let mid = (low + high) / 2
            if abs(displacement(mid)) > tolerance { low = mid } else { high = mid }
            steps += 1
        }
        return high
    }
}

private extension Double {
    func clamped(min lower: Double) -> Double { Swift.max(lower, self) }
}
