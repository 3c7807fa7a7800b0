import Foundation
import MotionRender

/// An arc of an ellipse (centre, radii, rotation of the x axis, start angle and signed sweep in
/// radians, positive clockwise on screen), as cubic Bézier segments of at most a quarter turn each.
///
/// A quarter segment uses the control distance 4/3·tan(π/8) of ``MotionPath/addEllipse(in:)``,
/// and points at exact multiples of a quarter turn are exact, so a full unrotated ellipse gives
/// the same numbers as `MotionPath(ellipseIn:)`. The error of a quarter segment against the true
/// ellipse is below 0.03 % of the radius.
struct EllipseArc {
    var center: CGPoint
    var radiusX: Double
    var radiusY: Double
    var rotation: Double = 0
    var startAngle: Double
    var sweep: Double

    /// The point at angle `angle` (radians) on the ellipse.
    func point(at angle: Double) -> CGPoint {
        let (c, s) = EllipseArc.cosSin(angle)
        return map(CGPoint(x: radiusX * c, y: radiusY * s))
    }

    var start: CGPoint { point(at: startAngle) }
    var end: CGPoint { point(at: startAngle + sweep) }

    /// The Bézier segments after the start point: `(control1, control2, end)` each.
    func segments() -> [(CGPoint, CGPoint, CGPoint)] {
        guard sweep != 0 else { return [] }
        let count = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-12).rounded(.up)))
        let step = sweep / Double(count)
        let k = abs(abs(step) - Double.pi / 2) < 1e-15 ? 0.5522847498307936 * (step < 0 ? -1 : 1) : 4.0 / 3 * tan(step / 4)
        var result: [(CGPoint, CGPoint, CGPoint)] = []
        result.reserveCapacity(count)
        var a0 = startAngle
        for i in 1...count {
            let a1 = i == count ? startAngle + sweep : startAngle + Double(i) * step
            let (c0, s0) = EllipseArc.cosSin(a0), (c1, s1) = EllipseArc.cosSin(a1)
            // Unit-circle points and tangents, scaled by the radii, then rotated and moved.
            let p0 = CGPoint(x: radiusX * c0, y: radiusY * s0), p1 = CGPoint(x: radiusX * c1, y: radiusY * s1)
            let control1 = CGPoint(x: p0.x - k * radiusX * s0, y: p0.y + k * radiusY * c0)
            let control2 = CGPoint(x: p1.x + k * radiusX * s1, y: p1.y - k * radiusY * c1)
            result.append((map(control1), map(control2), map(p1)))
            a0 = a1
        }
        return result
    }

    private func map(_ p: CGPoint) -> CGPoint {
        guard rotation != 0 else { return CGPoint(x: center.x + p.x, y: center.y + p.y) }
        let (c, s) = EllipseArc.cosSin(rotation)
        return CGPoint(x: center.x + p.x * c - p.y * s, y: center.y + p.x * s + p.y * c)
    }

    /// cos and sin, exact at multiples of a quarter turn (so cardinal points are exact).
    static func cosSin(_ angle: Double) -> (Double, Double) {
        let quarters = angle / (Double.pi / 2)
        if quarters == quarters.rounded(), abs(quarters) < 64, Double.pi / 2 * quarters == angle {
            switch ((Int(quarters) % 4) + 4) % 4 {
            case 0: return (1, 0)
            case 1: return (0, 1)
            case 2: return (-1, 0)
            default: return (0, -1)
            }
        }
        return (cos(angle), sin(angle))
    }

    /// The Bézier form of a cairo-style `.arc` element (angles normalised as cairo does:
    /// clockwise sweeps end after the start, anticlockwise ones before it).
    static func fromCairoArc(center: CGPoint, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) -> EllipseArc {
        var end = endAngle
        if clockwise {
            while end < startAngle { end += 2 * .pi }
        } else {
            while end > startAngle { end -= 2 * .pi }
        }
        return EllipseArc(center: center, radiusX: max(0, radius), radiusY: max(0, radius), startAngle: startAngle, sweep: end - startAngle)
    }
}
