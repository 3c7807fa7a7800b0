import Foundation

extension MotionPath {
    /// The same path moved by `offset` (every point, control point and arc centre).
    package func translated(by offset: CGPoint) -> MotionPath {
        func moved(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + offset.x, y: p.y + offset.y) }
        var path = self
        path.elements = elements.map { element in
            switch element {
            case .move(let p): return .move(to: moved(p))
            case .line(let p): return .line(to: moved(p))
            case let .curve(p, c1, c2): return .curve(to: moved(p), control1: moved(c1), control2: moved(c2))
            case let .arc(c, r, a0, a1, clockwise): return .arc(center: moved(c), radius: r, startAngle: a0, endAngle: a1, clockwise: clockwise)
            case .close: return .close
            }
        }
        path.currentPoint = currentPoint.map(moved)
        path.subpathStart = subpathStart.map(moved)
        return path
    }
}
