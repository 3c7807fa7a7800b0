import Foundation
import MotionRender

extension MotionPath {
    /// The path without zero-length segments (a line to the current point, a curve whose points
    /// all coincide), which the HTML specification prunes before stroking: a zero-length
    /// subpath draws no cap. Arcs with a radius and closed subpaths stay.
    var prunedForStroke: MotionPath {
        var out = MotionPath()
        var current: CGPoint?
        var pendingMove: CGPoint?
        func flushMove() {
            if let move = pendingMove { out.move(to: move); pendingMove = nil }
        }
        for element in elements {
            switch element {
            case .move(let p):
                pendingMove = p
                current = p
            case .line(let p):
                guard p != current else { continue }
                flushMove()
                out.addLine(to: p)
                current = p
            case .curve(let p, let c1, let c2):
                guard !(p == current && c1 == current && c2 == current) else { continue }
                flushMove()
                out.addCurve(to: p, control1: c1, control2: c2)
                current = p
            case .arc(let c, let r, let a0, let a1, let clockwise):
                guard r > 0, a0 != a1 else { continue }
                flushMove()
                out.addArc(center: c, radius: r, startAngle: a0, endAngle: a1, clockwise: clockwise)
                current = out.currentPoint
            case .close:
                // A subpath that was all zero-length is nothing to close.
                guard pendingMove == nil else { continue }
                out.closeSubpath()
                current = out.currentPoint
            }
        }
        return out
    }
}
