import Foundation

extension SVGMarkup {
    /// The `d` of `path`, drawn as cairo draws it: an arc starts with a line from the current
    /// point (a move when there is none) and sweeps from its start angle to its end angle, which
    /// is first brought within one turn ahead of the start (behind it when anticlockwise) as
    /// `cairo_arc` does, in pieces of at most a half turn; a radius of 0 is a line to the centre.
    package mutating func pathData(_ path: MotionPath) {
        var current = false
        for element in path.elements {
            switch element {
            case .move(let p):
                command("M", p)
                current = true
            case .line(let p):
                command("L", p)
                current = true
            case let .curve(p, c1, c2):
                append("C")
                number(c1.x); append(" "); number(c1.y); append(" ")
                number(c2.x); append(" "); number(c2.y); append(" ")
                number(p.x); append(" "); number(p.y)
                current = true
            case let .arc(center, radius, a0, a1, clockwise):
                arc(center: center, radius: max(0, radius), from: a0, to: a1, clockwise: clockwise, current: current)
                current = true
            case .close:
                append("Z")
            }
        }
    }

    /// The `d` of `shape` (a circle as two half-turn arcs from angle 0, a rectangle clockwise
    /// from its top-left corner).
    package mutating func pathData(_ shape: DisplayShape) {
        switch shape {
        case .path(let path): pathData(path)
        case let .circle(center, radius):
            arc(center: center, radius: radius, from: 0, to: 2 * .pi, clockwise: true, current: false)
            append("Z")
        case .rectangle(let r):
            command("M", CGPoint(x: r.minX, y: r.minY))
            command("L", CGPoint(x: r.maxX, y: r.minY))
            command("L", CGPoint(x: r.maxX, y: r.maxY))
            command("L", CGPoint(x: r.minX, y: r.maxY))
            append("Z")
        }
    }

    private mutating func command(_ letter: String, _ p: CGPoint) {
        append(letter)
        number(p.x); append(" "); number(p.y)
    }

    /// An arc as `cairo_arc` (or `cairo_arc_negative`) draws it.
    private mutating func arc(center c: CGPoint, radius r: Double, from a0: Double, to a1: Double, clockwise: Bool, current: Bool) {
        guard r > 0 else { return command(current ? "L" : "M", c) }
        let end = MotionPath.arcEnd(from: a0, to: a1, clockwise: clockwise)
        func point(_ a: Double) -> CGPoint { CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a)) }
        command(current ? "L" : "M", point(a0))
        let sweep = end - a0
        let pieces = max(1, Int((abs(sweep) / .pi).rounded(.up)))
        for k in 1...pieces {
            let a = a0 + sweep * Double(k) / Double(pieces)
            append("A"); number(r); append(" "); number(r); append(clockwise ? " 0 0 1 " : " 0 0 0 ")
            let p = point(a)
            number(p.x); append(" "); number(p.y)
        }
    }
}
