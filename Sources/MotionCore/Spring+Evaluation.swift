import Foundation

/// Closed-form position and velocity.
///
/// With x = position − target, the solution of x'' + 2ζω₀x' + ω₀²x = 0 from x(0) = x₀, x'(0) = v₀ is
///
///     x(t) = x₀·(C + ζω₀·S) + v₀·S
///     v(t) = v₀·(C − ζω₀·S) − ω₀²·x₀·S
///
/// where, with decay ζω₀,
/// - under-damped: C = e^(−ζω₀t)·cos(ω_d t), S = e^(−ζω₀t)·sin(ω_d t)/ω_d
/// - critical:     C = e^(−ω₀t),              S = e^(−ω₀t)·t
/// - over-damped:  C = e^(−ζω₀t)·cosh(γt),   S = e^(−ζω₀t)·sinh(γt)/γ
///
/// The over-damped pair is computed as (e^(r₁t) + e^(r₂t))/2 and e^(r₁t)·(−expm1(−2γt))/(2γ)
/// (r₁,₂ = −ζω₀ ± γ), which neither overflows for large t nor cancels when ζ is close to 1. The slow
/// rate r₁ is taken as −ω₀² / (ζω₀ + γ), equal to −ζω₀ + γ but without the cancellation that form
/// suffers for large ζ.
extension Spring {
    /// The pair (C, S) above at time `t` (> 0).
    @inlinable
    func basis(_ t: Double) -> (c: Double, s: Double) {
        switch regime {
        case .underDamped:
            let e = exp(-decay * t)
            return (e * cos(omegaSplit * t), e * sin(omegaSplit * t) / omegaSplit)
        case .critical:
            let e = exp(-omega0 * t)
            return (e, e * t)
        case .overDamped:
            let slow = exp(-omega0 * omega0 / (decay + omegaSplit) * t)
            let fast = exp((-omegaSplit - decay) * t)
            return ((slow + fast) / 2, slow * -expm1(-2 * omegaSplit * t) / (2 * omegaSplit))
        }
    }

    /// The spring's position `time` seconds after it left `from` towards `to`.
    ///
    /// - Parameters:
    ///   - from: the position at `time = 0`.
    ///   - to: the target (rest position).
    ///   - initialVelocity: the velocity at `time = 0` in units per second (default zero). A gesture's
    ///     release velocity goes here. SwiftUI's `interpolatingSpring(initialVelocity:)` is relative to
    ///     the distance: pass `(to − from) · v` for that.
    ///   - time: seconds since the spring started. `time <= 0` and NaN give `from` (not started).
    /// - Returns: the position; it may overshoot `to` when under-damped. A NaN in `from`, `to` or
    ///   `initialVelocity` gives NaN components, as arithmetic would; validate values where they enter.
    ///
    /// ```swift
    /// let x = Spring.bouncy.value(from: 0.0, to: 1.0, time: 0.25)
    /// let p = Spring(mass: 1, stiffness: 240, damping: 26)
    ///     .value(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 0, y: -320), initialVelocity: CGPoint(x: 0, y: -900), time: t)
    /// ```
    @inlinable
    public func value<V: Interpolatable>(from: V, to: V, initialVelocity: V = .zero, time: Double) -> V {
        guard time > 0 else { return from }
        let (c, s) = basis(time)
        return to.adding(from.subtracting(to).scaled(by: c + decay * s)).adding(initialVelocity.scaled(by: s))
    }

    /// The spring's velocity (units per second) `time` seconds after it left `from` towards `to`.
    ///
    /// `time == 0` gives `initialVelocity`; `time < 0` and NaN give zero (not started).
    @inlinable
    public func velocity<V: Interpolatable>(from: V, to: V, initialVelocity: V = .zero, time: Double) -> V {
        guard time > 0 else { return time == 0 ? initialVelocity : .zero }
        let (c, s) = basis(time)
        return initialVelocity.scaled(by: c - decay * s).subtracting(from.subtracting(to).scaled(by: omega0 * omega0 * s))
    }

    /// SwiftUI's form: the position after `time` seconds of a spring that starts at zero and moves by
    /// `target`. The same as `value(from: .zero, to: target, initialVelocity:, time:)`.
    @inlinable
    public func value<V: Interpolatable>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        value(from: V.zero, to: target, initialVelocity: initialVelocity, time: time)
    }

    /// SwiftUI's form of ``velocity(from:to:initialVelocity:time:)`` for a spring starting at zero.
    @inlinable
    public func velocity<V: Interpolatable>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        velocity(from: V.zero, to: target, initialVelocity: initialVelocity, time: time)
    }
}
