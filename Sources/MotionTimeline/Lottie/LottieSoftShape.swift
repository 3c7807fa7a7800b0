import Foundation
import MotionRender

/// A circle or a rounded rectangle of one colour blurred by a Gaussian (a blur or a drop
/// shadow), drawn as gradient fills Lottie players draw exactly: a blurred circle is one radial
/// gradient; a blurred rounded rectangle is four pieces of linear gradients from its middle out
/// (its edges) and four of radial gradients round its corners' centres, each sampled from the
/// blurred coverage itself.
///
/// The coverage is integrated numerically: at a point `p`, the Gaussian-weighted share of the
/// shape, `∫ φ(pₓ − x) · (Φ((y₊(x) − p_y)/σ) − Φ((y₋(x) − p_y)/σ)) dx` over the shape's vertical
/// chords `y₋(x)…y₊(x)`. The pieces are kept only when they stay within ``maximumError`` of it
/// everywhere (a blur large against the shape, where corners meet, is left to pixels).
///
/// Used by ``LottieFrameReader`` for drawings whose only effect is such a blur or shadow.
struct LottieSoftShape {
    /// The shape, in the drawing's coordinates.
    enum Outline: Equatable {
        case circle(center: CGPoint, radius: Double)
        case roundedRect(CGRect, cornerRadius: Double)

        /// The circle or rounded rectangle `shape` is exactly, or nil.
        init?(_ shape: DisplayShape) {
            switch shape {
            case let .circle(center, radius): self = .circle(center: center, radius: radius)
            case .rectangle(let rect): self = .roundedRect(rect, cornerRadius: 0)
            case .path(let path):
                let bounds = path.boundingRect
                guard bounds.width > 0, bounds.height > 0, case .move(let start)? = path.elements.first else { return nil }
                let radius = start.x - bounds.minX
                guard radius >= 0, abs(start.y - bounds.minY) < 1e-9 else { return nil }
                let candidate = radius > 0 ? MotionPath(roundedRect: bounds, cornerRadius: radius) : MotionPath(rect: bounds)
                guard Self.same(candidate, path) else { return nil }
                self = .roundedRect(bounds, cornerRadius: min(radius, min(bounds.width, bounds.height) / 2))
            }
        }

        private static func same(_ a: MotionPath, _ b: MotionPath) -> Bool {
            guard a.elements.count == b.elements.count else { return false }
            return zip(a.elements, b.elements).allSatisfy { x, y in
                let p = numbers(x), q = numbers(y)
                return p.count == q.count && zip(p, q).allSatisfy { abs($0 - $1) < 1e-9 }
            }
        }

        /// An element as numbers, its kind first.
        private static func numbers(_ element: PathElement) -> [Double] {
            switch element {
            case .move(let p): return [0, p.x, p.y]
            case .line(let p): return [1, p.x, p.y]
            case let .curve(p, c1, c2): return [2, p.x, p.y, c1.x, c1.y, c2.x, c2.y]
            case let .arc(c, r, a0, a1, clockwise): return [3, c.x, c.y, r, a0, a1, clockwise ? 1 : 0]
            case .close: return [4]
            }
        }

        var bounds: CGRect {
            switch self {
            case let .circle(c, r): return CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)
            case let .roundedRect(rect, _): return rect
            }
        }

        /// The vertical extent of the shape at `x` (empty outside it).
        func chord(_ x: Double) -> (low: Double, high: Double) {
            switch self {
            case let .circle(c, r):
                let u = x - c.x, h = (max(0, r * r - u * u)).squareRoot()
                return (c.y - h, c.y + h)
            case let .roundedRect(rect, rc):
                let u = max(0, max(rect.minX + rc - x, x - (rect.maxX - rc)))
                let inset = u > 0 ? rc - (max(0, rc * rc - u * u)).squareRoot() : 0
                return (rect.minY + inset, rect.maxY - inset)
            }
        }
    }

    let outline: Outline
    /// The Gaussian's standard deviation in the drawing's coordinates (> 0).
    let sigma: Double
    /// How far the pieces reach beyond the shape: 3.5 σ, where the coverage is below 0.03 %.
    var reach: Double { 3.5 * sigma }
    /// The largest difference in alpha (0…1) from the blurred shape the pieces may make anywhere,
    /// and on average over the shape's blurred bounds.
    static let maximumError = 0.02, maximumMeanError = 0.002

    /// The share of the blurred shape at `p`, 0…1.
    func coverage(_ p: CGPoint) -> Double {
        let b = outline.bounds, s = sigma
        let lo = max(b.minX, p.x - 6 * s), hi = min(b.maxX, p.x + 6 * s)
        guard hi > lo else { return 0 }
        let n = 96, h = (hi - lo) / Double(n)
        func f(_ x: Double) -> Double {
            let (y0, y1) = outline.chord(x), u = (p.x - x) / s
            let share = Self.phi((y1 - p.y) / s) - Self.phi((y0 - p.y) / s)
            return exp(-0.5 * u * u) * share
        }
        var sum = f(lo) + f(hi)
        for k in 1..<n { sum += f(lo + Double(k) * h) * (k % 2 == 1 ? 4 : 2) }
        return min(1, max(0, sum * h / 3 / (s * (2 * Double.pi).squareRoot())))
    }

    /// The standard normal distribution function.
    private static func phi(_ z: Double) -> Double { 0.5 * erfc(-z / 2.0.squareRoot()) }

    /// One gradient-filled piece: a circle or a rectangle, and its gradient (alphas are
    /// coverages, the colour applied by ``pieces(color:)``).
    struct Piece {
        var geometry: LottieDrawable.Geometry
        var gradient: LottieGradient
        /// The rectangle it fills (a circle's bounds), for checking.
        var rect: CGRect
    }

    /// The pieces with their coverages as alphas, and how far they stray from the coverage
    /// (largest and mean difference, 0…1, over a 41 × 41 grid on the blurred bounds).
    struct Layout {
        var pieces: [Piece]
        var worst: Double, mean: Double

        /// The same pieces moved by `offset`.
        func moved(by offset: CGPoint) -> Layout {
            func move(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + offset.x, y: p.y + offset.y) }
            var out = self
            out.pieces = pieces.map { piece in
                var p = piece
                switch piece.geometry {
                case let .ellipse(c, r): p.geometry = .ellipse(center: move(c), radius: r)
                case .paths(let paths): p.geometry = .paths(paths.map { $0.moved(by: -offset.x, -offset.y) })
                }
                p.gradient.start = move(piece.gradient.start)
                p.gradient.end = move(piece.gradient.end)
                p.rect = piece.rect.offsetBy(dx: offset.x, dy: offset.y)
                return p
            }
            return out
        }
    }

    /// What the layout depends on: the shape's size and corner radius, and σ (not its place).
    var key: String {
        switch outline {
        case let .circle(_, r): return "circle \(r) \(sigma)"
        case let .roundedRect(rect, rc): return "rect \(rect.width) \(rect.height) \(rc) \(sigma)"
        }
    }

    /// The same blur of the shape moved so that its bounds start at the origin, and where they start.
    var atOrigin: (shape: LottieSoftShape, origin: CGPoint) {
        let o = outline.bounds.origin
        switch outline {
        case let .circle(c, r): return (LottieSoftShape(outline: .circle(center: CGPoint(x: c.x - o.x, y: c.y - o.y), radius: r), sigma: sigma), o)
        case let .roundedRect(rect, rc):
            return (LottieSoftShape(outline: .roundedRect(CGRect(origin: .zero, size: rect.size), cornerRadius: rc), sigma: sigma), o)
        }
    }

    /// The pieces and how far they stray; nil for a σ that is not a positive number.
    func layout() -> Layout? {
        guard sigma > 1e-3, sigma.isFinite else { return nil }
        let raw = rawPieces()
        guard !raw.isEmpty else { return nil }
        let (worst, mean) = errors(raw)
        return Layout(pieces: raw, worst: worst, mean: mean)
    }

    /// The pieces in `color` (its alpha times the coverage), composited under `body` when given
    /// (a solid colour drawn over the blur, as one colour per stop), or nil when they would stray
    /// more than ``maximumError`` from the blurred shape.
    func pieces(color: MotionColor, under body: MotionColor? = nil) -> [Piece]? {
        layout().flatMap { Self.pieces($0, color: color, under: body) }
    }

    /// `layout`'s pieces in `color`, under `body` when given; nil when, in the colour's alpha,
    /// they stray more than ``maximumError`` anywhere or ``maximumMeanError`` on average.
    static func pieces(_ layout: Layout, color: MotionColor, under body: MotionColor? = nil) -> [Piece]? {
        guard layout.worst * color.alpha <= maximumError, layout.mean * color.alpha <= maximumMeanError else { return nil }
        return layout.pieces.map { piece in
            var p = piece
            p.gradient.stops = piece.gradient.stops.map {
                Gradient.Stop(color: Self.paint(color, coverage: $0.color.alpha, under: body), location: $0.location)
            }
            return p
        }
    }

    /// `color` at `coverage`, with `body` over it when given (source over, not premultiplied).
    static func paint(_ color: MotionColor, coverage: Double, under body: MotionColor?) -> MotionColor {
        let a = color.alpha * coverage
        guard let b = body else { return MotionColor(red: color.red, green: color.green, blue: color.blue, alpha: a) }
        let alpha = b.alpha + (1 - b.alpha) * a
        guard alpha > 0 else { return MotionColor(red: b.red, green: b.green, blue: b.blue, alpha: 0) }
        func over(_ top: Double, _ under: Double) -> Double { (b.alpha * top + (1 - b.alpha) * a * under) / alpha }
        return MotionColor(red: over(b.red, color.red), green: over(b.green, color.green), blue: over(b.blue, color.blue), alpha: alpha)
    }

    /// Locations where the coverage bends: `count` evenly over each of the ramps `ramps` (ranges
    /// along the gradient's line, from its start), merged, with the two ends.
    private static func locations(length: Double, ramps: [ClosedRange<Double>], count: Int) -> [Double] {
        var points = [0.0, length]
        for ramp in ramps {
            let a = max(0, ramp.lowerBound), b = min(length, ramp.upperBound)
            guard b > a else { continue }
            for k in 0...count { points.append(a + (b - a) * Double(k) / Double(count)) }
        }
        var sorted: [Double] = []
        for p in points.sorted() where sorted.last.map({ p - $0 > length * 1e-6 }) ?? true { sorted.append(p) }
        return sorted
    }

    /// A gradient from `start` to `end` with the coverage sampled at `locations` (distances from `start`).
    private func sampled(radial: Bool, _ start: CGPoint, _ end: CGPoint, _ locations: [Double]) -> LottieGradient {
        let length = hypot(end.x - start.x, end.y - start.y)
        let ux = (end.x - start.x) / length, uy = (end.y - start.y) / length
        let stops = locations.map { d in
            Gradient.Stop(color: MotionColor(red: 0, green: 0, blue: 0, alpha: coverage(CGPoint(x: start.x + ux * d, y: start.y + uy * d))),
                          location: d / length)
        }
        return LottieGradient(radial: radial, start: start, end: end, stops: stops)
    }

    private func rawPieces() -> [Piece] {
        let e = reach, ramp = 24
        switch outline {
        case let .circle(c, r):
            let outer = r + e
            let g = sampled(radial: true, c, CGPoint(x: c.x + outer, y: c.y),
                            Self.locations(length: outer, ramps: [(r - e)...outer], count: ramp))
            return [Piece(geometry: .ellipse(center: c, radius: outer), gradient: g,
                          rect: CGRect(x: c.x - outer, y: c.y - outer, width: 2 * outer, height: 2 * outer))]
        case let .roundedRect(rect, rc):
            let xa = rect.minX + rc, xb = rect.maxX - rc, ya = rect.minY + rc, yb = rect.maxY - rc
            let left = rect.minX - e, right = rect.maxX + e, top = rect.minY - e, bottom = rect.maxY + e
            var pieces: [Piece] = []
            func piece(_ r: CGRect, _ g: LottieGradient) {
                guard r.width > 1e-9, r.height > 1e-9 else { return }
                pieces.append(Piece(geometry: .paths(LottieBezier.subpaths(MotionPath(rect: r))), gradient: g, rect: r))
            }
            // The edges: from the middle out, the coverage along the shape's midlines. (Each
            // gradient starts where the coverage is high: rlottie tells its cached colour tables
            // apart by their first stops' colours times the opacity, so a gradient that starts
            // transparent would keep the opacity it was first drawn with.)
            func edge(_ start: CGPoint, _ end: CGPoint, _ r: CGRect) {
                let length = hypot(end.x - start.x, end.y - start.y)
                piece(r, sampled(radial: false, start, end, Self.locations(length: length, ramps: [(length - 2 * e)...length], count: ramp)))
            }
            let mid = CGPoint(x: rect.midX, y: rect.midY)
            edge(mid, CGPoint(x: mid.x, y: top), CGRect(x: xa, y: top, width: xb - xa, height: mid.y - top))
            edge(mid, CGPoint(x: mid.x, y: bottom), CGRect(x: xa, y: mid.y, width: xb - xa, height: bottom - mid.y))
            edge(CGPoint(x: xa, y: mid.y), CGPoint(x: left, y: mid.y), CGRect(x: left, y: ya, width: xa - left, height: yb - ya))
            edge(CGPoint(x: xb, y: mid.y), CGPoint(x: right, y: mid.y), CGRect(x: xb, y: ya, width: right - xb, height: yb - ya))
            // The corners: the coverage along each corner's diagonal, round its arc's centre.
            let extent = (rc + e) * 2.0.squareRoot()
            for (cx, cy, dx, dy) in [(xa, ya, -1.0, -1.0), (xb, ya, 1.0, -1.0), (xa, yb, -1.0, 1.0), (xb, yb, 1.0, 1.0)] {
                let center = CGPoint(x: cx, y: cy), diagonal = CGPoint(x: cx + dx * extent / 2.0.squareRoot(), y: cy + dy * extent / 2.0.squareRoot())
                let g = sampled(radial: true, center, diagonal, Self.locations(length: extent, ramps: [(rc - e)...(rc + e)], count: ramp))
                let x0 = dx < 0 ? left : cx, y0 = dy < 0 ? top : cy
                piece(CGRect(x: x0, y: y0, width: dx < 0 ? cx - left : right - cx, height: dy < 0 ? cy - top : bottom - cy),
                      LottieGradient(radial: true, start: center, end: CGPoint(x: cx + extent, y: cy), stops: g.stops))
            }
            return pieces
        }
    }

    /// The pieces' coverage at `p`: the first piece holding it, interpolated as players do.
    private static func drawn(_ pieces: [Piece], _ p: CGPoint) -> Double {
        for piece in pieces where piece.rect.contains(p) {
            let g = piece.gradient
            let length = hypot(g.end.x - g.start.x, g.end.y - g.start.y)
            var t: Double
            if g.radial {
                if case let .ellipse(c, r) = piece.geometry, hypot(p.x - c.x, p.y - c.y) > r { continue }
                t = hypot(p.x - g.start.x, p.y - g.start.y) / length
            } else {
                t = ((p.x - g.start.x) * (g.end.x - g.start.x) + (p.y - g.start.y) * (g.end.y - g.start.y)) / (length * length)
            }
            t = min(1, max(0, t))
            let stops = g.stops
            guard let k = stops.firstIndex(where: { $0.location >= t }) else { return stops.last?.color.alpha ?? 0 }
            guard k > 0 else { return stops[0].color.alpha }
            let a = stops[k - 1], b = stops[k], span = b.location - a.location
            return span > 0 ? a.color.alpha + (b.color.alpha - a.color.alpha) * (t - a.location) / span : b.color.alpha
        }
        return 0
    }

    /// The largest and the mean difference between the pieces and the coverage, on a 41 × 41 grid
    /// over the blurred bounds.
    private func errors(_ pieces: [Piece]) -> (worst: Double, mean: Double) {
        let b = outline.bounds.insetBy(dx: -reach, dy: -reach)
        var worst = 0.0, total = 0.0
        let n = 40
        for i in 0...n {
            for j in 0...n {
                let p = CGPoint(x: b.minX + b.width * Double(i) / Double(n), y: b.minY + b.height * Double(j) / Double(n))
                let error = abs(Self.drawn(pieces, p) - coverage(p))
                worst = max(worst, error)
                total += error
            }
        }
        return (worst, total / Double((n + 1) * (n + 1)))
    }
}
