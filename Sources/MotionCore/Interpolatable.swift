/// A value that can be animated: it can be added, subtracted and scaled like a vector.
///
/// This is the small piece of SwiftUI's `VectorArithmetic` that closed-form animation needs.
/// Springs, timing curves, keyframes and phases are written once against it and work for
/// `Double`, `CGFloat`, `CGPoint`, `CGSize`, ``Angle`` and ``MotionColor`` (component-wise).
///
/// Conform your own type by treating it as a vector of its animatable numbers:
///
/// ```swift
/// struct Badge: Interpolatable {
///     var scale = 1.0, turn = 0.0
///     static let zero = Badge(scale: 0, turn: 0)
///     func adding(_ o: Badge) -> Badge { Badge(scale: scale + o.scale, turn: turn + o.turn) }
///     func scaled(by k: Double) -> Badge { Badge(scale: scale * k, turn: turn * k) }
///     var hasFiniteComponents: Bool { scale.isFinite && turn.isFinite }
/// }
/// ```
///
/// The requirements use names rather than `+`/`*` so that MotionCore adds no operators to
/// Foundation's `CGPoint`/`CGSize`, which other modules may define their own way.
public protocol Interpolatable: Sendable {
    /// The additive identity (for a colour: every component 0).
    static var zero: Self { get }
    /// Component-wise sum.
    func adding(_ other: Self) -> Self
    /// Component-wise difference; the default is `adding(other.scaled(by: -1))`.
    func subtracting(_ other: Self) -> Self
    /// Every component multiplied by `factor`.
    func scaled(by factor: Double) -> Self
    /// `false` when any component is NaN or infinite; used to reject bad keyframe values.
    var hasFiniteComponents: Bool { get }
}

extension Interpolatable {
    @inlinable
    public func subtracting(_ other: Self) -> Self { adding(other.scaled(by: -1)) }

    /// `self` at `amount = 0`, `other` at `amount = 1`, `self + (other − self) · amount` (not clamped,
    /// so a spring's overshoot carries through). For `Double` this is exactly ``Motion/lerp(_:_:_:)``.
    @inlinable
    public func interpolated(to other: Self, amount: Double) -> Self {
        adding(other.subtracting(self).scaled(by: amount))
    }
}
