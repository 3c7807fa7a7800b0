import Foundation

/// Independent reference implementations used by the tests. None of them calls MotionCore.
enum Reference {
    /// Integrates m·x'' + c·(x') + k·(x − target(t)) = 0 with classic fourth-order Runge–Kutta and returns
    /// (position, velocity) at each of `times` (ascending, >= 0). The step is `step` seconds, shortened
    /// so every sample time and every target change is hit exactly.
    static func rk4(mass m: Double, stiffness k: Double, damping c: Double,
                    position x0: Double, velocity v0: Double,
                    target: (Double) -> Double, breaks: [Double] = [],
                    times: [Double], step: Double = 1e-4) -> [(x: Double, v: Double)] {
        var x = x0, v = v0, t = 0.0
        var results: [(x: Double, v: Double)] = []
        let stops = Array(Set(times + breaks.filter { $0 > 0 })).sorted()
        var wanted = Set(times)
        for stop in stops {
            while t < stop {
                let remaining = stop - t, h = min(step, remaining)
                // The target is constant inside a step (steps never cross a break): read it mid-step.
                let goal = target(t + h / 2)
                func acceleration(_ x: Double, _ v: Double) -> Double { -(c * v + k * (x - goal)) / m }
                let k1x = v, k1v = acceleration(x, v)
                let k2x = v + h / 2 * k1v, k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
                let k3x = v + h / 2 * k2v, k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
                let k4x = v + h * k3v, k4v = acceleration(x + h * k3x, v + h * k3v)
                x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
                t = h == remaining ? stop : t + h
            }
            if wanted.remove(stop) != nil { results.append((x, v)) }
        }
        return results
    }

    /// y of the cubic Bézier (0,0) (x1,y1) (x2,y2) (1,1) at the parameter where its x equals `x`, found by
    /// bisection on the Bernstein form to full precision.
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        func bernstein(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            let r = 1 - s
            return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
        }
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if bernstein(x1, x2, mid) < x { low = mid } else { high = mid }
        }
        return bernstein(y1, y2, (low + high) / 2)
    }

    /// Smoothstep as its polynomial 3u² − 2u³ on u = (x − a)/(b − a), 0 below a and 1 above b (a < b).
    static func smoothstep(_ a: Double, _ b: Double, _ x: Double) -> Double {
        if x <= a { return 0 }
        if x >= b { return 1 }
        let u = (x - a) / (b - a)
        return 3 * u * u - 2 * u * u * u
    }

    /// The seed's spring 1 − Re[(1 − i·ζω/ω_d)·e^{λx}] with λ = −ζω + iω_d, ζ = 0.78, in complex arithmetic.
    static func seedSpring(_ x: Double, _ w: Double) -> Double {
        guard x > 0 else { return 0 }
        let zeta = 0.78, wd = w * (1 - zeta * zeta).squareRoot()
        let lambda = Complex(re: -zeta * w, im: wd)
        let coefficient = Complex(re: 1, im: -zeta * w / wd)
        return 1 - (coefficient * (lambda * x).exp()).re
    }

    struct Complex {
        var re: Double, im: Double
        static func * (a: Complex, b: Complex) -> Complex {
            Complex(re: a.re * b.re - a.im * b.im, im: a.re * b.im + a.im * b.re)
        }
        static func * (a: Complex, s: Double) -> Complex { Complex(re: a.re * s, im: a.im * s) }
        func exp() -> Complex {
            let m = Foundation.exp(re)
            return Complex(re: m * cos(im), im: m * sin(im))
        }
    }
}

/// SplitMix64: a tiny deterministic generator so sampled tests are reproducible.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
