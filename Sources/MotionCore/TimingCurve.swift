import Foundation

/// A unit timing curve: a cubic Bézier from (0, 0) to (1, 1) with two control points, as CSS's
/// `cubic-bezier()`, Core Animation's `CAMediaTimingFunction` and SwiftUI's `UnitCurve`.
///
/// ``value(at:)`` maps the fraction of time elapsed, x in [0, 1], to the fraction of the way
/// travelled. It finds the Bézier parameter s with x(s) = x by Newton's method (falling back to
/// bisection when the slope vanishes or a step leaves [0, 1]) to within 1e-12 in x, then returns y(s).
///
/// ```swift
/// let k = TimingCurve.easeInOut.value(at: 0.25)                  // ≈ 0.1291
/// let custom = try TimingCurve(0.2, 0, 0, 1)                     // SwiftUI .timingCurve(0.2, 0, 0, 1)
/// ```
/// Edge cases: x <= 0 and NaN give exactly 0, x >= 1 exactly 1. The control points' x must lie in
/// [0, 1] (which keeps x(s) monotonic, so every x has one answer); their y may leave [0, 1] for curves
/// that overshoot.
public struct TimingCurve: Hashable, Sendable {
    /// First control point.
    public let c1x: Double, c1y: Double
    /// Second control point.
    public let c2x: Double, c2y: Double

    // Polynomial coefficients: x(s) = ((ax·s + bx)·s + cx)·s, likewise for y.
    @usableFromInline let ax: Double, bx: Double, cx: Double
    @usableFromInline let ay: Double, by: Double, cy: Double
    /// Control points on the diagonal: y(s) = x(s), the curve is the identity.
    @usableFromInline let isIdentity: Bool

    init(unchecked c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
        self.c1x = c1x; self.c1y = c1y; self.c2x = c2x; self.c2y = c2y
        cx = 3 * c1x; bx = 3 * (c2x - c1x) - cx; ax = 1 - cx - bx
        cy = 3 * c1y; by = 3 * (c2y - c1y) - cy; ay = 1 - cy - by
        isIdentity = c1x == c1y && c2x == c2y
    }

    /// A curve with control points (c1x, c1y) and (c2x, c2y).
    ///
    /// - Throws: ``MotionError/invalidParameter(name:value:expected:)`` naming `c1x` or `c2x` when outside
    ///   [0, 1], or any coordinate that is NaN or infinite.
    public init(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) throws {
        try Validation.within(c1x, 0, 1, "c1x")
        try Validation.finite(c1y, "c1y")
        try Validation.within(c2x, 0, 1, "c2x")
        try Validation.finite(c2y, "c2y")
        self.init(unchecked: c1x, c1y, c2x, c2y)
    }

    /// SwiftUI's `UnitCurve.bezier(startControlPoint:endControlPoint:)` spelling.
    public init(startControlPoint: UnitPoint, endControlPoint: UnitPoint) throws {
        try self.init(startControlPoint.x, startControlPoint.y, endControlPoint.x, endControlPoint.y)
    }

    /// Constant speed: `value(at: x) == x` exactly.
    public static let linear = TimingCurve(unchecked: 0, 0, 1, 1)
    /// Starts slowly: control points (0.42, 0) and (1, 1).
    public static let easeIn = TimingCurve(unchecked: 0.42, 0, 1, 1)
    /// Ends slowly: control points (0, 0) and (0.58, 1).
    public static let easeOut = TimingCurve(unchecked: 0, 0, 0.58, 1)
    /// Starts and ends slowly: control points (0.42, 0) and (0.58, 1).
    public static let easeInOut = TimingCurve(unchecked: 0.42, 0, 0.58, 1)

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
