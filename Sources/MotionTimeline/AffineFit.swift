import Foundation

/// Finds the transform that carries one outline onto another, so that a shape drawn many times
/// (a coin at every position of its spring, a card sliding in) is stored once and placed with a
/// transform.
///
/// The result is checked with the numbers the file will hold (coefficients rounded to
/// ``coefficientDecimals``, offsets to ``offsetDecimals``): every point lands within
/// `tolerance` of where cairo put it, in output pixels.
enum AffineFit {
    /// How far the transform may go.
    enum Freedom {
        /// Only the same outline in the same place (a fill with a gradient or pattern, whose paint
        /// would move with the shape).
        case identity
        /// Moves only (a stroke, whose width would change under a scale).
        case translation
        /// Any affine map (a plain fill).
        case affine
    }

    static let coefficientDecimals = 6
    static let offsetDecimals = 3

    /// The transform `M` with `M(base[i]) ≈ own(target[i])` for every point: `own` is the
    /// target's own transform (identity for most of cairo's paths), applied after the fitted part.
    /// Under `.affine`, the simplest form that fits wins: a move, a uniform scale, a scale along
    /// the axes, then any affine map (shorter to write, and free of the fitting noise a general
    /// solution picks up from cairo's rounded coordinates). nil when the outlines differ in length
    /// or no transform within `freedom` fits.
    static func fit(base: [CGPoint], target: [CGPoint], freedom: Freedom, own: MotionTransform,
                    tolerance: Double) -> MotionTransform? {
        guard base.count == target.count, !base.isEmpty else { return nil }
        // Offsets from the centroids, which spreads cairo's rounding evenly over the points.
        let n = Double(base.count)
        let p = CGPoint(x: base.reduce(0) { $0 + $1.x } / n, y: base.reduce(0) { $0 + $1.y } / n)
        let q = CGPoint(x: target.reduce(0) { $0 + $1.x } / n, y: target.reduce(0) { $0 + $1.y } / n)
        func through(a: Double, b: Double, c: Double, d: Double) -> MotionTransform {
            MotionTransform(a: a, b: b, c: c, d: d, tx: q.x - (a * p.x + c * p.y), ty: q.y - (b * p.x + d * p.y))
        }
        var forms: [MotionTransform]
        switch freedom {
        case .identity: forms = [.identity]
        case .translation: forms = [through(a: 1, b: 0, c: 0, d: 1)]
        case .affine:
            forms = [through(a: 1, b: 0, c: 0, d: 1)]
            if let general = solve(base, target) {
                let uniform = (general.a + general.d) / 2
                forms += [through(a: uniform, b: 0, c: 0, d: uniform), through(a: general.a, b: 0, c: 0, d: general.d),
                          through(a: general.a, b: general.b, c: general.c, d: general.d)]
            }
        }
        for local in forms {
            let placed = rounded(own.prepending(local))
            if zip(base, target).allSatisfy({ pair in
                let a = placed.apply(pair.0), b = own.apply(pair.1)
                return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
            }) { return placed }
        }
        return nil
    }

    /// True when `t` only moves (no scale, turn or skew).
    static func isMove(_ t: MotionTransform) -> Bool { t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 }

    /// The affine map through three well-spread point pairs (the first, the farthest from it, and
    /// the one making the largest triangle with both); nil when the base is (nearly) a line.
    private static func solve(_ base: [CGPoint], _ target: [CGPoint]) -> MotionTransform? {
        let p0 = base[0]
        var i1 = 0, far = 0.0
        for (i, p) in base.enumerated() {
            let d = (p.x - p0.x) * (p.x - p0.x) + (p.y - p0.y) * (p.y - p0.y)
            if d > far { far = d; i1 = i }
        }
        let u = CGPoint(x: base[i1].x - p0.x, y: base[i1].y - p0.y)
        var i2 = 0, area = 0.0
        for (i, p) in base.enumerated() {
            let cross = abs(u.x * (p.y - p0.y) - u.y * (p.x - p0.x))
            if cross > area { area = cross; i2 = i }
        }
        // Less than a thousandth of a pixel² per unit of length: no second direction to fix.
        guard far > 0, area > 1e-3 * far.squareRoot() else { return nil }
        let v = CGPoint(x: base[i2].x - p0.x, y: base[i2].y - p0.y)
        let q0 = target[0]
        let qu = CGPoint(x: target[i1].x - q0.x, y: target[i1].y - q0.y)
        let qv = CGPoint(x: target[i2].x - q0.x, y: target[i2].y - q0.y)
        // [qu qv] = L · [u v]  →  L = [qu qv] · [u v]⁻¹
        let det = u.x * v.y - v.x * u.y
        let inv = (a: v.y / det, b: -u.y / det, c: -v.x / det, d: u.x / det)   // columns: (a, b), (c, d)
        let a = qu.x * inv.a + qv.x * inv.b, c = qu.x * inv.c + qv.x * inv.d
        let b = qu.y * inv.a + qv.y * inv.b, d = qu.y * inv.c + qv.y * inv.d
        return MotionTransform(a: a, b: b, c: c, d: d, tx: q0.x - (a * p0.x + c * p0.y), ty: q0.y - (b * p0.x + d * p0.y))
    }

    /// `t` with the numbers as the file writes them.
    static func rounded(_ t: MotionTransform) -> MotionTransform {
        MotionTransform(a: SVGNumber.rounded(t.a, decimals: coefficientDecimals), b: SVGNumber.rounded(t.b, decimals: coefficientDecimals),
                        c: SVGNumber.rounded(t.c, decimals: coefficientDecimals), d: SVGNumber.rounded(t.d, decimals: coefficientDecimals),
                        tx: SVGNumber.rounded(t.tx, decimals: offsetDecimals), ty: SVGNumber.rounded(t.ty, decimals: offsetDecimals))
    }

    /// The attributes that place a `<use>` with `t`: none for the identity, `x`/`y` for a move,
    /// else `transform="matrix(…)"`; each with a leading space.
    static func attributes(_ t: MotionTransform) -> String {
        let c = coefficientDecimals, o = offsetDecimals
        if isMove(t) {
            let x = SVGNumber.text(t.tx, decimals: o), y = SVGNumber.text(t.ty, decimals: o)
            return (x == "0" ? "" : " x=\"\(x)\"") + (y == "0" ? "" : " y=\"\(y)\"")
        }
        let numbers = [SVGNumber.text(t.a, decimals: c), SVGNumber.text(t.b, decimals: c), SVGNumber.text(t.c, decimals: c),
                       SVGNumber.text(t.d, decimals: c), SVGNumber.text(t.tx, decimals: o), SVGNumber.text(t.ty, decimals: o)]
        return " transform=\"matrix(\(numbers.joined(separator: ",")))\""
    }

    /// Reads `matrix(a,b,c,d,e,f)` (commas or spaces), as cairo writes a path's own transform.
    static func parseMatrix(_ text: String) -> MotionTransform? {
        guard text.hasPrefix("matrix("), text.hasSuffix(")") else { return nil }
        let numbers = text.dropFirst(7).dropLast().split(whereSeparator: { $0 == "," || $0 == " " }).compactMap { Double($0) }
        guard numbers.count == 6, numbers.allSatisfy(\.isFinite) else { return nil }
        return MotionTransform(a: numbers[0], b: numbers[1], c: numbers[2], d: numbers[3], tx: numbers[4], ty: numbers[5])
    }
}
