import Foundation
import MotionRender

/// `isPointInPath` and `isPointInStroke` geometry: a path flattened to polylines (curves within
/// 0.01 units), then a winding-number test, or a distance test against the stroke's outline with
/// its width, caps, joins, miter limit and dashes.
///
/// Points on the boundary count as inside, as the HTML specification asks.
enum PathHitTest {
    /// One flattened subpath; `corners[i]` is false for points inside a curve, where the
    /// outline turns smoothly and no join is drawn.
    struct Polyline {
        var points: [CGPoint] = []
        var corners: [Bool] = []
        var closed = false
    }

    static let tolerance = 0.01

    /// The subpaths of `path` as polylines.
    static func flatten(_ path: MotionPath) -> [Polyline] {
        var lines: [Polyline] = []
        var current = Polyline()
        var start: CGPoint?
        func finish() {
            if !current.points.isEmpty { lines.append(current) }
            current = Polyline()
        }
        func add(_ p: CGPoint, corner: Bool) {
            current.points.append(p)
            current.corners.append(corner)
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                finish()
                add(p, corner: true)
                start = p
            case .line(let p):
                if current.points.isEmpty, let s = start { add(s, corner: true) }
                add(p, corner: true)
            case .curve(let p, let c1, let c2):
                if current.points.isEmpty, let s = start { add(s, corner: true) }
                let p0 = current.points.last ?? c1
                subdivide(p0, c1, c2, p, depth: 0) { add($0, corner: false) }
                add(p, corner: true)
            case .arc(let c, let r, let a0, let a1, let clockwise):
                let arc = EllipseArc.fromCairoArc(center: c, radius: r, startAngle: a0, endAngle: a1, clockwise: clockwise)
                // A line joins the current point (if any) to the arc's start, as cairo draws it.
                if current.points.isEmpty, let s = start { add(s, corner: true) }
                add(arc.start, corner: true)
                var p0 = arc.start
                for (c1, c2, p) in arc.segments() {
                    subdivide(p0, c1, c2, p, depth: 0) { add($0, corner: false) }
                    add(p, corner: false)
                    p0 = p
                }
                current.corners[current.corners.count - 1] = true
            case .close:
                guard !current.points.isEmpty else { continue }
                current.closed = true
                let first = current.points[0]
                finish()
                start = first
            }
        }
        finish()
        return lines
    }

    /// Points strictly inside the cubic, in order.
    private static func subdivide(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint, depth: Int, _ emit: (CGPoint) -> Void) {
        let flatness = max(distance(c1, toLine: p0, p3), distance(c2, toLine: p0, p3))
        guard flatness > tolerance, depth < 16 else { return }
        let m01 = mid(p0, c1), m12 = mid(c1, c2), m23 = mid(c2, p3)
        let a = mid(m01, m12), b = mid(m12, m23), m = mid(a, b)
        subdivide(p0, m01, a, m, depth: depth + 1, emit)
        emit(m)
        subdivide(m, b, m23, p3, depth: depth + 1, emit)
    }

    // MARK: - Fill

    /// Whether `point` is inside the filled `path` (both in the same coordinates).
    static func fillContains(_ path: MotionPath, _ point: CGPoint, evenOdd: Bool) -> Bool {
        var winding = 0
        for line in flatten(path) {
            let pts = line.points
            guard !pts.isEmpty else { continue }
            for i in 0..<pts.count {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                if segmentDistance(point, a, b) <= 1e-9 { return true }
                if a.y <= point.y {
                    if b.y > point.y, cross(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y, cross(a, b, point) < 0 {
                    winding -= 1
                }
            }
        }
        return evenOdd ? winding % 2 != 0 : winding != 0
    }

    // MARK: - Stroke

    /// Whether `point` is inside the stroke of `path` drawn with `style` (same coordinates).
    static func strokeContains(_ path: MotionPath, _ point: CGPoint, style: StrokeStyle) -> Bool {
        let half = style.lineWidth / 2
        guard half > 0 else { return false }
        for line in flatten(path) {
            for piece in dashed(line, style) where contains(piece, point, half, style) { return true }
        }
        return false
    }

    private static func contains(_ line: Polyline, _ p: CGPoint, _ half: Double, _ style: StrokeStyle) -> Bool {
        // Drop repeated points (zero-length segments have no direction).
        var pts: [CGPoint] = [], corners: [Bool] = []
        for (q, corner) in zip(line.points, line.corners) where pts.last != q {
            pts.append(q)
            corners.append(corner)
        }
        if line.closed, pts.count > 1, pts.first == pts.last { pts.removeLast(); corners.removeLast() }
        guard pts.count > 1 else {
            // A lone point: only round and square caps draw it.
            guard let q = pts.first ?? line.points.first else { return false }
            switch style.lineCap {
            case .butt: return false
            case .round: return hypot(p.x - q.x, p.y - q.y) <= half
            case .square: return abs(p.x - q.x) <= half && abs(p.y - q.y) <= half
            }
        }
        let count = line.closed ? pts.count : pts.count - 1
        for i in 0..<count where segmentBody(p, pts[i], pts[(i + 1) % pts.count], half) { return true }
        // Joins at inner vertices (and every vertex of a closed subpath).
        let joints = line.closed ? Array(0..<pts.count) : Array(1..<(pts.count - 1))
        for i in joints {
            let prev = pts[(i - 1 + pts.count) % pts.count], v = pts[i], next = pts[(i + 1) % pts.count]
            if join(p, prev, v, next, half, corners[i] ? style.lineJoin : .round, style.miterLimit) { return true }
        }
        guard !line.closed else { return false }
        return cap(p, pts[0], pts[1], half, style.lineCap) || cap(p, pts[pts.count - 1], pts[pts.count - 2], half, style.lineCap)
    }

    /// Inside the rectangle swept by the segment (no caps).
    private static func segmentBody(_ p: CGPoint, _ a: CGPoint, _ b: CGPoint, _ half: Double) -> Bool {
        let dx = b.x - a.x, dy = b.y - a.y, length2 = dx * dx + dy * dy
        guard length2 > 0 else { return false }
        let t = ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2
        guard t >= 0, t <= 1 else { return false }
        return abs((p.x - a.x) * dy - (p.y - a.y) * dx) / length2.squareRoot() <= half
    }

    private static func cap(_ p: CGPoint, _ end: CGPoint, _ neighbour: CGPoint, _ half: Double, _ cap: LineCap) -> Bool {
        switch cap {
        case .butt: return false
        case .round: return hypot(p.x - end.x, p.y - end.y) <= half
        case .square:
            let dx = end.x - neighbour.x, dy = end.y - neighbour.y, l = hypot(dx, dy)
            let ux = dx / l, uy = dy / l
            let along = (p.x - end.x) * ux + (p.y - end.y) * uy
            let across = -(p.x - end.x) * uy + (p.y - end.y) * ux
            return along >= 0 && along <= half && abs(across) <= half
        }
    }

    private static func join(_ p: CGPoint, _ prev: CGPoint, _ v: CGPoint, _ next: CGPoint, _ half: Double,
                             _ join: LineJoin, _ miterLimit: Double) -> Bool {
        if join == .round { return hypot(p.x - v.x, p.y - v.y) <= half }
        let d1 = unit(CGPoint(x: v.x - prev.x, y: v.y - prev.y)), d2 = unit(CGPoint(x: next.x - v.x, y: next.y - v.y))
        let turn = d1.x * d2.y - d1.y * d2.x
        guard abs(turn) > 1e-12 else { return false }
        // The outer side: offsets of both segments away from the turn.
        let side = turn > 0 ? -1.0 : 1.0
        let o1 = CGPoint(x: v.x + side * -d1.y * half, y: v.y + side * d1.x * half)
        let o2 = CGPoint(x: v.x + side * -d2.y * half, y: v.y + side * d2.x * half)
        if triangleContains(p, v, o1, o2) { return true }
        guard join == .miter else { return false }
        let cosTheta = -(d1.x * d2.x + d1.y * d2.y)   // angle between the segments at v
        let theta = acos(max(-1, min(1, cosTheta)))
        guard 1 / sin(theta / 2) <= miterLimit else { return false }
        let bisector = unit(CGPoint(x: o1.x + o2.x - 2 * v.x, y: o1.y + o2.y - 2 * v.y))
        let length = half / sin(theta / 2)
        let tip = CGPoint(x: v.x + bisector.x * length, y: v.y + bisector.y * length)
        return triangleContains(p, o1, tip, o2)
    }

    /// The dashes of `line` (the whole line when the dash list is empty or all zero).
    private static func dashed(_ line: Polyline, _ style: StrokeStyle) -> [Polyline] {
        let pattern = style.dash
        let period = pattern.reduce(0, +)
        guard !pattern.isEmpty, period > 0, pattern.allSatisfy({ $0 >= 0 }) else { return [line] }
        var pts = line.points, corners = line.corners
        if line.closed, let first = pts.first { pts.append(first); corners.append(true) }
        var pieces: [Polyline] = []
        var index = 0
        var phase = style.dashPhase.truncatingRemainder(dividingBy: period)
        if phase < 0 { phase += period }
        while phase >= pattern[index] {
            phase -= pattern[index]
            index = (index + 1) % pattern.count
        }
        var remaining = pattern[index] - phase
        var on = index % 2 == 0
        var current = Polyline()
        if on, let first = pts.first { current.points = [first]; current.corners = [true] }
        for i in 1..<max(1, pts.count) {
            var a = pts[i - 1]
            let b = pts[i]
            var length = hypot(b.x - a.x, b.y - a.y)
            while length > remaining {
                let k = remaining / length
                let cut = CGPoint(x: a.x + (b.x - a.x) * k, y: a.y + (b.y - a.y) * k)
                if on {
                    current.points.append(cut); current.corners.append(true)
                    pieces.append(current)
                    current = Polyline()
                } else {
                    current = Polyline(points: [cut], corners: [true], closed: false)
                }
                on.toggle()
                length -= remaining
                a = cut
                index = (index + 1) % pattern.count
                remaining = pattern[index]
            }
            remaining -= length
            if on { current.points.append(b); current.corners.append(corners[i]) }
        }
        if on, !current.points.isEmpty { pieces.append(current) }
        return pieces
    }

    // MARK: - Small geometry

    private static func mid(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }

    private static func unit(_ v: CGPoint) -> CGPoint {
        let l = hypot(v.x, v.y)
        return l > 0 ? CGPoint(x: v.x / l, y: v.y / l) : .zero
    }

    private static func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> Double {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    private static func distance(_ p: CGPoint, toLine a: CGPoint, _ b: CGPoint) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y, l = hypot(dx, dy)
        guard l > 0 else { return hypot(p.x - a.x, p.y - a.y) }
        return abs((p.x - a.x) * dy - (p.y - a.y) * dx) / l
    }

    static func segmentDistance(_ p: CGPoint, _ a: CGPoint, _ b: CGPoint) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y, l2 = dx * dx + dy * dy
        let t = l2 > 0 ? max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / l2)) : 0
        return hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy))
    }

    private static func triangleContains(_ p: CGPoint, _ a: CGPoint, _ b: CGPoint, _ c: CGPoint) -> Bool {
        let d1 = cross(a, b, p), d2 = cross(b, c, p), d3 = cross(c, a, p)
        let negative = d1 < -1e-12 || d2 < -1e-12 || d3 < -1e-12
        let positive = d1 > 1e-12 || d2 > 1e-12 || d3 > 1e-12
        return !(negative && positive)
    }
}
