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
}
