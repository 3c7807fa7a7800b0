import Foundation

extension MotionPath {
    /// The smallest rectangle containing every point of the path (curves and arcs included,
    /// their control points not), in the path's coordinates, as SwiftUI's `Path.boundingRect`.
    /// `.zero` for an empty path. Meaningful only for a finite path (``isFinite``).
    public var boundingRect: CGRect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func include(_ p: CGPoint) {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        var current: CGPoint?
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                include(p)
                current = p
            case let .curve(p, c1, c2):
                let p0 = current ?? c1
                include(p0)
                include(p)
                // Extremes of each coordinate where the cubic's derivative vanishes.
                for t in Self.cubicExtrema(p0.x, c1.x, c2.x, p.x) + Self.cubicExtrema(p0.y, c1.y, c2.y, p.y) {
                    include(Self.cubicPoint(p0, c1, c2, p, t))
                }
                current = p
            case let .arc(center, radius, a0, a1, clockwise):
                let r = Swift.max(0, radius)
                func at(_ a: Double) -> CGPoint { CGPoint(x: center.x + r * cos(a), y: center.y + r * sin(a)) }
                // The segment from the current point to the arc's start, as cairo draws it.
                include(at(a0))
                include(at(a1))
                // Swept angles from a0 (clockwise: increasing) — include the axis directions crossed.
                var from = clockwise ? a0 : a1, to = clockwise ? a1 : a0
                if to < from { to += (((from - to) / (2 * .pi)).rounded(.up)) * 2 * .pi }
                if to - from >= 2 * .pi { from = 0; to = 2 * .pi }
                var k = (from / (.pi / 2)).rounded(.up)
                while k * .pi / 2 <= to {
                    include(at(k * .pi / 2))
                    k += 1
                }
                current = at(a1)
            case .close:
                break
            }
        }
        guard minX <= maxX, minY <= maxY else { return .zero }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Parameters in (0, 1) where the derivative of a cubic Bézier coordinate is zero.
    private static func cubicExtrema(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
        // B'(t)/3 = a t² + b t + c
        let a = -p0 + 3 * p1 - 3 * p2 + p3, b = 2 * (p0 - 2 * p1 + p2), c = p1 - p0
        var roots: [Double] = []
        if abs(a) < 1e-12 {
            if abs(b) > 1e-12 { roots.append(-c / b) }
        } else {
            let disc = b * b - 4 * a * c
            if disc >= 0 {
                let s = disc.squareRoot()
                roots.append((-b + s) / (2 * a))
                roots.append((-b - s) / (2 * a))
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    private static func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: Double) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }
}
