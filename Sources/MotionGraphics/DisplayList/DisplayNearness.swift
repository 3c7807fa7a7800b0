import Foundation
import MotionCore

/// The comparisons behind ``DisplayList/isNearlyEqual(to:tolerance:)``.
struct DisplayNearness {
    let tolerance: Double

    init(_ tolerance: Double) { self.tolerance = tolerance }

    func items(_ a: DisplayItem, _ b: DisplayItem) -> Bool {
        states(a.state, b.state) && operations(a.operation, b.operation)
    }

    func states(_ a: DisplayState, _ b: DisplayState) -> Bool {
        transforms(a.transform, b.transform) && near(a.opacity, b.opacity) && a.blendMode == b.blendMode
            && a.interpolation == b.interpolation && a.clips == b.clips && a.filters == b.filters && a.masks == b.masks
    }

    func operations(_ a: DisplayOperation, _ b: DisplayOperation) -> Bool {
        switch (a, b) {
        case let (.fill(s1, h1, f1), .fill(s2, h2, f2)):
            return f1 == f2 && shadings(h1, h2) && shapes(s1, s2)
        case let (.stroke(p1, h1, s1), .stroke(p2, h2, s2)):
            return s1 == s2 && shadings(h1, h2) && paths(p1, p2)
        case let (.text(t1, h1), .text(t2, h2)):
            return t1.request == t2.request && t1.lines == t2.lines && points(t1.origin, t2.origin) && shadings(h1, h2)
        case let (.image(i1, s1, d1), .image(i2, s2, d2)):
            guard i1 == i2, rects(d1, d2) else { return false }
            if let s1, let s2 { return rects(s1, s2) }
            return s1 == nil && s2 == nil
        case let (.paint(c1), .paint(c2)):
            return colors(c1, c2)
        case let (.layer(l1), .layer(l2)):
            return l1.clip == l2.clip && l1.scene == l2.scene && l1.content.isNearlyEqual(to: l2.content, tolerance: tolerance)
        default:
            return a == b
        }
    }

    func shapes(_ a: DisplayShape, _ b: DisplayShape) -> Bool {
        switch (a, b) {
        case let (.circle(c1, r1), .circle(c2, r2)): return points(c1, c2) && near(r1, r2)
        case let (.rectangle(r1), .rectangle(r2)): return rects(r1, r2)
        case let (.path(p1), .path(p2)): return paths(p1, p2)
        default: return false
        }
    }

    func paths(_ a: MotionPath, _ b: MotionPath) -> Bool {
        guard a.elements.count == b.elements.count else { return false }
        for (x, y) in zip(a.elements, b.elements) where x != y {
            switch (x, y) {
            case let (.move(p), .move(q)), let (.line(p), .line(q)):
                guard points(p, q) else { return false }
            case let (.curve(p, c1, c2), .curve(q, d1, d2)):
                guard points(p, q), points(c1, d1), points(c2, d2) else { return false }
            case let (.arc(c1, r1, s1, e1, w1), .arc(c2, r2, s2, e2, w2)):
                guard w1 == w2, points(c1, c2), near(r1, r2), near(s1, s2), near(e1, e2) else { return false }
            default:
                return false
            }
        }
        return true
    }

    func shadings(_ a: Shading, _ b: Shading) -> Bool {
        if a == b { return true }
        if case .color(let x) = a.kind, case .color(let y) = b.kind { return colors(x, y) }
        return false
    }

    func colors(_ a: MotionColor, _ b: MotionColor) -> Bool {
        near(a.red, b.red) && near(a.green, b.green) && near(a.blue, b.blue) && near(a.alpha, b.alpha)
    }

    func transforms(_ a: MotionTransform, _ b: MotionTransform) -> Bool {
        near(a.a, b.a) && near(a.b, b.b) && near(a.c, b.c) && near(a.d, b.d) && near(a.tx, b.tx) && near(a.ty, b.ty)
    }

    func rects(_ a: CGRect, _ b: CGRect) -> Bool {
        near(a.minX, b.minX) && near(a.minY, b.minY) && near(a.width, b.width) && near(a.height, b.height)
    }

    func points(_ a: CGPoint, _ b: CGPoint) -> Bool { near(a.x, b.x) && near(a.y, b.y) }

    func near(_ a: Double, _ b: Double) -> Bool { a == b || abs(a - b) <= tolerance }
}
