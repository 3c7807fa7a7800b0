import Foundation

/// What a fill covers: any path, or a circle (scenes fill many circles a frame, and a circle kept
/// as one is also written as one `<circle>` in SVG).
public enum DisplayShape: Hashable, Sendable {
    /// A path in the drawing's coordinates.
    case path(MotionPath)
    /// A full circle, radius in points (> 0).
    case circle(center: CGPoint, radius: Double)
    /// A rectangle as one outline (the rectangle a scene drawn inside another is cut to).
    case rectangle(CGRect)

    /// The shape as a path (a circle: one arc from angle 0 round to 2π, closed).
    public var path: MotionPath {
        switch self {
        case .path(let path): return path
        case let .circle(center, radius):
            var path = MotionPath()
            path.addArc(center: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            path.closeSubpath()
            return path
        case .rectangle(let rect): return MotionPath(rect: rect)
        }
    }

    /// The bounding box in the drawing's coordinates.
    public var bounds: CGRect {
        switch self {
        case .path(let path): return path.boundingRect
        case let .circle(center, radius): return CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
        case .rectangle(let rect): return rect
        }
    }
}
