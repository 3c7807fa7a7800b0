import Foundation
import MotionRender

/// A canvas path (the context's current default path, or a `Path2D`) with the HTML
/// specification's semantics: every point is transformed by the transform current when it is
/// added, arcs and `arcTo` follow the specification's geometry, non-finite arguments are ignored.
///
/// The elements are kept in the coordinates of ``space`` (the transform they were all added
/// under) as long as it does not change, so a path built and drawn under one transform reaches
/// cairo exactly as a Swift `MotionPath` drawn under that transform would. When points arrive
/// under another transform, the path switches to canvas coordinates (``space`` nil), arcs
/// becoming Bézier segments.
struct CanvasPath: Sendable {
    /// The most elements one path may hold (50,000; an arc is one); adding more is an error.
    /// Bounded for cairo, whose memory and time for filling or stroking a path that crosses itself
    /// grow faster than its length: 60,000 overlapping circles stroked 30 px wide took 42 s and
    /// 1.9 GB, 200,000 of them crashed cairo 1.16 at 3.9 GB.
    static let maximumElements = 50_000

    /// The elements, in the coordinates of `space`.
    private(set) var path = MotionPath()
    /// The transform from the elements' coordinates to canvas coordinates; nil when the elements
    /// are in canvas coordinates already.
    private(set) var space: MotionTransform? = .identity
    /// Elements added so far (bounded by ``maximumElements``).
    private(set) var elementCount = 0

    init() {}

    var isEmpty: Bool { path.isEmpty }

    /// Thrown when a path grows past ``maximumElements``.
    struct TooLarge: Error {}

    // MARK: - Transforms

    /// Prepares to add points given under `ctm`: either `ctm` is the path's space, or the path
    /// moves to canvas coordinates.
    private mutating func enter(_ ctm: MotionTransform) {
        if path.isEmpty {
            space = ctm
            return
        }
        guard let current = space, current != ctm else { return }
        path = CanvasPath.mapped(path, by: current)
        space = nil
    }

    /// A point given under `ctm` in the elements' coordinates.
    private func local(_ p: CGPoint, _ ctm: MotionTransform) -> CGPoint {
        space == nil ? ctm.apply(p) : p
    }

    private mutating func count(_ added: Int) throws {
        elementCount += added
        guard elementCount <= CanvasPath.maximumElements else { throw TooLarge() }
    }

    /// The path in canvas coordinates.
    var canvasPath: MotionPath {
        guard let space else { return path }
        return space == .identity ? path : CanvasPath.mapped(path, by: space)
    }

    /// The elements mapped by `transform` (arcs become Béziers unless the map is the identity).
    static func mapped(_ path: MotionPath, by transform: MotionTransform) -> MotionPath {
        if transform == .identity { return path }
        var out = MotionPath()
        var current: CGPoint?
        for element in path.elements {
            switch element {
            case .move(let p):
                out.move(to: transform.apply(p))
                current = p
            case .line(let p):
                out.addLine(to: transform.apply(p))
                current = p
            case .curve(let p, let c1, let c2):
                out.addCurve(to: transform.apply(p), control1: transform.apply(c1), control2: transform.apply(c2))
                current = p
            case .arc(let c, let r, let a0, let a1, let clockwise):
                let arc = EllipseArc.fromCairoArc(center: c, radius: r, startAngle: a0, endAngle: a1, clockwise: clockwise)
                if current == nil { out.move(to: transform.apply(arc.start)) } else { out.addLine(to: transform.apply(arc.start)) }
                for (c1, c2, p) in arc.segments() {
                    out.addCurve(to: transform.apply(p), control1: transform.apply(c1), control2: transform.apply(c2))
                }
                current = arc.end
            case .close:
                out.closeSubpath()
            }
        }
        return out
    }

    // MARK: - Building (canvas CanvasPath mixin)

    mutating func moveTo(_ p: CGPoint, _ ctm: MotionTransform) throws {
        guard p.isFinitePoint else { return }
        enter(ctm)
        let q = local(p, ctm)
        path.move(to: q)
        try count(1)
    }

    mutating func lineTo(_ p: CGPoint, _ ctm: MotionTransform) throws {
        guard p.isFinitePoint else { return }
        enter(ctm)
        let q = local(p, ctm)
        path.addLine(to: q)
        try count(1)
    }

    mutating func quadraticCurveTo(_ control: CGPoint, _ end: CGPoint, _ ctm: MotionTransform) throws {
        guard control.isFinitePoint, end.isFinitePoint else { return }
        enter(ctm)
        let c = local(control, ctm), e = local(end, ctm)
        path.addQuadCurve(to: e, control: c)
        try count(2)
    }

    mutating func bezierCurveTo(_ c1: CGPoint, _ c2: CGPoint, _ end: CGPoint, _ ctm: MotionTransform) throws {
        guard c1.isFinitePoint, c2.isFinitePoint, end.isFinitePoint else { return }
        enter(ctm)
        let a = local(c1, ctm), b = local(c2, ctm), e = local(end, ctm)
        path.addCurve(to: e, control1: a, control2: b)
        try count(2)
    }

    mutating func closePath() {
        guard path.currentPoint != nil else { return }
        path.closeSubpath()
    }

    /// `arc(x, y, radius, startAngle, endAngle, anticlockwise)`. The radius must be ≥ 0 (the
    /// caller throws IndexSizeError otherwise).
    ///
    /// While the path keeps its own space, the arc stays a cairo arc: what a Swift port's
    /// `circle` or `MotionPath.addArc` draws. In canvas coordinates it becomes Bézier segments.
    mutating func arc(center: CGPoint, radius: Double, start: Double, end: Double, anticlockwise: Bool,
                      _ ctm: MotionTransform) throws {
        guard center.isFinitePoint, radius.isFinite, start.isFinite, end.isFinite else { return }
        enter(ctm)
        guard space != nil, radius > 0 else {
            return try ellipse(center: center, radiusX: radius, radiusY: radius, rotation: 0, start: start, end: end,
                               anticlockwise: anticlockwise, ctm)
        }
        let sweep = CanvasPath.sweep(start: start, end: end, anticlockwise: anticlockwise)
        path.addArc(center: center, radius: radius, startAngle: start, endAngle: start + sweep, clockwise: sweep >= 0)
        try count(1)
    }

    /// `ellipse(x, y, radiusX, radiusY, rotation, startAngle, endAngle, anticlockwise)`; radii ≥ 0.
    mutating func ellipse(center: CGPoint, radiusX: Double, radiusY: Double, rotation: Double, start: Double, end: Double,
                          anticlockwise: Bool, _ ctm: MotionTransform) throws {
        guard center.isFinitePoint, radiusX.isFinite, radiusY.isFinite, rotation.isFinite, start.isFinite, end.isFinite else { return }
        let sweep = CanvasPath.sweep(start: start, end: end, anticlockwise: anticlockwise)
        enter(ctm)
        // Bézier segments, a quarter turn at most: a full unrotated ellipse gives the numbers of
        // `MotionPath(ellipseIn:)`.
        let arc = EllipseArc(center: center, radiusX: radiusX, radiusY: radiusY, rotation: rotation, startAngle: start, sweep: sweep)
        let first = local(arc.start, ctm)
        if path.currentPoint == nil {
            path.move(to: first)
        } else {
            path.addLine(to: first)
        }
        let segments = arc.segments()
        for (c1, c2, p) in segments {
            path.addCurve(to: local(p, ctm), control1: local(c1, ctm), control2: local(c2, ctm))
        }
        try count(1 + segments.count)
    }

    /// The signed sweep of an arc from `start` to `end` (HTML §4.12.5.1.15 ellipse steps): a
    /// whole turn when the angles are a turn or more apart in the drawing direction; else, going
    /// the other way round, the end is brought back by whole turns to lie within one turn of the
    /// start in the drawing direction. As in browsers, an end exactly a whole number of turns the
    /// other way gives a whole turn, not nothing (`arc(x, y, r, 0, 2π, true)` draws a circle,
    /// which pages rely on).
    static func sweep(start: Double, end: Double, anticlockwise: Bool) -> Double {
        let turn = 2 * Double.pi
        if !anticlockwise, end - start >= turn { return turn }
        if anticlockwise, start - end >= turn { return -turn }
        if !anticlockwise, start > end { return turn - (start - end).truncatingRemainder(dividingBy: turn) }
        if anticlockwise, start < end { return -(turn - (end - start).truncatingRemainder(dividingBy: turn)) }
        return end - start
    }

    /// `arcTo(x1, y1, x2, y2, radius)` per the specification; radius ≥ 0.
    mutating func arcTo(_ p1: CGPoint, _ p2: CGPoint, radius: Double, _ ctm: MotionTransform) throws {
        guard p1.isFinitePoint, p2.isFinitePoint, radius.isFinite else { return }
        // "Ensure there is a subpath for (x1, y1)".
        if path.currentPoint == nil { try moveTo(p1, ctm) }
        enter(ctm)
        guard let currentLocal = path.currentPoint else { return }
        // The specification works in the coordinates the points are given in: the current point
        // is brought back through the inverse of the transform.
        let toUser: MotionTransform? = space == nil ? ctm.inverted : .identity
        guard let toUser else { return try lineTo(p1, ctm) }
        let p0 = toUser.apply(currentLocal)
        let collinear = abs((p1.x - p0.x) * (p2.y - p0.y) - (p1.y - p0.y) * (p2.x - p0.x)) < 1e-12
        if p0 == p1 || p1 == p2 || radius == 0 || collinear {
            return try lineTo(p1, ctm)
        }
        // The circle of `radius` tangent to the lines p0–p1 and p1–p2.
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot(), l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1), u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
        let cosTheta = max(-1, min(1, u1.x * u2.x + u1.y * u2.y))
        let theta = acos(cosTheta)
        let distance = radius / tan(theta / 2)
        let t1 = CGPoint(x: p1.x + u1.x * distance, y: p1.y + u1.y * distance)
        let t2 = CGPoint(x: p1.x + u2.x * distance, y: p1.y + u2.y * distance)
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bl = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let centreDistance = radius / sin(theta / 2)
        let center = CGPoint(x: p1.x + bisector.x / bl * centreDistance, y: p1.y + bisector.y / bl * centreDistance)
        let a0 = atan2(t1.y - center.y, t1.x - center.x), a1 = atan2(t2.y - center.y, t2.x - center.x)
        // Clockwise on screen when p0 → p1 → p2 turns clockwise (y down).
        let cross = (p1.x - p0.x) * (p2.y - p1.y) - (p1.y - p0.y) * (p2.x - p1.x)
        try lineTo(t1, ctm)
        try arc(center: center, radius: radius, start: a0, end: a1, anticlockwise: cross < 0, ctm)
    }

    /// `rect(x, y, w, h)`: a closed subpath, then a new subpath at (x, y).
    mutating func rect(_ r: CGRect, _ ctm: MotionTransform) throws {
        guard r.isFiniteRect else { return }
        let x = r.origin.x, y = r.origin.y, w = r.size.width, h = r.size.height
        try moveTo(CGPoint(x: x, y: y), ctm)
        try lineTo(CGPoint(x: x + w, y: y), ctm)
        try lineTo(CGPoint(x: x + w, y: y + h), ctm)
        try lineTo(CGPoint(x: x, y: y + h), ctm)
        closePath()
        try moveTo(CGPoint(x: x, y: y), ctm)
    }

    /// `roundRect(x, y, w, h, radii)` with the radii already normalised to four corners
    /// (upper-left, upper-right, lower-right, lower-left), each an (x, y) pair ≥ 0.
    mutating func roundRect(_ r: CGRect, radii input: [CGPoint], _ ctm: MotionTransform) throws {
        guard r.isFiniteRect else { return }
        var x = r.origin.x, y = r.origin.y, w = r.size.width, h = r.size.height
        var radii = input
        // Negative sizes flip the rectangle and its corners.
        if w < 0 {
            x += w; w = -w
            radii = [radii[1], radii[0], radii[3], radii[2]]
        }
        if h < 0 {
            y += h; h = -h
            radii = [radii[3], radii[2], radii[1], radii[0]]
        }
        // Scale all radii down together when adjacent ones overlap.
        let top = radii[0].x + radii[1].x, right = radii[1].y + radii[2].y
        let bottom = radii[2].x + radii[3].x, left = radii[3].y + radii[0].y
        let scale = [w / top, h / right, w / bottom, h / left].filter { $0.isFinite }.min() ?? 1
        if scale < 1 { radii = radii.map { CGPoint(x: $0.x * scale, y: $0.y * scale) } }
        let ul = radii[0], ur = radii[1], lr = radii[2], ll = radii[3]
        try moveTo(CGPoint(x: x + ul.x, y: y), ctm)
        try corner(CGPoint(x: x + w - ur.x, y: y + ur.y), ur, from: -Double.pi / 2, ctm)
        try corner(CGPoint(x: x + w - lr.x, y: y + h - lr.y), lr, from: 0, ctm)
        try corner(CGPoint(x: x + ll.x, y: y + h - ll.y), ll, from: Double.pi / 2, ctm)
        try corner(CGPoint(x: x + ul.x, y: y + ul.y), ul, from: Double.pi, ctm)
        closePath()
        try moveTo(CGPoint(x: x, y: y), ctm)
    }

    /// A quarter of an ellipse about `center` starting at angle `from`, joined by a line.
    private mutating func corner(_ center: CGPoint, _ radius: CGPoint, from angle: Double, _ ctm: MotionTransform) throws {
        if radius.x == 0 || radius.y == 0 {
            let (c, s) = EllipseArc.cosSin(angle + Double.pi / 2)
            return try lineTo(CGPoint(x: center.x + radius.x * c, y: center.y + radius.y * s), ctm)
        }
        try ellipse(center: center, radiusX: radius.x, radiusY: radius.y, rotation: 0, start: angle, end: angle + Double.pi / 2,
                    anticlockwise: false, ctm)
    }

    /// Appends `other` (a Path2D) mapped by `transform`, in this path's coordinates.
    mutating func addPath(_ other: CanvasPath, transform: MotionTransform) throws {
        let source = CanvasPath.mapped(other.canvasPath, by: transform)
        guard !source.isEmpty else { return }
        // The source is in canvas coordinates: so is this path from here on (or it is empty
        // and takes the identity as its space).
        enter(.identity)
        for element in source.elements {
            switch element {
            case .move(let p): path.move(to: p)
            case .line(let p): path.addLine(to: p)
            case .curve(let p, let c1, let c2): path.addCurve(to: p, control1: c1, control2: c2)
            case .arc(let c, let r, let a0, let a1, let cw): path.addArc(center: c, radius: r, startAngle: a0, endAngle: a1, clockwise: cw)
            case .close: path.closeSubpath()
            }
        }
        try count(source.elements.count)
    }
}
