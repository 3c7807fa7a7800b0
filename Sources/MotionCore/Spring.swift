import Foundation

/// A damped spring, m·x'' + c·x' + k·x = 0, evaluated in closed form at any instant.
///
/// Three ways to describe the same physical system, as in SwiftUI:
///
/// | Description | Parameters | Conversion |
/// |---|---|---|
/// | perceptual | `duration` (s), `bounce` in (−1, 1] | response = duration; ζ = 1 − bounce for bounce ≥ 0, ζ = 1 / (1 + bounce) below 0 |
/// | classic | `response` (s), `dampingFraction` ζ ≥ 0 | mass 1, k = (2π / response)², c = 4πζ / response |
/// | physical | `mass` > 0, `stiffness` k > 0, `damping` c ≥ 0 | ω₀ = √(k/m), ζ = c / (2√(k·m)) |
///
/// `bounce` 0 is critically damped (arrives as fast as possible without overshoot), positive bounces
/// are under-damped, negative ones over-damped (sluggish at the end). ``bounce`` is 1 − ζ for ζ ≤ 1
/// and 1/ζ − 1 above.
///
/// ```swift
/// let spring = try Spring(duration: 0.5, bounce: 0.3)      // same as (response: 0.5, dampingFraction: 0.7)
/// let y = spring.value(from: 0.0, to: 120.0, time: t)      // t in seconds since the spring started
/// ```
///
/// Evaluation (see `Spring+Evaluation.swift`) is exact for every regime, takes no steps and keeps
/// no state. Invalid parameters throw ``MotionError`` naming the parameter and its range.
///
/// See also: ``RetargetedSpring`` for a spring whose target moves, ``MotionAnimation/spring(_:)``.
public struct Spring: Hashable, Sendable {
    /// Mass m (> 0); 1 for springs built from a duration or a response.
    public let mass: Double
    /// Stiffness k (> 0), in force per unit of displacement.
    public let stiffness: Double
    /// Damping coefficient c (≥ 0), in force per unit of velocity.
    public let damping: Double

    /// Undamped angular frequency ω₀ = √(k/m), radians per second.
    @usableFromInline let omega0: Double
    /// Damping ratio ζ = c / (2√(k·m)).
    @usableFromInline let zeta: Double
    /// Decay rate ζ·ω₀ (1/s).
    @usableFromInline let decay: Double
    /// ω_d = ω₀√(1 − ζ²) when under-damped, γ = ω₀√(ζ² − 1) when over-damped, 0 when critical.
    @usableFromInline let omegaSplit: Double
    @usableFromInline let regime: Regime

    @usableFromInline
    enum Regime: Hashable, Sendable { case underDamped, critical, overDamped }

    /// Builds a spring from checked physical parameters.
    init(uncheckedMass mass: Double, stiffness: Double, damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        let omega0 = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        self.omega0 = omega0
        self.zeta = zeta
        self.decay = zeta * omega0
        if zeta < 1 {
            regime = .underDamped
            omegaSplit = omega0 * (1 - zeta * zeta).squareRoot()
        } else if zeta == 1 {
            regime = .critical
            omegaSplit = 0
        } else {
            regime = .overDamped
            omegaSplit = omega0 * (zeta * zeta - 1).squareRoot()
        }
    }

    /// Checked response and damping ratio; mass 1.
    init(uncheckedResponse response: Double, dampingRatio: Double) {
        let omega0 = 2 * Double.pi / response
        self.init(uncheckedMass: 1, stiffness: omega0 * omega0, damping: 2 * dampingRatio * omega0)
    }

    /// The default spring, the same as ``smooth``: duration 0.5 s, bounce 0 (critically damped).
    public init() {
        self.init(uncheckedResponse: 0.5, dampingRatio: 1)
    }

    /// A spring described by how long it takes and how much it bounces.
    ///
    /// - Parameters:
    ///   - duration: the perceptual duration in seconds (> 0); it is the ``response``. The spring is
    ///     close to its target about then; ``settlingDuration`` gives the precise time.
    ///   - bounce: in (−1, 1]. 0 is critically damped, 0.3 bounces visibly, 1 never stops oscillating,
    ///     negative values are over-damped.
    /// - Throws: ``MotionError/invalidParameter(name:value:expected:)`` naming `duration` or `bounce`.
    public init(duration: Double, bounce: Double) throws {
        try Validation.positive(duration, "duration")
        guard bounce.isFinite, bounce > -1, bounce <= 1 else {
            throw MotionError.invalidParameter(name: "bounce", value: bounce, expected: "finite and within (-1, 1]")
        }
        self.init(uncheckedResponse: duration, dampingRatio: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce))
    }

    /// A spring described by its response (the period of the undamped oscillation, seconds, > 0) and its
    /// damping fraction ζ (≥ 0; 1 is critical, below 1 bounces, above 1 is over-damped). Mass is 1.
    ///
    /// - Throws: ``MotionError`` naming `response` or `dampingFraction`.
    public init(response: Double, dampingFraction: Double) throws {
        try Validation.positive(response, "response")
        try Validation.nonNegative(dampingFraction, "dampingFraction")
        self.init(uncheckedResponse: response, dampingRatio: dampingFraction)
    }

    /// SwiftUI's spelling of ``init(response:dampingFraction:)``.
    public init(response: Double, dampingRatio: Double) throws {
        try Validation.positive(response, "response")
        try Validation.nonNegative(dampingRatio, "dampingRatio")
        self.init(uncheckedResponse: response, dampingRatio: dampingRatio)
    }

    /// A spring from its physical constants, as `interpolatingSpring(mass:stiffness:damping:)`.
    ///
    /// - Parameters:
    ///   - mass: > 0 (default 1).
    ///   - stiffness: k > 0.
    ///   - damping: c ≥ 0; 0 oscillates for ever.
    /// - Throws: ``MotionError`` naming `mass`, `stiffness` or `damping`.
    public init(mass: Double = 1, stiffness: Double, damping: Double) throws {
        try Validation.positive(mass, "mass")
        try Validation.positive(stiffness, "stiffness")
        try Validation.nonNegative(damping, "damping")
        self.init(uncheckedMass: mass, stiffness: stiffness, damping: damping)
    }

    /// The period of the undamped oscillation, 2π·√(m/k), in seconds.
    public var response: Double { 2 * .pi / omega0 }

    /// The perceptual duration; the same as ``response``.
    public var duration: Double { response }

    /// The damping ratio ζ = c / (2√(k·m)); 1 is critical.
    public var dampingRatio: Double { zeta }

    /// The damping ratio under its classic name (`.spring(response:dampingFraction:)`).
    public var dampingFraction: Double { zeta }

    /// How bouncy the spring is: 1 − ζ for ζ ≤ 1, 1/ζ − 1 (negative) for over-damped springs.
    public var bounce: Double { zeta <= 1 ? 1 - zeta : 1 / zeta - 1 }
}
