import Foundation

/// A vector path in box coordinates (points), built like a canvas path or a SwiftUI `Path`.
///
/// A value type: building a path never draws; pass it to `MotionCanvas.fill(_:with:evenOdd:)`,
/// `MotionCanvas.stroke(_:with:style:)` or `MotionCanvas.clip(to:style:options:)`.
///
/// ```swift
/// var p = MotionPath()
/// p.move(to: CGPoint(x: 10, y: 10))
/// p.addQuadCurve(to: CGPoint(x: 90, y: 10), control: CGPoint(x: 50, y: 60))
/// c.stroke(p, with: c.palette.accent, style: StrokeStyle(lineWidth: 3, lineCap: .round))
/// ```
public struct MotionPath: Hashable, Sendable {
    /// The instructions in order.
    public internal(set) var elements: [PathElement] = []
    /// The end of the last segment, or nil before the first `move`.
    public internal(set) var currentPoint: CGPoint?
    var subpathStart: CGPoint?

    /// An empty path.
    public init() {}

    /// A rectangle, drawn clockwise from its top-left corner.
    public init(rect: CGRect) {
        addRect(rect)
    }

    /// A rectangle with circular corners; `cornerRadius` is limited to half the shorter side.
    public init(roundedRect rect: CGRect, cornerRadius: Double) {
        addRoundedRect(in: rect, cornerRadius: cornerRadius)
    }

    /// The ellipse inscribed in `rect` (a circle when it is square).
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// True when the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at `point` (canvas `moveTo`).
    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
        currentPoint = point
        subpathStart = point
    }

    /// A straight segment to `point` (canvas `lineTo`); starts a subpath there if there is none.
    public mutating func addLine(to point: CGPoint) {
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.line(to: point))
        currentPoint = point
    }

    /// A quadratic Bézier segment (canvas `quadraticCurveTo`), stored as the equivalent cubic.
    /// Without a current point the subpath starts at `control`, as canvas does.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        if currentPoint == nil { move(to: control) }
        let start = currentPoint!
        let c1 = CGPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y))
        let c2 = CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y))
        addCurve(to: end, control1: c1, control2: c2)
    }

    /// A cubic Bézier segment (canvas `bezierCurveTo`). Without a current point the subpath starts
    /// at `control1`, as canvas does.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        if currentPoint == nil { move(to: control1) }
        elements.append(.curve(to: end, control1: control1, control2: control2))
        currentPoint = end
    }

    /// A circular arc (canvas `arc`): a straight segment joins the current point to the arc's start.
    ///
    /// - Parameters:
    ///   - center: the circle's centre, in points.
    ///   - radius: the circle's radius, in points.
    ///   - startAngle: where the arc starts, in radians from the +x axis.
    ///   - endAngle: where the arc ends, in radians from the +x axis.
    ///   - clockwise: the direction as seen on screen, where y points down (default true, like
    ///     canvas `arc` without `anticlockwise`). Angles increase clockwise on screen.
    public mutating func addArc(center: CGPoint, radius: Double, startAngle: Double, endAngle: Double,
                                clockwise: Bool = true) {
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if currentPoint == nil { subpathStart = start }
        elements.append(.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                             clockwise: clockwise))
        currentPoint = CGPoint(x: center.x + radius * cos(endAngle), y: center.y + radius * sin(endAngle))
    }

    /// Closes the current subpath (canvas `closePath`); the current point returns to its start.
    public mutating func closeSubpath() {
        guard currentPoint != nil else { return }
        elements.append(.close)
        currentPoint = subpathStart
    }

    /// A closed rectangle subpath.
    public mutating func addRect(_ rect: CGRect) {
        if elements.isEmpty { elements.reserveCapacity(5) }   // one allocation for the common lone shape
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    /// A closed rounded-rectangle subpath; the radius is limited to half the shorter side and
    /// a radius ≤ 0 gives a plain rectangle.
    public mutating func addRoundedRect(in rect: CGRect, cornerRadius: Double) {
        let r = min(cornerRadius, min(rect.width, rect.height) / 2)
        guard r > 0 else { return addRect(rect) }
        if elements.isEmpty { elements.reserveCapacity(6) }
        let half = Double.pi / 2
        move(to: CGPoint(x: rect.minX + r, y: rect.minY))
        addArc(center: CGPoint(x: rect.maxX - r, y: rect.minY + r), radius: r, startAngle: -half, endAngle: 0)
        addArc(center: CGPoint(x: rect.maxX - r, y: rect.maxY - r), radius: r, startAngle: 0, endAngle: half)
        addArc(center: CGPoint(x: rect.minX + r, y: rect.maxY - r), radius: r, startAngle: half, endAngle: 2 * half)
        addArc(center: CGPoint(x: rect.minX + r, y: rect.minY + r), radius: r, startAngle: 2 * half, endAngle: 3 * half)
        closeSubpath()
    }

    /// A closed ellipse subpath inscribed in `rect`, drawn as four cubic segments.
    public mutating func addEllipse(in rect: CGRect) {
        // 4/3·(√2 − 1): the control distance that makes a cubic quarter circle.
        let k = 0.5522847498307936
        let cx = rect.midX, cy = rect.midY, rx = rect.width / 2, ry = rect.height / 2
        if elements.isEmpty { elements.reserveCapacity(6) }
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry),
                 control2: CGPoint(x: cx + k * rx, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry),
                 control2: CGPoint(x: cx - rx, y: cy + k * ry))
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry),
                 control2: CGPoint(x: cx - k * rx, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry),
                 control2: CGPoint(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }

    /// True when every coordinate, radius and angle is finite.
    public var isFinite: Bool {
        elements.allSatisfy { element in
            switch element {
            case .move(let p), .line(let p): return p.x.isFinite && p.y.isFinite
            case .curve(let p, let c1, let c2):
                return p.x.isFinite && p.y.isFinite && c1.x.isFinite && c1.y.isFinite && c2.x.isFinite && c2.y.isFinite
            case .arc(let c, let r, let a0, let a1, _):
                return c.x.isFinite && c.y.isFinite && r.isFinite && a0.isFinite && a1.isFinite
            case .close: return true
            }
        }
    }
}
