import Foundation

/// SVG path data into a ``MotionPath`` (an SVG image's outlines, for writers that draw it as
/// shapes): lines and curves as they are, quadratic curves raised to cubic ones, elliptical arcs
/// as cubic pieces of at most a quarter turn (within 0.03 % of the radius).
extension MotionPath: SVGPathSink {
    package mutating func moveTo(_ p: CGPoint, _ ctm: MotionTransform) { move(to: ctm.apply(p)) }

    package mutating func lineTo(_ p: CGPoint, _ ctm: MotionTransform) {
        if currentPoint == nil { move(to: ctm.apply(p)) } else { addLine(to: ctm.apply(p)) }
    }

    package mutating func quadraticCurveTo(_ control: CGPoint, _ end: CGPoint, _ ctm: MotionTransform) {
        if currentPoint == nil { move(to: ctm.apply(control)) }
        addQuadCurve(to: ctm.apply(end), control: ctm.apply(control))
    }

    package mutating func bezierCurveTo(_ c1: CGPoint, _ c2: CGPoint, _ end: CGPoint, _ ctm: MotionTransform) {
        if currentPoint == nil { move(to: ctm.apply(c1)) }
        addCurve(to: ctm.apply(end), control1: ctm.apply(c1), control2: ctm.apply(c2))
    }

    package mutating func closePath() { closeSubpath() }

    package mutating func ellipse(center: CGPoint, radiusX: Double, radiusY: Double, rotation: Double, start: Double, end: Double,
                                  anticlockwise: Bool, _ ctm: MotionTransform) {
        let cr = cos(rotation), sr = sin(rotation)
        func point(_ a: Double) -> CGPoint {
            let x = radiusX * cos(a), y = radiusY * sin(a)
            return ctm.apply(CGPoint(x: center.x + cr * x - sr * y, y: center.y + sr * x + cr * y))
        }
        func tangent(_ a: Double) -> CGPoint {
            let x = -radiusX * sin(a), y = radiusY * cos(a)
            let v = CGPoint(x: cr * x - sr * y, y: sr * x + cr * y)
            return CGPoint(x: ctm.a * v.x + ctm.c * v.y, y: ctm.b * v.x + ctm.d * v.y)
        }
        let sweep = end - start
        lineTo(point(start), .identity)
        guard sweep != 0, radiusX > 0, radiusY > 0 else { return }
        let pieces = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(pieces), k = 4.0 / 3.0 * tan(step / 4)
        for i in 0..<pieces {
            let a0 = start + step * Double(i), a1 = a0 + step
            let p0 = point(a0), p1 = point(a1), t0 = tangent(a0), t1 = tangent(a1)
            addCurve(to: p1, control1: CGPoint(x: p0.x + k * t0.x, y: p0.y + k * t0.y),
                     control2: CGPoint(x: p1.x - k * t1.x, y: p1.y - k * t1.y))
        }
    }
}
