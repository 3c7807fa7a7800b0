import Foundation
import MotionRender
import MotionTestSupport
import XCTest

/// Blurs and shadows against a true Gaussian computed here (the normal distribution's CDF
/// through `erf`), at scale 1 and 3; colour filters against the CSS Filter Effects formulas.
final class FilterTests: XCTestCase {
    /// The largest difference from a true Gaussian allowed, as a fraction of full alpha.
    /// Measured: a blurred edge is within 0.0114 (2.9 levels of 255) for σ from 2 to 40 pixels
    /// (extended boxes) and 0.0076 below 2 (sampled kernel); the blurred square of a shadow,
    /// where two edges multiply, within 0.0162 at scale 1 and at scale 3. Part of it is the 8-bit
    /// rounding after each of the six passes.
    static let blurTolerance = 0.02

    /// Φ, the standard normal CDF.
    static func phi(_ z: Double) -> Double { 0.5 * (1 + erf(z / 2.0.squareRoot())) }

    func testBlurredEdgeMatchesAGaussianForEveryRadius() throws {
        for sigma in [1.2, 1.9, 2, 2.5, 3, 4, 5, 6, 8, 12, 15, 40] {
            // A half-plane reaching far beyond the frame: its blur at the frame's edges depends on
            // what lies outside it, which must be taken into account.
            let image = try pixels(ClosureScene { c, _ in
                var blurred = c
                blurred.addFilter(.blur(radius: sigma))
                blurred.rect(CGRect(x: -400, y: -400, width: 580, height: 1080), .black)
            })
            var worst = 0.0
            for x in 0..<360 {
                let want = Self.phi((180 - (Double(x) + 0.5)) / sigma)
                for y in [0, 140, 279] {
                    worst = max(worst, abs(Double(image[x, y].a) / 255 - want))
                }
            }
            XCTAssertLessThan(worst, Self.blurTolerance, "σ = \(sigma): largest difference from the Gaussian \(worst)")
        }
    }

    func testBlurredSquareIsTheProductOfTwoGaussianEdges() throws {
        let sigma = 6.0
        let image = try pixels(ClosureScene { c, _ in
            var blurred = c
            blurred.addFilter(.blur(radius: sigma))
            blurred.rect(CGRect(x: 150, y: 110, width: 60, height: 60), .black)
        })
        for (x, y) in [(180, 140), (150, 140), (140, 120), (212, 172), (180, 100), (165, 180)] {
            let cx = Double(x) + 0.5, cy = Double(y) + 0.5
            let want = (Self.phi((210 - cx) / sigma) - Self.phi((150 - cx) / sigma)) * (Self.phi((170 - cy) / sigma) - Self.phi((110 - cy) / sigma))
            XCTAssertEqual(Double(image[x, y].a) / 255, want, accuracy: Self.blurTolerance, "(\(x), \(y))")
        }
    }

    func testShadowOffsetAndRadiusScaleWithTheOutput() throws {
        let square = CGRect(x: 100, y: 100, width: 60, height: 60)
        let (radius, dx, dy) = (4.0, 8.0, 6.0)
        for scale in [1.0, 3.0] {
            let image = try pixels(ClosureScene { c, _ in
                var shadowed = c
                shadowed.addFilter(.shadow(color: .black, radius: radius, x: dx, y: dy, options: .shadowOnly))
                shadowed.rect(square, Pure.red)
            }, size: .scale(scale))
            var worst = 0.0, mass = 0.0, sx = 0.0, sy = 0.0
            for py in 0..<image.height {
                for px in 0..<image.width {
                    // The pixel centre in box points.
                    let x = (Double(px) + 0.5) / scale, y = (Double(py) + 0.5) / scale
                    let want = (Self.phi((square.maxX + dx - x) / radius) - Self.phi((square.minX + dx - x) / radius))
                        * (Self.phi((square.maxY + dy - y) / radius) - Self.phi((square.minY + dy - y) / radius))
                    let a = Double(image[px, py].a) / 255
                    worst = max(worst, abs(a - want))
                    mass += a; sx += a * x; sy += a * y
                    XCTAssertEqual(image[px, py].r, 0, "shadow only: the red square is not drawn")
                }
            }
            XCTAssertLessThan(worst, Self.blurTolerance, "scale \(scale): largest difference from the Gaussian shadow \(worst)")
            XCTAssertEqual(sx / mass, square.midX + dx, accuracy: 0.05, "scale \(scale): the shadow's centre is offset by x")
            XCTAssertEqual(sy / mass, square.midY + dy, accuracy: 0.05, "scale \(scale): and by y")
        }
    }

    func testDropShadowLiesBehindTheShape() throws {
        let image = try pixels(ClosureScene { c, _ in
            var shadowed = c
            shadowed.addFilter(.shadow(color: MotionColor(red: 0, green: 0, blue: 1, alpha: 0.5), radius: 3, x: 10, y: 10))
            shadowed.rect(CGRect(x: 100, y: 100, width: 60, height: 60), Pure.red)
        })
        XCTAssertTrue(image[155, 155] == (255, 0, 0, 255), "the shape is drawn over its shadow: \(image[155, 155])")
        let edge = Self.phi(4.5 / 3) - Self.phi(-54.5 / 3)   // 4.5 inside the shadow's far edges, σ = 3
        XCTAssertEqual(image[165, 165].b, 255, "the shadow beside it")
        XCTAssertEqual(Double(image[165, 165].a) / 255, 0.5 * edge * edge, accuracy: Self.blurTolerance, "half-transparent, blurred")
        XCTAssertEqual(image[90, 90].a, 0, "no shadow on the other side")
    }

    func testInnerShadowDarkensTheInsideEdgeOnly() throws {
        let (radius, inside) = (4.0, CGRect(x: 100, y: 100, width: 100, height: 80))
        let image = try pixels(ClosureScene { c, _ in
            var shaded = c
            shaded.addFilter(.innerShadow(color: .black, radius: radius))
            shaded.rect(inside, .white)
        })
        XCTAssertEqual(image[60, 60].a, 0, "nothing outside the shape")
        for x in [101, 104, 110, 150] {
            // Atop the white shape, the shadow's alpha is 1 minus the blurred shape's alpha.
            let cx = Double(x) + 0.5, cy = 140.5
            let covered = (Self.phi((inside.maxX - cx) / radius) - Self.phi((inside.minX - cx) / radius))
                * (Self.phi((inside.maxY - cy) / radius) - Self.phi((inside.minY - cy) / radius))
            XCTAssertEqual(Double(image[x, 140].r) / 255, covered, accuracy: Self.blurTolerance, "x = \(x)")
            XCTAssertEqual(image[x, 140].a, 255, "the shape stays opaque")
        }
    }

    func testFiltersBelongToTheCopyAndApplyInOrder() throws {
        let image = try pixels(ClosureScene { c, _ in
            var filtered = c
            filtered.addFilter(.colorInvert())
            filtered.addFilter(.opacity(0.5))
            filtered.rect(CGRect(x: 0, y: 0, width: 50, height: 50), MotionColor(red: 1, green: 0.25, blue: 0))
            c.rect(CGRect(x: 100, y: 0, width: 50, height: 50), MotionColor(red: 1, green: 0.25, blue: 0))
        })
        let p = image[25, 25]
        XCTAssertEqual([Int(p.r), Int(p.g), Int(p.b)], [0, 191, 255], "inverted")
        XCTAssertEqual(Int(p.a), 128, accuracy: 1, "then half transparent")
        XCTAssertTrue(image[125, 25] == (255, 64, 0, 255), "the original has no filter: \(image[125, 25])")
    }

    func testColourFiltersFollowTheCSSDefinitions() throws {
        let (r, g, b) = (0.8, 0.4, 0.1)
        let lum = 0.2126 * r + 0.7152 * g + 0.0722 * b
        func clamped(_ v: Double) -> Double { min(1, max(0, v)) }
        let angle = 1.1, cs = cos(angle), sn = sin(angle)
        let cases: [(String, Filter, [Double])] = [
            ("grayscale 1", .grayscale(1), [lum, lum, lum, 1]),
            ("saturation 0.3", .saturation(0.3), [
                (0.213 + 0.787 * 0.3) * r + (0.715 - 0.715 * 0.3) * g + (0.072 - 0.072 * 0.3) * b,
                (0.213 - 0.213 * 0.3) * r + (0.715 + 0.285 * 0.3) * g + (0.072 - 0.072 * 0.3) * b,
                (0.213 - 0.213 * 0.3) * r + (0.715 - 0.715 * 0.3) * g + (0.072 + 0.928 * 0.3) * b, 1]),
            ("hue rotation", .hueRotation(.radians(angle)), [
                (0.213 + cs * 0.787 - sn * 0.213) * r + (0.715 - cs * 0.715 - sn * 0.715) * g + (0.072 - cs * 0.072 + sn * 0.928) * b,
                (0.213 - cs * 0.213 + sn * 0.143) * r + (0.715 + cs * 0.285 + sn * 0.140) * g + (0.072 - cs * 0.072 - sn * 0.283) * b,
                (0.213 - cs * 0.213 - sn * 0.787) * r + (0.715 - cs * 0.715 + sn * 0.715) * g + (0.072 + cs * 0.928 + sn * 0.072) * b, 1]),
            ("brightness +0.2 (SwiftUI adds)", .brightness(0.2), [r + 0.2, g + 0.2, b + 0.2, 1]),
            ("CSS brightness 1.5 (multiplies)", .colorMatrix(.scale(1.5)), [r * 1.5, g * 1.5, b * 1.5, 1]),
            ("contrast 1.6", .contrast(1.6), [(r - 0.5) * 1.6 + 0.5, (g - 0.5) * 1.6 + 0.5, (b - 0.5) * 1.6 + 0.5, 1]),
            ("invert 0.3", .colorInvert(0.3), [0.3 * (1 - r) + 0.7 * r, 0.3 * (1 - g) + 0.7 * g, 0.3 * (1 - b) + 0.7 * b, 1]),
            ("colour multiply", .colorMultiply(MotionColor(red: 0.5, green: 1, blue: 0.2, alpha: 0.8)), [r * 0.5, g, b * 0.2, 0.8]),
            ("opacity", .opacity(0.4), [r, g, b, 0.4]),
            ("luminance to alpha", .luminanceToAlpha, [0, 0, 0, 0.2125 * r + 0.7154 * g + 0.0721 * b]),
        ]
        for (name, filter, want) in cases {
            let image = try pixels(ClosureScene { c, _ in
                var filtered = c
                filtered.addFilter(filter)
                filtered.rect(CGRect(x: 10, y: 10, width: 40, height: 40), MotionColor(red: r, green: g, blue: b))
            })
            let p = image[30, 30], w = want.map(clamped)
            let got = [Double(p.r), Double(p.g), Double(p.b)].map { $0 / 255 * Double(p.a) / 255 } + [Double(p.a) / 255]
            let expected = [w[0] * w[3], w[1] * w[3], w[2] * w[3], w[3]]
            for (k, (gv, wv)) in zip(got, expected).enumerated() {
                XCTAssertEqual(gv, wv, accuracy: 1.5 / 255, "\(name), component \(k): got \(got), CSS gives \(expected)")
            }
        }
    }

    func testLayerBlurBlursTheWholeLayer() throws {
        let image = try pixels(ClosureScene { c, _ in
            var blurred = c
            blurred.addFilter(.blur(radius: 5))
            blurred.drawLayer { layer in
                layer.rect(CGRect(x: 100, y: 100, width: 40, height: 40), .black)
                layer.rect(CGRect(x: 140, y: 100, width: 40, height: 40), .black)
            }
        })
        // One layer: no seam at x = 140 where the two squares meet.
        XCTAssertEqual(image[140, 120].a, 255)
        XCTAssertEqual(Double(image[100, 120].a) / 255, Self.phi(0.5 / 5), accuracy: Self.blurTolerance, "a Gaussian edge at x = 100")
    }

    /// RenderLimits.filterChain filters on one copy are drawn; one more is refused, naming the
    /// limit, and nothing is written.
    func testAFilterChainHasALimit() throws {
        func scene(_ count: Int) -> ClosureScene {
            ClosureScene(duration: 1, stillTime: 0) { c, _ in
                var c = c
                for _ in 0..<count { c.addFilter(.blur(radius: 0.5)) }
                c.fill(MotionPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20)), with: .black)
            }
        }
        XCTAssertNoThrow(try MotionRenderer.raster(scene(RenderLimits.filterChain), at: 0))
        XCTAssertThrowsError(try MotionRenderer.raster(scene(RenderLimits.filterChain + 1), at: 0)) {
            XCTAssertTrue("\($0)".contains("addFilter(.blur(radius: 0.5)): this copy has 32 filters already, the limit (RenderLimits.filterChain)"), "\($0)")
        }
    }

    /// The filtered drawings of one frame share RenderLimits.filterWork: 40 full frames at scale 4
    /// with 32 blurs each (about 2 billion pixel passes) fail at the second, each alone being
    /// about 52 million, under the budget.
    func testAFramesFiltersShareOneBudget() throws {
        // A command run earlier in this test process may have armed the scene files' wall-clock
        // limit, which ends the process; this frame's budget is what is tested here.
        FrameWatch.disarm()
        let heavy = ClosureScene(duration: 1, stillTime: 0) { c, _ in
            var c = c
            for _ in 0..<32 { c.addFilter(.blur(radius: 1)) }
            for _ in 0..<40 { c.fill(MotionPath(rect: CGRect(x: 0, y: 0, width: 360, height: 280)), with: .black) }
        }
        XCTAssertThrowsError(try MotionRenderer.raster(heavy, at: 0, options: RenderOptions(size: .scale(4)))) {
            XCTAssertTrue("\($0)".contains("need more than 100000000 pixel passes together, over the limit (RenderLimits.filterWork)"), "\($0)")
        }
    }
}
