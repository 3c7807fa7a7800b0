import Foundation
import MotionCore

/// SVG path data (`M10 10 h 20 a5 5 0 0 1 5 5 z`), as `new Path2D(d)` and an SVG `<path>` take it: every command of
/// SVG 2 (M L H V C S Q T A Z, absolute and relative), numbers with or without separators, arc
/// flags written without spaces (`a5 5 0 015 5`). As SVG asks, a syntax error ends the path: the
/// commands before it are kept.
package enum SVGPathData {
    /// Appends the commands of `data` to `path` (in the path's own coordinates; the transform
    /// passed to the sink is the identity).
    package static func append<Sink: SVGPathSink>(_ data: String, to path: inout Sink) throws {
        var scanner = Scanner(Array(data.utf8))
        var current = CGPoint.zero, start = CGPoint.zero
        var lastControl: CGPoint?, lastQuad: CGPoint?
        var command: UInt8?
        var started = false
        let id = MotionTransform.identity
        while true {
            scanner.skipSeparators()
            guard let next = scanner.peek else { return }
            if SVGPathData.commands.contains(next) {
                // Path data must begin with a moveto.
                guard started || next | 0x20 == UInt8(ascii: "m") else { return }
                started = true
                command = next
                scanner.advance()
            } else if command == nil || !(scanner.startsNumber) {
                return
            } else if command == UInt8(ascii: "M") || command == UInt8(ascii: "m") {
                // Coordinates after a moveto are implicit linetos.
                command = command == UInt8(ascii: "M") ? UInt8(ascii: "L") : UInt8(ascii: "l")
            }
            guard let c = command else { return }
            let relative = c >= UInt8(ascii: "a")
            let origin = relative ? current : .zero
            func point() -> CGPoint? {
                guard let x = scanner.number(), let y = scanner.number() else { return nil }
                return CGPoint(x: origin.x + x, y: origin.y + y)
            }
            switch c | 0x20 {
            case UInt8(ascii: "m"):
                guard let p = point() else { return }
                try path.moveTo(p, id)
                current = p; start = p; lastControl = nil; lastQuad = nil
            case UInt8(ascii: "z"):
                path.closePath()
                current = start; lastControl = nil; lastQuad = nil
                command = nil
                // After Z, a number continues with an implicit lineto only if a command follows.
                scanner.skipSeparators()
                if let n = scanner.peek, !SVGPathData.commands.contains(n) { return }
            case UInt8(ascii: "l"):
                guard let p = point() else { return }
                try path.lineTo(p, id)
                current = p; lastControl = nil; lastQuad = nil
            case UInt8(ascii: "h"):
                guard let x = scanner.number() else { return }
                let p = CGPoint(x: (relative ? current.x : 0) + x, y: current.y)
                try path.lineTo(p, id)
                current = p; lastControl = nil; lastQuad = nil
            case UInt8(ascii: "v"):
                guard let y = scanner.number() else { return }
                let p = CGPoint(x: current.x, y: (relative ? current.y : 0) + y)
                try path.lineTo(p, id)
                current = p; lastControl = nil; lastQuad = nil
            case UInt8(ascii: "c"):
                guard let c1 = point(), let c2 = point(), let p = point() else { return }
                try path.bezierCurveTo(c1, c2, p, id)
                current = p; lastControl = c2; lastQuad = nil
            case UInt8(ascii: "s"):
                guard let c2 = point(), let p = point() else { return }
                let c1 = lastControl.map { CGPoint(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                try path.bezierCurveTo(c1, c2, p, id)
                current = p; lastControl = c2; lastQuad = nil
            case UInt8(ascii: "q"):
                guard let q = point(), let p = point() else { return }
                try path.quadraticCurveTo(q, p, id)
                current = p; lastQuad = q; lastControl = nil
            case UInt8(ascii: "t"):
                guard let p = point() else { return }
                let q = lastQuad.map { CGPoint(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                try path.quadraticCurveTo(q, p, id)
                current = p; lastQuad = q; lastControl = nil
            case UInt8(ascii: "a"):
                guard let rx = scanner.number(), let ry = scanner.number(), let angle = scanner.number(),
                      let large = scanner.flag(), let sweep = scanner.flag(), let p = point() else { return }
                try arc(from: current, to: p, rx: rx, ry: ry, degrees: angle, large: large, sweep: sweep, &path)
                current = p; lastControl = nil; lastQuad = nil
            default:
                return
            }
        }
    }

    /// SVG 2 implementation notes B.2.4: endpoint to centre parameterisation.
    private static func arc(from p0: CGPoint, to p1: CGPoint, rx rxIn: Double, ry ryIn: Double, degrees: Double,
                            large: Bool, sweep: Bool, _ path: inout some SVGPathSink) throws {
        let id = MotionTransform.identity
        var rx = abs(rxIn), ry = abs(ryIn)
        guard p0 != p1 else { return }
        guard rx > 0, ry > 0 else { return try path.lineTo(p1, id) }
        let phi = degrees.truncatingRemainder(dividingBy: 360) * Double.pi / 180
        let cp = cos(phi), sp = sin(phi)
        let dx = (p0.x - p1.x) / 2, dy = (p0.y - p1.y) / 2
        let x1 = cp * dx + sp * dy, y1 = -sp * dx + cp * dy
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 { rx *= lambda.squareRoot(); ry *= lambda.squareRoot() }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = (max(0, numerator) / denominator).squareRoot()
        if large == sweep { factor = -factor }
        let cx1 = factor * rx * y1 / ry, cy1 = -factor * ry * x1 / rx
        let center = CGPoint(x: cp * cx1 - sp * cy1 + (p0.x + p1.x) / 2, y: sp * cx1 + cp * cy1 + (p0.y + p1.y) / 2)
        func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
            atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        }
        let theta1 = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
        var delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
        if !sweep, delta > 0 { delta -= 2 * Double.pi }
        if sweep, delta < 0 { delta += 2 * Double.pi }
        try path.ellipse(center: center, radiusX: rx, radiusY: ry, rotation: phi, start: theta1, end: theta1 + delta,
                         anticlockwise: !sweep, id)
    }

    private static let commands: Set<UInt8> = Set("MmZzLlHhVvCcSsQqTtAa".utf8)

    /// Numbers and flags of path data.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var peek: UInt8? { index < bytes.count ? bytes[index] : nil }
        mutating func advance() { index += 1 }

        mutating func skipSeparators() {
            while let c = peek, c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0C || c == UInt8(ascii: ",") { index += 1 }
        }

        var startsNumber: Bool {
            guard let c = peek else { return false }
            return (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "-") || c == UInt8(ascii: "+") || c == UInt8(ascii: ".")
        }

        /// A number, after optional separators; nil (and the position unchanged) when none.
        mutating func number() -> Double? {
            skipSeparators()
            let begin = index
            if let c = peek, c == UInt8(ascii: "-") || c == UInt8(ascii: "+") { index += 1 }
            var digits = 0
            while let c = peek, c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") { index += 1; digits += 1 }
            if peek == UInt8(ascii: ".") {
                index += 1
                while let c = peek, c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") { index += 1; digits += 1 }
            }
            guard digits > 0 else { index = begin; return nil }
            if let e = peek, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
                let mark = index
                index += 1
                if let s = peek, s == UInt8(ascii: "-") || s == UInt8(ascii: "+") { index += 1 }
                var exponent = 0
                while let c = peek, c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") { index += 1; exponent += 1 }
                if exponent == 0 { index = mark }
            }
            let value = Double(String(decoding: bytes[begin..<index], as: UTF8.self))
            guard let value, value.isFinite else { index = begin; return nil }
            return value
        }

        /// An arc flag: a single 0 or 1.
        mutating func flag() -> Bool? {
            skipSeparators()
            guard let c = peek, c == UInt8(ascii: "0") || c == UInt8(ascii: "1") else { return nil }
            index += 1
            return c == UInt8(ascii: "1")
        }
    }
}
