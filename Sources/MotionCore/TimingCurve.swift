import Foundation

/// A unit timing curve: a cubic Bézier from (0, 0) to (1, 1) with two control points, as CSS's
/// `cubic-bezier()`, Core Animation's `CAMediaTimingFunction` and SwiftUI's `UnitCurve` (``UnitCurve``
/// is another name for this type).
///
/// ``value(at:)`` maps the fraction of time elapsed, x in [0, 1], to the fraction of the way
/// travelled. It finds the Bézier parameter s with x(s) = x by Newton's method (falling back to
/// bisection when the slope vanishes or a step leaves [0, 1]) to within 1e-12 in x, then returns y(s).
///
/// ```swift
/// let k = TimingCurve.easeInOut.value(at: 0.25)                  // ≈ 0.1291
/// let custom = TimingCurve(0.2, 0, 0, 1)                         // SwiftUI .timingCurve(0.2, 0, 0, 1)
/// let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.2, y: 0), endControlPoint: UnitPoint(x: 0, y: 1))
/// let typed = try TimingCurve.validated(c1x, c1y, c2x, c2y)      // numbers a user typed
/// ```
/// Edge cases: x <= 0 and NaN give exactly 0, x >= 1 exactly 1. The control points' x are clamped
/// to [0, 1], as SwiftUI documents for `UnitCurve.bezier` (which keeps x(s) monotonic, so every x has
/// one answer), and stored clamped; a NaN x reads as 0. Their y may leave [0, 1] for curves that
/// overshoot; a NaN or infinite y reads as 0. ``validated(_:_:_:_:)`` throws for all of these instead.
public struct TimingCurve: Hashable, Sendable {
    /// First control point (x in [0, 1]).
    public let c1x: Double, c1y: Double
    /// Second control point (x in [0, 1]).
    public let c2x: Double, c2y: Double

    // Polynomial coefficients: x(s) = ((ax·s + bx)·s + cx)·s, likewise for y.
    @usableFromInline let ax: Double, bx: Double, cx: Double
    @usableFromInline let ay: Double, by: Double, cy: Double
    /// Control points on the diagonal: y(s) = x(s), the curve is the identity.
    @usableFromInline let isIdentity: Bool

    /// A curve with control points (c1x, c1y) and (c2x, c2y), as SwiftUI's `.timingCurve(c1x, c1y, c2x, c2y)`.
    ///
    /// `c1x` and `c2x` are clamped to [0, 1] (NaN reads as 0); a non-finite `c1y` or `c2y` reads as 0.
    public init(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
        let c1x = Validation.clamped(c1x, 0, 1, nan: 0), c2x = Validation.clamped(c2x, 0, 1, nan: 0)
        let c1y = c1y.isFinite ? c1y : 0, c2y = c2y.isFinite ? c2y : 0
        self.c1x = c1x; self.c1y = c1y; self.c2x = c2x; self.c2y = c2y
        cx = 3 * c1x; bx = 3 * (c2x - c1x) - cx; ax = 1 - cx - bx
        cy = 3 * c1y; by = 3 * (c2y - c1y) - cy; ay = 1 - cy - by
        isIdentity = c1x == c1y && c2x == c2y
    }

    /// ``init(_:_:_:_:)`` with the control points as ``UnitPoint``s, clamped the same way.
    public init(startControlPoint: UnitPoint, endControlPoint: UnitPoint) {
        self.init(startControlPoint.x, startControlPoint.y, endControlPoint.x, endControlPoint.y)
    }

    /// SwiftUI's `UnitCurve.bezier(startControlPoint:endControlPoint:)`: the x of each control point
    /// is clamped to [0, 1].
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> TimingCurve {
        TimingCurve(startControlPoint: startControlPoint, endControlPoint: endControlPoint)
    }

    /// ``init(_:_:_:_:)`` for numbers a user typed: throws a ``MotionError`` naming `c1x` or `c2x`
    /// outside [0, 1], or any coordinate that is NaN or infinite, instead of clamping.
    public static func validated(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) throws -> TimingCurve {
        try Validation.require(issue(c1x, c1y, c2x, c2y))
        return TimingCurve(c1x, c1y, c2x, c2y)
    }

    /// ``init(startControlPoint:endControlPoint:)``, checked as ``validated(_:_:_:_:)``.
    public static func validated(startControlPoint: UnitPoint, endControlPoint: UnitPoint) throws -> TimingCurve {
        try validated(startControlPoint.x, startControlPoint.y, endControlPoint.x, endControlPoint.y)
    }

    /// The first control coordinate out of range, for the validating forms and ``MotionAnimation``.
    static func issue(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) -> MotionError? {
        Validation.checkWithin(c1x, 0, 1, "c1x") ?? Validation.checkFinite(c1y, "c1y")
            ?? Validation.checkWithin(c2x, 0, 1, "c2x") ?? Validation.checkFinite(c2y, "c2y")
    }

    /// Constant speed: `value(at: x) == x` exactly.
    public static let linear = TimingCurve(0, 0, 1, 1)
    /// Starts slowly: control points (0.42, 0) and (1, 1).
    public static let easeIn = TimingCurve(0.42, 0, 1, 1)
    /// Ends slowly: control points (0, 0) and (0.58, 1).
    public static let easeOut = TimingCurve(0, 0, 0.58, 1)
    /// Starts and ends slowly: control points (0.42, 0) and (0.58, 1).
    public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)

    @inlinable func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    @inlinable func sampleY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
    @inlinable func slopeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }
    @inlinable func slopeY(_ s: Double) -> Double { (3 * ay * s + 2 * by) * s + cy }

    /// The Bézier parameter s in [0, 1] with x(s) = x, to within 1e-12 (x strictly inside (0, 1)).
    @inlinable
    func parameter(forX x: Double) -> Double {
        let tolerance = 1e-12
        var s = x
        for _ in 0..<8 {
            let error = sampleX(s) - x
            if abs(error) < tolerance { return s }
            let slope = slopeX(s)
            guard abs(slope) > 1e-9 else { break }
            s -= error / slope
            guard s >= 0, s <= 1 else { break }
        }
        // x(s) is non-decreasing on [0, 1]: bisect.
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<64 {
            let error = sampleX(s) - x
            if abs(error) < tolerance { return s }
            if error < 0 { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }

    /// The fraction of the way travelled when the fraction `x` of the time has passed.
    ///
    /// 0 for x <= 0 and NaN, 1 for x >= 1 (both exact); in between y(s) where x(s) = x.
    @inlinable
    public func value(at x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        if isIdentity { return x }
        return sampleY(parameter(forX: x))
    }

    /// dy/dx, the curve's speed relative to linear, at the fraction `x` of the time (clamped to [0, 1];
    /// NaN reads as 0).
    ///
    /// Where x'(s) vanishes (at an end of a curve whose control point sits on that end's x) the slope is
    /// read a hair (1e-7) inside the curve, which is its limit for such curves.
    public func velocity(at x: Double) -> Double {
        if isIdentity { return 1 }
        let clampedX = x.isNaN ? 0 : Swift.min(1, Swift.max(0, x))
        var s = clampedX <= 0 ? 0 : clampedX >= 1 ? 1 : parameter(forX: clampedX)
        if abs(slopeX(s)) < 1e-12 { s = s < 0.5 ? s + 1e-7 : s - 1e-7 }
        return slopeY(s) / slopeX(s)
    }
}
