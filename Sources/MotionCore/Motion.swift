import Foundation

/// The five closed-form curves every scene is built from, line for line as in the JavaScript
/// prototype (`Resources/motion.js`), so a scene ports from one language to the other unchanged.
///
/// All of them are pure functions of their arguments: any instant can be evaluated directly,
/// forwards or backwards, with no state carried between frames.
public enum Motion {
    /// The damping ratio of ``spring(_:_:)``: a little overshoot, then it settles.
    public static let springDamping = 0.78

    /// A damped spring from 0 to 1 that starts at `x = 0`.
    ///
    /// `1 − e^(−ζωx)·(cos(ω_d·x) + ζω/ω_d · sin(ω_d·x))` with damping ratio ζ = 0.78 and
    /// ω_d = ω·√(1 − ζ²). It overshoots 1 by about 2 % and settles.
    ///
    /// - Parameters:
    ///   - x: seconds since the spring started. `x <= 0` gives exactly 0; NaN gives 0 too,
    ///     since NaN is not greater than 0.
    ///   - w: natural angular frequency ω in radians per second (default 14). Larger is faster.
    ///     `w = 0` gives NaN for `x > 0` (0/0), as in the prototype.
    /// - Returns: the spring's position; 1 is the target.
    ///
    /// ```swift
    /// let y = M.lerp(start, end, M.spring(t - 0.35, 16))
    /// ```
    @inlinable
    public static func spring(_ x: Double, _ w: Double = 14) -> Double {
        guard x > 0 else { return 0 }
        let z = springDamping, wd = w * (1 - z * z).squareRoot(), e = exp(-z * w * x)
        return 1 - e * (cos(wd * x) + (z * w / wd) * sin(wd * x))
    }

    /// `v` limited to `[a, b]`: `min(b, max(a, v))`.
    ///
    /// - Parameters: `a` defaults to 0, `b` to 1. If `a > b` the result is `b`.
    /// - Note: with Swift's `min`/`max`, a NaN `v` gives `a` (JavaScript's `Math.max` would give NaN).
    @inlinable
    public static func clamp(_ v: Double, _ a: Double = 0, _ b: Double = 1) -> Double {
        min(b, max(a, v))
    }

    /// Smoothstep: 0 before `a`, 1 after `b`, easing in and out between them (`3u² − 2u³`).
    ///
    /// Used for fades: `c.fade(M.smooth(0, 0.25, t))`.
    /// - Edge cases: when `a == b` it is a step, 0 for `x <= a` and 1 for `x > a`.
    ///   When `a > b` the ramp runs backwards (1 before `b`, 0 after `a`). A NaN `x` gives 0.
    @inlinable
    public static func smooth(_ a: Double, _ b: Double, _ x: Double) -> Double {
        let u = clamp((x - a) / (b - a))
        return u * u * (3 - 2 * u)
    }

    /// Linear interpolation: `a` at `k = 0`, `b` at `k = 1`; `k` is not clamped, so a spring's
    /// overshoot carries through.
    @inlinable
    public static func lerp(_ a: Double, _ b: Double, _ k: Double) -> Double {
        a + (b - a) * k
    }

    /// A "pop": a spring up at `c` and back down `len` seconds later.
    ///
    /// `spring(t − c, w) − spring(t − c − len, w)`; 0 before `c`, about 1 during the pop, back to 0
    /// after. Defaults: `len` 0.14 s, `w` 30 rad/s. `len <= 0` gives 0 or a negative blip.
    @inlinable
    public static func bump(_ t: Double, _ c: Double, _ len: Double = 0.14, _ w: Double = 30) -> Double {
        spring(t - c, w) - spring(t - c - len, w)
    }
}

/// Short name used by scenes ported from the prototype (`M.spring`, `M.smooth`, …).
public typealias M = Motion
