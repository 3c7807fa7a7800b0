import Foundation

/// A 2-D affine transform with cairo's conventions: a point `(x, y)` maps to
/// `(a·x + c·y + tx, b·x + d·y + ty)`.
///
/// Kept in Swift (not in a cairo context) so each copy of a `MotionCanvas` owns its transform.
public struct MotionTransform: Hashable, Sendable {
    /// How much x contributes to the new x (the horizontal scale, without rotation).
    public var a: Double
    /// How much x contributes to the new y.
    public var b: Double
    /// How much y contributes to the new x.
    public var c: Double
    /// How much y contributes to the new y (the vertical scale, without rotation).
    public var d: Double
    /// The horizontal translation, in output units.
    public var tx: Double
    /// The vertical translation, in output units.
    public var ty: Double

    /// The transform `(x, y) → (a·x + c·y + tx, b·x + d·y + ty)`, cairo's `cairo_matrix_init` order.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The transform that leaves every point where it is.
    public static let identity = MotionTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Applies `first`, then `self` (as `cairo_transform` does with the current matrix).
    public func prepending(_ first: MotionTransform) -> MotionTransform {
        MotionTransform(a: first.a * a + first.b * c, b: first.a * b + first.b * d,
                        c: first.c * a + first.d * c, d: first.c * b + first.d * d,
                        tx: first.tx * a + first.ty * c + tx, ty: first.tx * b + first.ty * d + ty)
    }

    /// The image of `point`.
    public func apply(_ point: CGPoint) -> CGPoint {
        CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// False when the transform squashes the plane onto a line or a point (`a·d − b·c == 0`, as
    /// after `scaleBy(x: 0, y: 0)` or a spring at exactly 0): nothing drawn through it is visible.
    public var isInvertible: Bool { a * d - b * c != 0 }

    /// True when every coefficient is finite.
    public var isFinite: Bool { [a, b, c, d, tx, ty].allSatisfy(\.isFinite) }

    /// The inverse map, or nil when the transform is singular or not finite.
    public var inverted: MotionTransform? {
        let det = a * d - b * c
        guard det != 0, det.isFinite, isFinite else { return nil }
        return MotionTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                               tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
}
