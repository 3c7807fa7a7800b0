import Foundation
import MotionRender

/// One subpath as Lottie stores it: vertices, and for each the in and out tangent handles
/// relative to it (zero for a corner of straight lines), open or closed. Arcs become cubic
/// pieces of at most a quarter turn (within 0.03 % of the radius); a path's subpaths are one
/// bezier each, filled together by the fill that follows them.
struct LottieBezier: Hashable {
    var vertices: [CGPoint] = []
    var ins: [CGPoint] = []
    var outs: [CGPoint] = []
    var closed = false

    /// The subpaths of `path`, drawn as cairo draws it: an arc starts with a line from the current
    /// point; a subpath after a close starts where the closed one started.
    static func subpaths(_ path: MotionPath) -> [LottieBezier] {
        var result: [LottieBezier] = []
        var current = LottieBezier()
        var start: CGPoint?
        func flush() {
            if !current.vertices.isEmpty { result.append(current) }
            current = LottieBezier()
        }
        func begin(_ p: CGPoint) {
            flush()
            current.add(p)
            start = p
        }
        func lineOrBegin(_ p: CGPoint) {
            if current.vertices.isEmpty { begin(start ?? p) }
            if current.vertices.isEmpty || current.vertices[current.vertices.count - 1] != p { current.add(p) }
        }
        for element in path.elements {
            switch element {
            case .move(let p): begin(p)
            case .line(let p): lineOrBegin(p)
            case let .curve(to, c1, c2):
                if current.vertices.isEmpty { begin(start ?? to) }
                current.curve(to: to, c1, c2)
            case let .arc(center, radius, a0, a1, clockwise):
                let pieces = arcPieces(center: center, radius: max(0, radius), from: a0, to: a1, clockwise: clockwise)
                guard let first = pieces.first else { lineOrBegin(center); continue }
                if current.vertices.isEmpty { begin(first.from) } else { lineOrBegin(first.from) }
                for piece in pieces { current.curve(to: piece.to, piece.c1, piece.c2) }
            case .close:
                guard !current.vertices.isEmpty else { continue }
                current.close()
                let restart = start
                flush()
                start = restart
            }
        }
        flush()
        return result
    }

    private mutating func add(_ p: CGPoint) {
        vertices.append(p)
        ins.append(.zero)
        outs.append(.zero)
    }

    private mutating func curve(to p: CGPoint, _ c1: CGPoint, _ c2: CGPoint) {
        let last = vertices.count - 1
        outs[last] = CGPoint(x: c1.x - vertices[last].x, y: c1.y - vertices[last].y)
        add(p)
        ins[last + 1] = CGPoint(x: c2.x - p.x, y: c2.y - p.y)
    }

    /// Closes the subpath; a last vertex on the first one is merged into it.
    private mutating func close() {
        closed = true
        if vertices.count > 1, let last = vertices.last, last == vertices[0] {
            ins[0] = ins[ins.count - 1]
            vertices.removeLast(); ins.removeLast(); outs.removeLast()
        }
    }

    /// An arc as `cairo_arc` (clockwise: angles increasing) or `cairo_arc_negative` draws it, as
    /// cubic pieces of at most a quarter turn.
    static func arcPieces(center c: CGPoint, radius r: Double, from a0: Double, to a1: Double,
                          clockwise: Bool) -> [(from: CGPoint, c1: CGPoint, c2: CGPoint, to: CGPoint)] {
        guard r > 0 else { return [] }
        let end = MotionPath.arcEnd(from: a0, to: a1, clockwise: clockwise)
        let sweep = end - a0
        let count = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(count), k = 4.0 / 3.0 * tan(step / 4)
        func point(_ a: Double) -> CGPoint { CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a)) }
        return (0..<count).map { i in
            let s = a0 + step * Double(i), e = s + step
            let p0 = point(s), p1 = point(e)
            return (p0, CGPoint(x: p0.x - k * r * sin(s), y: p0.y + k * r * cos(s)),
                    CGPoint(x: p1.x + k * r * sin(e), y: p1.y - k * r * cos(e)), p1)
        }
    }

    /// The same subpath with every point mapped through `t` (handles as vectors).
    func applying(_ t: MotionTransform) -> LottieBezier {
        func vector(_ v: CGPoint) -> CGPoint { CGPoint(x: t.a * v.x + t.c * v.y, y: t.b * v.x + t.d * v.y) }
        return LottieBezier(vertices: vertices.map(t.apply), ins: ins.map(vector), outs: outs.map(vector), closed: closed)
    }

    /// The same subpath moved by `(-dx, -dy)`.
    func moved(by dx: Double, _ dy: Double) -> LottieBezier {
        LottieBezier(vertices: vertices.map { CGPoint(x: $0.x - dx, y: $0.y - dy) }, ins: ins, outs: outs, closed: closed)
    }

    /// The numbers of the subpath, vertices then in then out handles, for comparing and
    /// interpolating two keyframes of the same structure.
    var numbers: [Double] {
        (vertices + ins + outs).flatMap { [Double($0.x), Double($0.y)] }
    }

    /// Lottie's bezier object.
    var json: LottieJSON {
        // Hundredths of a pixel: outlines are the bulk of a file, and a hundredth is far below what shows.
        func points(_ list: [CGPoint]) -> LottieJSON {
            .array(list.map { .array([.number(Double($0.x), decimals: 2), .number(Double($0.y), decimals: 2)]) })
        }
        return .object([("c", .bool(closed)), ("v", points(vertices)), ("i", points(ins)), ("o", points(outs))])
    }
}
