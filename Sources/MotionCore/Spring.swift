import Foundation

/// A damped spring, m·x'' + c·x' + k·x = 0, evaluated in closed form at any instant.
///
/// Three ways to describe the same physical system, as in SwiftUI:
///
/// | Description | Parameters | Conversion |
/// |---|---|---|
/// | perceptual | `duration` (s), `bounce` in [−1, 1] | response = duration; ζ = 1 − bounce for bounce ≥ 0, ζ = 1 / (1 + bounce) below 0 |
/// | classic | `response` (s), `dampingRatio` ζ ≥ 0 | mass 1, k = (2π / response)², c = 4πζ / response |
/// | physical | `mass` > 0, `stiffness` k > 0, `damping` c ≥ 0 | ω₀ = √(k/m), ζ = c / (2√(k·m)) |
///
/// `bounce` 0 is critically damped (arrives as fast as possible without overshoot), positive bounces
/// are under-damped, negative ones over-damped (sluggish at the end). ``bounce`` is 1 − ζ for ζ ≤ 1
/// and 1/ζ − 1 above.
///
/// ```swift
/// let spring = Spring(duration: 0.5, bounce: 0.3)          // same as (response: 0.5, dampingRatio: 0.7)
/// let y = spring.value(from: 0.0, to: 120.0, time: t)      // t in seconds since the spring started
/// let typed = try Spring.validated(duration: d, bounce: b) // numbers a user typed: throws when out of range
/// ```
///
/// Evaluation (see `Spring+Evaluation.swift`) is exact for every regime, takes no steps and keeps
/// no state.
///
/// ## Numbers out of range
/// The initializers do not throw, as in SwiftUI. `bounce` is clamped to SwiftUI's documented range [−1, 1];
/// `Spring(mass:stiffness:damping:)` treats over-damping as critical unless `allowOverDamping` is true,
/// as SwiftUI does. Where SwiftUI documents nothing, a number is clamped into its range and NaN reads
/// as the parameter's default (duration and response 0.5 s, bounce 0, damping ratio 1, mass 1); a
/// negative damping or damping ratio is 0 (no friction). So that the arithmetic stays finite, every
/// spring keeps its response within ``responseRange`` (1 µs to 10⁶ s), its mass within ``massRange``
/// and its damping ratio at most ``maximumDampingRatio`` (10¹², what bounce −1 becomes): a stiffness
/// of 0 or less gives the slowest response, an infinite one the fastest.
///
/// For numbers that come from a user, the `validated` forms (``validated(duration:bounce:)`` and the
/// others, in `Spring+Validated.swift`) throw a ``MotionError`` naming the parameter and its range
/// instead, and otherwise return the same spring.
///
/// See also: ``RetargetedSpring`` for a spring whose target moves, ``MotionAnimation/spring(_:)``.
public struct Spring: Hashable, Sendable {
    /// Mass m, within ``massRange``; 1 for springs built from a duration or a response.
    public let mass: Double
    /// Stiffness k = m·ω₀², in force per unit of displacement.
    public let stiffness: Double
    /// Damping coefficient c = 2ζ·m·ω₀ (≥ 0), in force per unit of velocity. For a spring built
    /// without `allowOverDamping` from an over-damped description this is the critical damping 2√(k·m).
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

    /// The response every spring keeps within, in seconds: 1 µs to 10⁶ s (about 11.6 days). Outside
    /// it the stiffness would overflow or vanish.
    public static let responseRange: ClosedRange<Double> = 1e-6...1e6
    /// The mass every spring keeps within: 10⁻⁶ to 10⁶.
    public static let massRange: ClosedRange<Double> = 1e-6...1e6
    /// The largest damping ratio a spring keeps: 10¹². Bounce −1 (infinite damping) becomes this: the
    /// spring barely moves.
    public static let maximumDampingRatio = 1e12

    /// The one place a spring is built, from a mass in ``massRange``, ω₀ = 2π / response with the
    /// response in ``responseRange``, and a damping ratio in [0, ``maximumDampingRatio``].
    init(limitedMass mass: Double, omega0: Double, dampingRatio zeta: Double) {
        self.mass = mass
        self.stiffness = mass * omega0 * omega0
        self.damping = 2 * zeta * mass * omega0
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

    /// Any response and damping ratio, limited as the type's documentation says; mass 1.
    init(anyResponse response: Double, dampingRatio: Double) {
        let range = Spring.responseRange
        let response = Validation.clamped(response, range.lowerBound, range.upperBound, nan: 0.5)
        self.init(limitedMass: 1, omega0: 2 * .pi / response,
                  dampingRatio: Validation.clamped(dampingRatio, 0, Spring.maximumDampingRatio, nan: 1))
    }

    /// A spring described by how long it takes and how much it bounces, as SwiftUI's
    /// `Spring(duration:bounce:)`. `Spring()` is the default spring, the same as ``smooth``.
    ///
    /// - Parameters:
    ///   - duration: the perceptual duration in seconds (default 0.5); it is the ``response``. The
    ///     spring is close to its target about then; ``settlingDuration`` gives the precise time.
    ///     Kept within ``responseRange`` (0 or less gives the 1 µs minimum, a near jump); NaN reads as 0.5.
    ///   - bounce: in [−1, 1], SwiftUI's documented range (default 0), clamped there; NaN reads as 0. 0 is critically
    ///     damped, 0.3 bounces visibly, 1 never stops oscillating, negative values are over-damped;
    ///     −1 gives the ``maximumDampingRatio``.
    public init(duration: Double = 0.5, bounce: Double = 0) {
        let bounce = Validation.clamped(bounce, -1, 1, nan: 0)
        self.init(anyResponse: duration, dampingRatio: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce))
    }

    /// A spring described by its response (the period of the undamped oscillation, seconds) and its
    /// damping ratio ζ (1 is critical, below 1 bounces, above 1 is over-damped). Mass is 1.
    ///
    /// Out of range: the response is kept within ``responseRange`` (NaN reads as 0.5 s); ζ below 0
    /// is 0, NaN is 1, above ``maximumDampingRatio`` is that maximum.
    public init(response: Double, dampingRatio: Double) {
        self.init(anyResponse: response, dampingRatio: dampingRatio)
    }

    /// The classic spelling (`.spring(response:dampingFraction:)`) of ``init(response:dampingRatio:)``.
    public init(response: Double, dampingFraction: Double) {
        self.init(anyResponse: response, dampingRatio: dampingFraction)
    }

    /// A spring from its physical constants, as SwiftUI's `Spring(mass:stiffness:damping:allowOverDamping:)`.
    ///
    /// - Parameters:
    ///   - mass: > 0 (default 1); kept within ``massRange``, NaN reads as 1.
    ///   - stiffness: k > 0. The response 2π·√(m/k) is kept within ``responseRange``: 0, a negative
    ///     stiffness or NaN give the slowest spring, an infinite one the fastest.
    ///   - damping: c ≥ 0; 0 oscillates for ever. Negative or NaN reads as 0.
    ///   - allowOverDamping: false (the default, as in SwiftUI) treats a damping above the critical
    ///     2√(k·m) as critical, so ``damping`` reports the critical value; true keeps it over-damped.
    ///
    /// For m = 1, k = 100, c = 30 (ζ = 1.5) the default gives the critically damped
    /// 1 − (1 + 10t)·e^(−10t): 0.264, 0.801 and 0.960 of the way at 0.1, 0.3 and 0.5 s;
    /// `allowOverDamping: true` gives the slower 0.213, 0.628 and 0.827.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let mass = Validation.clamped(mass, Spring.massRange.lowerBound, Spring.massRange.upperBound, nan: 1)
        let fastest = 2 * .pi / Spring.responseRange.lowerBound, slowest = 2 * .pi / Spring.responseRange.upperBound
        let omega0 = Validation.clamped((stiffness / mass).squareRoot(), slowest, fastest, nan: slowest)
        let damping = Validation.clamped(damping, 0, .infinity, nan: 0)
        let zeta = damping / (2 * mass * omega0)
        self.init(limitedMass: mass, omega0: omega0,
                  dampingRatio: Swift.min(allowOverDamping ? zeta : Swift.min(zeta, 1), Spring.maximumDampingRatio))
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
