import Foundation
import MotionRender
import MotionTimeline
import XCTest

/// The curve plot is a scene: the dot drawn at `t` must sit on the curve's value at `t`. Where it
/// must sit is computed here from the documented plot area and the axis ranges worked out by hand,
/// not with the plot's own ``CurvePlotScene/point(x:y:)`` or ``CurvePlotScene/coordinates(of:)``,
/// so an error in that mapping cannot cancel out.
final class CurvePlotSceneTests: XCTestCase {
    /// The documented plot area in the 480 × 320 box: the axes run along its left and bottom edges.
    private static let (left, top, width, height) = (56.0, 66.0, 400.0, 208.0)

    /// The seed's closed form with damping `z`, written here without MotionCore.
    private static func seedSpring(_ x: Double, w: Double, z: Double) -> Double {
        guard x > 0 else { return 0 }
        let wd = w * (1 - z * z).squareRoot()
        return 1 - exp(-z * w * x) * (cos(wd * x) + z * w / wd * sin(wd * x))
    }

    /// The box point of `(x, y)` on axes `0...xUpper` and `0...yUpper`, from the plot area alone.
    private static func expectedPoint(x: Double, y: Double, xUpper: Double, yUpper: Double) -> (x: Double, y: Double) {
        (left + x / xUpper * width, top + height - y / yUpper * height)
    }

    func testPlotAreaIsTheDocumentedRectangle() {
        XCTAssertEqual(CurvePlotScene.plotBox, CGSize(width: 480, height: 320))
        XCTAssertEqual(CurvePlotScene.plotArea, CGRect(x: Self.left, y: Self.top, width: Self.width, height: Self.height))
    }

    /// Each case: frequency, damping, the plot's end, the dot's time, the render scale, and the axis
    /// ends (both axes start at 0). The ticks are about 5 intervals with steps 1, 2, 2.5 or 5 × 10^k:
    /// the x-axis ends are ticks already (0.7 by 0.1, 2 by 0.5, 1.5 by 0.25, 0.5 by 0.1). The y-axis
    /// covers 0 and the peak 1 + e^(−ζπ/√(1−ζ²)): ζ 0.78 → 1.020, step 0.2, 1.2; ζ 0.3 → 1.372,
    /// step 0.25, 1.5; ζ 0.5 → 1.163, step 0.25, 1.25; ζ 0.6 → 1.095, step 0.2, 1.2.
    func testDotSitsOnTheCurveValueAtT() throws {
        let cases: [(w: Double, z: Double, end: Double, t: Double, scale: Double, xUpper: Double, yUpper: Double)] = [
            (14, 0.78, 0.7, 0.2, 2, 0.7, 1.2), (14, 0.3, 2, 0.25, 2, 2, 1.5), (9, 0.5, 1.5, 0.9, 3, 1.5, 1.25),
            (30, 0.6, 0.5, 0.04, 2, 0.5, 1.2), (14, 0.78, 0.7, 0, 2, 0.7, 1.2),
        ]
        for c in cases {
            let plot = try CurvePlotScene(title: "w \(c.w) z \(c.z)", end: c.end) { [w = c.w, z = c.z] in Self.seedSpring($0, w: w, z: z) }
            XCTAssertEqual(plot.xTicks.lower, 0, "case \(c)")
            XCTAssertEqual(plot.xTicks.upper, c.xUpper, accuracy: 1e-12, "case \(c)")
            XCTAssertEqual(plot.yTicks.lower, 0, "case \(c)")
            XCTAssertEqual(plot.yTicks.upper, c.yUpper, accuracy: 1e-12, "case \(c)")
            let options = RenderOptions(size: .scale(c.scale))
            let image = try RasterImage(pngData: MotionRenderer.render(plot, at: c.t, options: options))
            XCTAssertEqual([image.width, image.height], [Int(480 * c.scale), Int(320 * c.scale)])
            let gold = try options.environment(box: plot.box).palette.gold
            let found = try XCTUnwrap(centroid(of: gold, in: image), "no dot in case \(c)")
            // Pixels are scale × box points; the centroid is the dot's centre to within a tenth of a pixel.
            XCTAssertGreaterThan(found.count, Int(3.0 * 4 * 4 * c.scale * c.scale), "the dot is mostly visible: \(c)")
            let expected = Self.expectedPoint(x: c.t, y: Self.seedSpring(c.t, w: c.w, z: c.z), xUpper: c.xUpper, yUpper: c.yUpper)
            // Tolerance: 0.25 box points along each axis, in pixels.
            XCTAssertEqual(found.x, expected.x * c.scale, accuracy: 0.25 * c.scale, "x of the dot, case \(c)")
            XCTAssertEqual(found.y, expected.y * c.scale, accuracy: 0.25 * c.scale, "y of the dot, case \(c)")
        }
    }

    func testWithoutTheDotNoGoldIsDrawn() throws {
        let plot = try CurvePlotScene(title: "no dot", end: 1, showsDot: false) { Self.seedSpring($0, w: 14, z: 0.78) }
        let options = RenderOptions(size: .scale(2))
        let image = try MotionRenderer.raster(plot, at: 0.5, options: options)
        XCTAssertNil(centroid(of: try options.environment(box: plot.box).palette.gold, in: image))
    }

    /// The mapping against points computed here: the axis corners land on the plot area's corners
    /// and interior points in proportion (axes 0...0.7 and 0...1.2, see the dot test), and
    /// ``CurvePlotScene/coordinates(of:)`` inverts ``CurvePlotScene/point(x:y:)``.
    func testAxisMappingRoundTripsAndSpansThePlotArea() throws {
        let plot = try CurvePlotScene(title: "round trip", end: 0.63) { Self.seedSpring($0, w: 14, z: 0.78) }
        XCTAssertEqual(plot.xTicks.lower, 0)
        XCTAssertEqual(plot.xTicks.upper, 0.7, accuracy: 1e-12)
        XCTAssertEqual(plot.duration, 0.7, accuracy: 1e-12)
        XCTAssertEqual(plot.stillTime, 0.63)
        XCTAssertEqual(plot.yTicks.lower, 0)
        XCTAssertEqual(plot.yTicks.upper, 1.2, accuracy: 1e-12)
        let anchors: [(x: Double, y: Double, box: (x: Double, y: Double))] = [
            (0, 0, (56, 274)), (0.7, 1.2, (456, 66)), (0, 1.2, (56, 66)), (0.7, 0, (456, 274)),
            (0.35, 0.6, (256, 170)), (0.14, 0.3, (136, 222)),
        ]
        for anchor in anchors {
            let p = plot.point(x: anchor.x, y: anchor.y)
            XCTAssertEqual(p.x, anchor.box.x, accuracy: 1e-9, "x of \(anchor)")
            XCTAssertEqual(p.y, anchor.box.y, accuracy: 1e-9, "y of \(anchor)")
            let back = plot.coordinates(of: CGPoint(x: anchor.box.x, y: anchor.box.y))
            XCTAssertEqual(back.x, anchor.x, accuracy: 1e-12, "\(anchor)")
            XCTAssertEqual(back.y, anchor.y, accuracy: 1e-12, "\(anchor)")
        }
        for (x, y) in [(0.1, 0.5), (0.33, 1.01), (0.7, -0.2)] {
            let back = plot.coordinates(of: plot.point(x: x, y: y))
            XCTAssertEqual(back.x, x, accuracy: 1e-12)
            XCTAssertEqual(back.y, y, accuracy: 1e-12)
        }
    }

    func testRangeCoversOvershootAndReferenceValues() throws {
        let loose = try CurvePlotScene(title: "loose", end: 2) { Self.seedSpring($0, w: 14, z: 0.2) }
        XCTAssertLessThanOrEqual(loose.yTicks.lower, 0)
        XCTAssertGreaterThanOrEqual(loose.yTicks.upper, 1.52)   // first overshoot of ζ = 0.2 is ≈ 1.527
        let positions = try CurvePlotScene(title: "y", end: 1, referenceValues: []) { 60 + 64 * $0 }
        XCTAssertEqual(positions.yTicks.lower, 60)
        XCTAssertEqual(positions.yTicks.upper, 130)
    }

    func testBadPlotsAreRejected() {
        XCTAssertEqual(CurvePlotScene.maximumEnd, 3600)
        XCTAssertNoThrow(try CurvePlotScene(title: "an hour", end: 3600) { $0 })
        for end in [0.0, -1, .nan, .infinity, 3600.5, 1e17] {
            XCTAssertThrowsError(try CurvePlotScene(title: "bad", end: end) { $0 }) { error in
                XCTAssertTrue("\(error)".contains("plot end"), "\(error)")
            }
        }
        XCTAssertThrowsError(try CurvePlotScene(title: "nothing", end: 1) { _ in .nan }) { error in
            XCTAssertEqual("\(error)", "curve 'nothing' is invalid: expected finite values somewhere in 0...1.0")
        }
    }

    func testEveryFormatRendersAndGapsDoNotFail() throws {
        let gappy = try CurvePlotScene(title: "gaps", end: 1) { $0 > 0.4 && $0 < 0.6 ? .nan : $0 }
        for format in RenderFormat.allCases {
            let data = try MotionRenderer.render(gappy, at: 0.5, options: RenderOptions(format: format))
            XCTAssertGreaterThan(data.count, 1000, "\(format)")
        }
    }

    /// The centre of the pixels within 6 of `color` on every channel, in pixel coordinates, with
    /// their number; nil when there are none.
    private func centroid(of color: MotionColor, in image: RasterImage) -> (x: Double, y: Double, count: Int)? {
        let target = [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
        var sumX = 0.0, sumY = 0.0, count = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                if abs(Int(p.r) - target[0]) <= 6, abs(Int(p.g) - target[1]) <= 6, abs(Int(p.b) - target[2]) <= 6, p.a == 255 {
                    sumX += Double(x) + 0.5
                    sumY += Double(y) + 0.5
                    count += 1
                }
            }
        }
        return count == 0 ? nil : (sumX / Double(count), sumY / Double(count), count)
    }
}
