import Foundation

/// An animation curve in time: a timing curve over a duration, or a spring, plus the modifiers that
/// change its relation to time (delay, speed, repeats) without changing its shape. SwiftUI's
/// `Animation`, made evaluable at any instant.
///
/// ``progress(at:)`` goes from 0 to 1 (a spring may overshoot); ``value(from:to:at:)`` interpolates
/// any ``Interpolatable`` value with it.
///
/// ```swift
/// let fade = MotionAnimation.easeInOut(duration: 0.6).repeatCount(3, autoreverses: true)
/// let a = fade.value(from: 0.0, to: 1.0, at: t)      // 1.8 s: in, out, in
/// let drop = MotionAnimation.bouncy.delay(0.35)       // a preset spring, 0.35 s later
/// let typed = try MotionAnimation.easeIn(duration: seconds).delay(wait).validated()   // user input
/// ```
///
/// Edge cases: t <= 0 (before the start) and NaN give progress 0; past ``duration`` the progress
/// stays at its final value. A spring animation is complete when its motion, with its initial
/// velocity, stays within 0.1 % of the target (``Spring/settlingDuration(target:initialVelocity:epsilon:)``),
/// and reads exactly 1 from then on. Modifiers apply from the inside out, as in SwiftUI:
/// `.delay(1).repeatForever()` repeats the delay too, `.repeatForever().delay(1)` does not.
///
/// ## Numbers out of range
/// As in SwiftUI, nothing here throws. A negative or NaN duration or delay is 0, an infinite one never
/// ends (never starts, for a delay); a speed of 0 or less freezes the animation at its start, NaN is 1;
/// a repeat count below 1 plays once; a non-finite spring velocity is 0; springs and timing curves are
/// read as ``Spring`` and ``TimingCurve`` document. Every such number is remembered:
/// ``validated()`` throws a ``MotionError`` naming the first one (`delay = -1.0 is out of range;
/// expected finite and >= 0`), so numbers from a user can be checked with the same spelling.
public struct MotionAnimation: Hashable, Sendable {
    /// The shape of one run.
    public enum Curve: Hashable, Sendable {
        /// A timing curve stretched over `duration` seconds.
        case timing(TimingCurve, duration: Double)
        /// A spring from 0 to 1; `initialVelocity` is in fractions of the distance per second.
        case spring(Spring, initialVelocity: Double)
    }

    /// A change to the animation's relation to time.
    public enum Modifier: Hashable, Sendable {
        /// Starts `seconds` later.
        case delay(Double)
        /// Plays `factor` times faster.
        case speed(Double)
        /// Plays `count` times (nil: for ever), every other run backwards when `autoreverses`.
        case repeating(count: Int?, autoreverses: Bool)
    }

    @usableFromInline
    struct Layer: Hashable, Sendable {
        @usableFromInline var modifier: Modifier
        /// The duration of everything inside this layer.
        @usableFromInline var innerDuration: Double
    }

    /// The first number out of range on the way to this animation, kept for ``validated()``. It
    /// takes no part in equality: two animations that move the same way are equal.
    struct Issue: Hashable, Sendable {
        var error: MotionError?
        static func == (lhs: Issue, rhs: Issue) -> Bool { true }
        func hash(into hasher: inout Hasher) {}
    }

    /// The shape of one run.
    public let curve: Curve
    /// The length of one run in seconds: the timing curve's duration, or the time the spring's motion
    /// (with its initial velocity) settles within 0.1 % of the distance.
    public let baseDuration: Double
    /// Total length in seconds with every modifier applied; `.infinity` for `repeatForever`.
    public internal(set) var duration: Double
    @usableFromInline var layers: [Layer] = []
    var issue: Issue

    /// The modifiers, innermost first.
    public var modifiers: [Modifier] { layers.map(\.modifier) }

    init(curve: Curve, issue: MotionError? = nil) {
        self.curve = curve
        switch curve {
        case .timing(_, let duration):
            baseDuration = duration
        case .spring(let spring, let velocity):
            baseDuration = spring.settlingDuration(target: 1.0, initialVelocity: velocity, epsilon: Spring.settlingTolerance)
        }
        duration = baseDuration
        self.issue = Issue(error: issue)
    }

    /// `self`, or the first number out of range on the way to it as a ``MotionError`` (naming
    /// `duration`, `delay`, `speed`, `repeatCount`, `bounce`, `c1x`…, with the range the validating
    /// forms accept).
    public func validated() throws -> MotionAnimation {
        try Validation.require(issue.error)
        return self
    }

    /// The same animation with `error` remembered unless an earlier one is.
    func noting(_ error: MotionError?) -> MotionAnimation {
        guard issue.error == nil, let error else { return self }
        var copy = self
        copy.issue.error = error
        return copy
    }

    // MARK: Timing curves

    /// SwiftUI's default duration for timing-curve animations: 0.35 s.
    public static let defaultDuration = 0.35

    /// A timing curve over `duration` seconds (0 jumps to the end as soon as t > 0). A negative or
    /// NaN duration is 0; an infinite one never arrives.
    public static func timing(_ curve: TimingCurve, duration: Double) -> MotionAnimation {
        timing(curve, duration: duration, curveIssue: nil)
    }

    /// ``timing(_:duration:)``, remembering a problem with the curve's own numbers first.
    static func timing(_ curve: TimingCurve, duration: Double, curveIssue: MotionError?) -> MotionAnimation {
        MotionAnimation(curve: .timing(curve, duration: Validation.clamped(duration, 0, .infinity, nan: 0)),
                        issue: curveIssue ?? Validation.checkNonNegative(duration, "duration"))
    }

    /// Constant speed over 0.35 s.
    public static let linear = MotionAnimation(curve: .timing(.linear, duration: defaultDuration))
    /// Ease-in (0.42, 0, 1, 1) over 0.35 s.
    public static let easeIn = MotionAnimation(curve: .timing(.easeIn, duration: defaultDuration))
    /// Ease-out (0, 0, 0.58, 1) over 0.35 s.
    public static let easeOut = MotionAnimation(curve: .timing(.easeOut, duration: defaultDuration))
    /// Ease-in-out (0.42, 0, 0.58, 1) over 0.35 s.
    public static let easeInOut = MotionAnimation(curve: .timing(.easeInOut, duration: defaultDuration))

    /// Constant speed over `duration` seconds (as ``timing(_:duration:)``).
    public static func linear(duration: Double) -> MotionAnimation { timing(.linear, duration: duration) }
    /// Ease-in over `duration` seconds (as ``timing(_:duration:)``).
    public static func easeIn(duration: Double) -> MotionAnimation { timing(.easeIn, duration: duration) }
    /// Ease-out over `duration` seconds (as ``timing(_:duration:)``).
    public static func easeOut(duration: Double) -> MotionAnimation { timing(.easeOut, duration: duration) }
    /// Ease-in-out over `duration` seconds (as ``timing(_:duration:)``).
    public static func easeInOut(duration: Double) -> MotionAnimation { timing(.easeInOut, duration: duration) }

    /// A custom cubic Bézier, as `.timingCurve(c1x, c1y, c2x, c2y, duration:)`. Control x outside
    /// [0, 1] is clamped as SwiftUI does (see ``TimingCurve``); the duration is read as in
    /// ``timing(_:duration:)``.
    public static func timingCurve(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double,
                                   duration: Double = defaultDuration) -> MotionAnimation {
        timing(TimingCurve(c1x, c1y, c2x, c2y), duration: duration, curveIssue: TimingCurve.issue(c1x, c1y, c2x, c2y))
    }

    // MARK: Springs

    /// A spring from 0 to 1, lasting until it settles.
    public static func spring(_ spring: Spring = Spring()) -> MotionAnimation {
        MotionAnimation(curve: .spring(spring, initialVelocity: 0))
    }

    /// `.spring(duration:bounce:)`: ``Spring/init(duration:bounce:)`` as an animation.
    public static func spring(duration: Double, bounce: Double = 0) -> MotionAnimation {
        MotionAnimation(curve: .spring(Spring(duration: duration, bounce: bounce), initialVelocity: 0),
                        issue: Spring.issue(duration: duration, bounce: bounce))
    }

    /// `.spring(response:dampingFraction:)`: ``Spring/init(response:dampingFraction:)`` as an animation.
    public static func spring(response: Double, dampingFraction: Double) -> MotionAnimation {
        MotionAnimation(curve: .spring(Spring(response: response, dampingFraction: dampingFraction), initialVelocity: 0),
                        issue: Spring.issue(response: response, dampingRatio: dampingFraction, named: "dampingFraction"))
    }

    /// `.interpolatingSpring(mass:stiffness:damping:initialVelocity:)`: the spring of
    /// ``Spring/init(mass:stiffness:damping:allowOverDamping:)`` (over-damping treated as critical).
    /// `initialVelocity` is relative to the distance travelled (1 means "the whole distance per
    /// second"), as in SwiftUI; a non-finite one is 0. The animation lasts until the motion with that
    /// velocity settles.
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double,
                                           initialVelocity: Double = 0) -> MotionAnimation {
        let spring = Spring(mass: mass, stiffness: stiffness, damping: damping)
        return MotionAnimation(curve: .spring(spring, initialVelocity: initialVelocity.isFinite ? initialVelocity : 0),
                               issue: Spring.issue(mass: mass, stiffness: stiffness, damping: damping)
                                   ?? Validation.checkFinite(initialVelocity, "initialVelocity"))
    }

    /// The ``Spring/smooth`` preset.
    public static let smooth = spring(.smooth)
    /// The ``Spring/snappy`` preset.
    public static let snappy = spring(.snappy)
    /// The ``Spring/bouncy`` preset.
    public static let bouncy = spring(.bouncy)

    /// ``Spring/smooth(duration:extraBounce:)`` as an animation.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> MotionAnimation {
        spring(duration: duration, bounce: Spring.smoothBounce + extraBounce)
    }
    /// ``Spring/snappy(duration:extraBounce:)`` as an animation.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> MotionAnimation {
        spring(duration: duration, bounce: Spring.snappyBounce + extraBounce)
    }
    /// ``Spring/bouncy(duration:extraBounce:)`` as an animation.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> MotionAnimation {
        spring(duration: duration, bounce: Spring.bouncyBounce + extraBounce)
    }

    // MARK: Evaluation

    /// Progress of one run at local time `t` (seconds since the run started).
    @inlinable
    func baseProgress(_ t: Double) -> Double {
        guard t > 0 else { return 0 }
        guard t < baseDuration else { return 1 }
        switch curve {
        case .timing(let timing, let duration):
            return timing.value(at: t / duration)
        case .spring(let spring, let velocity):
            return spring.value(from: 0.0, to: 1.0, initialVelocity: velocity, time: t)
        }
    }

    /// The time inside one run that the outer time `t` maps to, through every modifier.
    @inlinable
    func localTime(_ t: Double) -> Double {
        var t = t
        for layer in layers.reversed() {
            switch layer.modifier {
            case .delay(let seconds):
                t -= seconds
            case .speed(let factor):
                t *= factor
            case .repeating(let count, let autoreverses):
                let period = layer.innerDuration
                guard t > 0, period > 0, period.isFinite else { continue }
                var run = (t / period).rounded(.down)
                var inside = t - run * period
                if let count, run >= Double(count) {
                    run = Double(count - 1)
                    inside = period
                }
                if autoreverses, run.truncatingRemainder(dividingBy: 2) == 1 { inside = period - inside }
                t = inside
            }
        }
        return t
    }

    /// The fraction of the way travelled at time `t` (seconds since the animation was started).
    ///
    /// 0 for t <= 0 and NaN; a spring may leave [0, 1] while it bounces.
    @inlinable
    public func progress(at t: Double) -> Double {
        baseProgress(localTime(t))
    }

    /// `from` moved towards `to` by ``progress(at:)``.
    @inlinable
    public func value<V: Interpolatable>(from: V, to: V, at t: Double) -> V {
        from.interpolated(to: to, amount: progress(at: t))
    }

    /// Whether the animation has finished at time `t` (never, for `repeatForever`).
    public func isComplete(at t: Double) -> Bool { t >= duration }
}
