import Foundation
import MotionRender

/// An affine transform as a Lottie layer's transform: position, rotation (degrees, clockwise on
/// screen), scale (percent, per axis, negative for a mirror) and skew along x (degrees), with the
/// anchor at the origin: the matrix is `translate(p) · rotate(r) · skew(sk) · scale(s)`.
///
/// The decomposition is exact for every invertible transform. Of the two rotations that give the
/// same matrix (θ with the scale, θ + 180° with both axes negated) and their turns by 360°, the
/// one nearest the previous frame's is taken, so neighbouring keyframes interpolate the short way.
struct LottieTransform: Equatable {
    var position: CGPoint
    var rotation: Double
    var scale: CGPoint
    var skew: Double

    /// The parts of `t`, rotation nearest `previous` (degrees) when given.
    init(_ t: MotionTransform, previous: Double?) {
        position = CGPoint(x: t.tx, y: t.ty)
        let sx = hypot(t.a, t.b)
        var theta: Double, scaleX: Double, scaleY: Double, shear: Double
        if sx > 1e-12 {
            theta = atan2(t.b, t.a)
            let c1 = cos(theta) * t.c + sin(theta) * t.d, d1 = -sin(theta) * t.c + cos(theta) * t.d
            scaleX = sx
            scaleY = d1
            shear = abs(d1) > 1e-12 ? c1 / d1 : 0
        } else {
            // The first column vanishes: nothing is drawn; keep the second column's rotation.
            theta = atan2(-t.c, t.d)
            scaleX = 0
            scaleY = hypot(t.c, t.d)
            shear = 0
        }
        var degrees = theta * 180 / .pi
        if let previous {
            // θ + 180° with both scales negated is the same matrix; then the nearest whole turn.
            let flipped = degrees + 180
            func nearest(_ d: Double) -> Double { d + 360 * ((previous - d) / 360).rounded() }
            let a = nearest(degrees), b = nearest(flipped)
            if abs(b - previous) < abs(a - previous) {
                degrees = b
                scaleX = -scaleX
                scaleY = -scaleY
            } else {
                degrees = a
            }
        }
        rotation = degrees
        scale = CGPoint(x: scaleX * 100, y: scaleY * 100)
        // Lottie skews x by −tan(sk) (lottie-web's skewFromAxis(−sk, 0)).
        skew = -atan(shear) * 180 / .pi
    }

    /// `t` as a transform without shear after a rotation: `t = outer · rotate(inner)`, `outer`
    /// a rotation and a scale per axis (its ``skew`` is 0), `inner` in degrees, nearest
    /// `previous` (by half turns). What a sheared transform is written as: rlottie ignores a
    /// layer's skew, so the shear becomes a rotation of the shapes' group under the layer's
    /// rotation and scale (the singular value decomposition of the matrix).
    static func withoutShear(_ t: MotionTransform, previous: Double?) -> (outer: MotionTransform, inner: Double) {
        var phi = 0.5 * atan2(2 * (t.a * t.c + t.b * t.d), (t.a * t.a + t.b * t.b) - (t.c * t.c + t.d * t.d))
        if let previous {
            let p = -previous * .pi / 180
            phi += .pi * ((p - phi) / .pi).rounded()
        }
        let col1 = CGPoint(x: t.a * cos(phi) + t.c * sin(phi), y: t.b * cos(phi) + t.d * sin(phi))
        let col2 = CGPoint(x: -t.a * sin(phi) + t.c * cos(phi), y: -t.b * sin(phi) + t.d * cos(phi))
        let theta = atan2(col1.y, col1.x)
        let s1 = hypot(col1.x, col1.y), s2 = -sin(theta) * col2.x + cos(theta) * col2.y
        let outer = MotionTransform(a: cos(theta) * s1, b: sin(theta) * s1, c: -sin(theta) * s2, d: cos(theta) * s2, tx: t.tx, ty: t.ty)
        return (outer, -phi * 180 / .pi)
    }
}
