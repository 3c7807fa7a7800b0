import Foundation
import MotionRender
import MotionTestSupport
import XCTest

/// Every blend mode on a few colour pairs (opaque and translucent) against the W3C Compositing
/// and Blending Level 1 formulas evaluated here: the blend function `B(Cb, Cs)` (separable, or
/// through `Lum`/`Sat` for hue, saturation, color and luminosity), composited source-over as
/// `co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B`, and the Porter–Duff operators as
/// `co = αs·Fa·Cs + αb·Fb·Cb` with the canvas's `Fa` and `Fb`.
///
/// A backdrop square is drawn, then a source square overlapping it with the mode. Pixels are
/// checked inside the overlap, in the backdrop outside the source (where `copy`, `sourceIn`,
/// `sourceOut`, `destinationIn` and `destinationAtop` clear, as in a canvas) and in the source
/// outside the backdrop.
final class BlendModeTests: XCTestCase {
    /// 8-bit rounding inside pixman: a channel may be this far from the formula.
    static let tolerance = 2

    typealias RGBA = (r: Double, g: Double, b: Double, a: Double)

    static let pairs: [(backdrop: RGBA, source: RGBA)] = [
        ((0.8, 0.3, 0.1, 1), (0.2, 0.6, 0.9, 1)),
        ((0.1, 0.5, 0.7, 1), (0.9, 0.9, 0.2, 0.6)),
        ((0.95, 0.2, 0.6, 0.7), (0.3, 0.1, 0.8, 0.8)),
        ((0.5, 0.5, 0.5, 0.5), (1, 0.4, 0, 1)),
    ]

    func testEveryModeFollowsTheW3CFormulas() throws {
        for mode in BlendMode.allCases {
            for (backdrop, source) in Self.pairs {
                let b8 = Self.quantized(backdrop), s8 = Self.quantized(source)
                let image = try pixels(ClosureScene { c, _ in
                    c.rect(CGRect(x: 20, y: 20, width: 100, height: 100), Self.color(b8))
                    var blended = c
                    blended.blendMode = mode
                    blended.rect(CGRect(x: 60, y: 60, width: 100, height: 100), Self.color(s8))
                })
                let places: [(String, Int, Int, RGBA, RGBA)] = [
                    ("overlap", 90, 90, b8, s8), ("backdrop only", 35, 35, b8, (0, 0, 0, 0)), ("source only", 140, 140, (0, 0, 0, 0), s8)]
                for (place, x, y, b, s) in places {
                    let want = Self.composite(mode, backdrop: b, source: s)
                    let p = image[x, y]
                    let got: RGBA = (Double(p.r) / 255, Double(p.g) / 255, Double(p.b) / 255, Double(p.a) / 255)
                    assertClose(got, want, "\(mode) \(place), backdrop \(b8), source \(s8)")
                }
            }
        }
    }

    func testCanvasNamesRoundTrip() {
        XCTAssertEqual(BlendMode(canvasName: "lighter"), .plusLighter)
        XCTAssertEqual(BlendMode(canvasName: "source-over"), .normal)
        XCTAssertEqual(BlendMode(canvasName: "color-dodge"), .colorDodge)
        XCTAssertNil(BlendMode(canvasName: "plus-darker"))
        for mode in BlendMode.allCases where mode != .clear {
            XCTAssertEqual(mode.canvasName.flatMap(BlendMode.init(canvasName:)), mode)
        }
    }

    func testBlendModeBelongsToTheCopy() throws {
        let image = try pixels(ClosureScene { c, _ in
            c.rect(CGRect(x: 0, y: 0, width: 100, height: 100), Pure.red)
            var copy = c
            copy.blendMode = .multiply
            copy.rect(CGRect(x: 0, y: 0, width: 50, height: 100), MotionColor(red: 0.5, green: 1, blue: 1))
            c.rect(CGRect(x: 50, y: 0, width: 50, height: 100), MotionColor(red: 0.5, green: 1, blue: 1))
        })
        XCTAssertEqual(Int(image[20, 50].r), 128, accuracy: 1, "multiplied by the copy")
        XCTAssertEqual(image[80, 50].r, 128, "the original still draws normally")
        XCTAssertEqual(image[80, 50].g, 255)
    }

    // MARK: - The formulas

    static func quantized(_ c: RGBA) -> RGBA {
        func q(_ v: Double) -> Double { (v * 255).rounded() / 255 }
        return (q(c.r), q(c.g), q(c.b), q(c.a))
    }

    static func color(_ c: RGBA) -> MotionColor { MotionColor(red: c.r, green: c.g, blue: c.b, alpha: c.a) }

    /// The result of drawing `source` over `backdrop` with `mode`, straight alpha.
    static func composite(_ mode: BlendMode, backdrop b: RGBA, source s: RGBA) -> RGBA {
        let (fa, fb): (Double, Double)
        switch mode {
        case .clear: (fa, fb) = (0, s.a > 0 ? 0 : 1)   // clears where the shape is
        case .copy: (fa, fb) = (1, 0)
        case .sourceIn: (fa, fb) = (b.a, 0)
        case .sourceOut: (fa, fb) = (1 - b.a, 0)
        case .sourceAtop: (fa, fb) = (b.a, 1 - s.a)
        case .destinationOver: (fa, fb) = (1 - b.a, 1)
        case .destinationIn: (fa, fb) = (0, s.a)
        case .destinationOut: (fa, fb) = (0, 1 - s.a)
        case .destinationAtop: (fa, fb) = (1 - b.a, s.a)
        case .xor: (fa, fb) = (1 - b.a, 1 - s.a)
        case .plusLighter: (fa, fb) = (1, 1)
        default:
            let mixed = blend(mode, (b.r, b.g, b.b), (s.r, s.g, s.b))
            func channel(_ cb: Double, _ cs: Double, _ bl: Double) -> Double {
                s.a * cs * (1 - b.a) + b.a * cb * (1 - s.a) + s.a * b.a * bl
            }
            return straight(channel(b.r, s.r, mixed.0), channel(b.g, s.g, mixed.1), channel(b.b, s.b, mixed.2),
                            s.a + b.a * (1 - s.a))
        }
        func channel(_ cb: Double, _ cs: Double) -> Double { min(1, s.a * fa * cs + b.a * fb * cb) }
        return straight(channel(b.r, s.r), channel(b.g, s.g), channel(b.b, s.b), min(1, s.a * fa + b.a * fb))
    }

    static func straight(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> RGBA {
        a > 0 ? (min(1, r / a), min(1, g / a), min(1, b / a), a) : (0, 0, 0, 0)
    }

    typealias RGB = (Double, Double, Double)

    static func blend(_ mode: BlendMode, _ cb: RGB, _ cs: RGB) -> RGB {
        func separable(_ f: (Double, Double) -> Double) -> RGB { (f(cb.0, cs.0), f(cb.1, cs.1), f(cb.2, cs.2)) }
        func hardLight(_ b: Double, _ s: Double) -> Double { s <= 0.5 ? b * 2 * s : screen(b, 2 * s - 1) }
        func screen(_ b: Double, _ s: Double) -> Double { b + s - b * s }
        switch mode {
        case .multiply: return separable { $0 * $1 }
        case .screen: return separable(screen)
        case .overlay: return separable { b, s in hardLight(s, b) }
        case .darken: return separable(min)
        case .lighten: return separable(max)
        case .colorDodge: return separable { b, s in b == 0 ? 0 : s == 1 ? 1 : min(1, b / (1 - s)) }
        case .colorBurn: return separable { b, s in b == 1 ? 1 : s == 0 ? 0 : 1 - min(1, (1 - b) / s) }
        case .hardLight: return separable(hardLight)
        case .softLight:
            return separable { b, s in
                if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
                let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
                return b + (2 * s - 1) * (d - b)
            }
        case .difference: return separable { abs($0 - $1) }
        case .exclusion: return separable { b, s in b + s - 2 * b * s }
        case .hue: return setLum(setSat(cs, sat(cb)), lum(cb))
        case .saturation: return setLum(setSat(cb, sat(cs)), lum(cb))
        case .color: return setLum(cs, lum(cb))
        case .luminosity: return setLum(cb, lum(cs))
        default: return cs
        }
    }

    static func lum(_ c: RGB) -> Double { 0.3 * c.0 + 0.59 * c.1 + 0.11 * c.2 }

    static func clipColor(_ c: RGB) -> RGB {
        let l = lum(c), n = min(c.0, c.1, c.2), x = max(c.0, c.1, c.2)
        var r = c
        if n < 0 { r = (l + (r.0 - l) * l / (l - n), l + (r.1 - l) * l / (l - n), l + (r.2 - l) * l / (l - n)) }
        if x > 1 { r = (l + (r.0 - l) * (1 - l) / (x - l), l + (r.1 - l) * (1 - l) / (x - l), l + (r.2 - l) * (1 - l) / (x - l)) }
        return r
    }

    static func setLum(_ c: RGB, _ l: Double) -> RGB {
        let d = l - lum(c)
        return clipColor((c.0 + d, c.1 + d, c.2 + d))
    }

    static func sat(_ c: RGB) -> Double { max(c.0, c.1, c.2) - min(c.0, c.1, c.2) }

    static func setSat(_ c: RGB, _ s: Double) -> RGB {
        var v = [c.0, c.1, c.2]
        let order = v.indices.sorted { v[$0] < v[$1] }
        let (lo, mid, hi) = (order[0], order[1], order[2])
        if v[hi] > v[lo] {
            v[mid] = (v[mid] - v[lo]) * s / (v[hi] - v[lo])
            v[hi] = s
        } else {
            v[mid] = 0
            v[hi] = 0
        }
        v[lo] = 0
        return (v[0], v[1], v[2])
    }

    private func assertClose(_ got: RGBA, _ want: RGBA, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        // Colour is meaningless where alpha is 0; compare premultiplied.
        let g = [got.r * got.a, got.g * got.a, got.b * got.a, got.a].map { Int(($0 * 255).rounded()) }
        let w = [want.r * want.a, want.g * want.a, want.b * want.a, want.a].map { Int(($0 * 255).rounded()) }
        let delta = zip(g, w).map { abs($0 - $1) }.max()!
        XCTAssertLessThanOrEqual(delta, Self.tolerance, "\(what): got \(g), the formula gives \(w) (premultiplied)", file: file, line: line)
    }
}
