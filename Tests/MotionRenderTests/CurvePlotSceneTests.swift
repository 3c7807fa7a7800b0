import Foundation
import MotionRender
import XCTest

/// The curve plot is a scene: the dot drawn at `t` must sit on the curve's value at `t`, read back
/// from the pixels through the plot's own axis mapping.
final class CurvePlotSceneTests: XCTestCase {
    /// The seed's closed form with damping `z`, written here without MotionCore.
    private static func seedSpring(_ x: Double, w: Double, z: Double) -> Double {
        guard x > 0 else { return 0 }
        let wd = w * (1 - z * z).squareRoot()
        return 1 - exp(-z * w * x) * (cos(wd * x) + z * w / wd * sin(wd * x))
    }

    /// Each case: frequency, damping, the plot's end, the dot's time, the render scale.
    func testDotSitsOnTheCurveValueAtT() throws {
        let cases: [(w: Double, z: Double, end: Double, t: Double, scale: Double)] = [
            (14, 0.78, 0.7, 0.2, 2), (14, 0.3, 2, 0.25, 2), (9, 0.5, 1.5, 0.9, 3), (30, 0.6, 0.5, 0.04, 2), (14, 0.78, 0.7, 0, 2),
        ]
        for c in cases {
            let plot = try CurvePlotScene(title: "w \(c.w) z \(c.z)", end: c.end) { [w = c.w, z = c.z] in Self.seedSpring($0, w: w, z: z) }
            let options = RenderOptions(size: .scale(c.scale))
            let image = try RasterImage(pngData: MotionRenderer.render(plot, at: c.t, options: options))
            let gold = try options.environment(box: plot.box).palette.gold
            let found = try XCTUnwrap(centroid(of: gold, in: image), "no dot in case \(c)")
            // Pixels are scale × box points; the centroid is the dot's centre to within a tenth of a pixel.
            XCTAssertGreaterThan(found.count, Int(3.0 * 4 * 4 * c.scale * c.scale), "the dot is mostly visible: \(c)")
            let value = plot.coordinates(of: CGPoint(x: found.x / c.scale, y: found.y / c.scale))
            // Tolerance: 0.25 box points along each axis, converted to the axis's units.
            let xTolerance = 0.25 * (plot.xTicks.upper - plot.xTicks.lower) / CurvePlotScene.plotArea.width
            let yTolerance = 0.25 * (plot.yTicks.upper - plot.yTicks.lower) / CurvePlotScene.plotArea.height
            XCTAssertEqual(value.x, c.t, accuracy: xTolerance, "x of the dot, case \(c)")
            XCTAssertEqual(value.y, Self.seedSpring(c.t, w: c.w, z: c.z), accuracy: yTolerance, "y of the dot, case \(c)")
        }
    }

    func testWithoutTheDotNoGoldIsDrawn() throws {
        let plot = try CurvePlotScene(title: "no dot", end: 1, showsDot: false) { Self.seedSpring($0, w: 14, z: 0.78) }
        let options = RenderOptions(size: .scale(2))
        let image = try MotionRenderer.raster(plot, at: 0.5, options: options)
        XCTAssertNil(centroid(of: try options.environment(box: plot.box).palette.gold, in: image))
    }

    func testAxisMappingRoundTripsAndSpansThePlotArea() throws {
        let plot = try CurvePlotScene(title: "round trip", end: 0.63) { Self.seedSpring($0, w: 14, z: 0.78) }
        XCTAssertEqual(plot.xTicks.lower, 0)
        XCTAssertEqual(plot.xTicks.upper, 0.7, accuracy: 1e-12)
        XCTAssertEqual(plot.duration, 0.7, accuracy: 1e-12)
        XCTAssertEqual(plot.stillTime, 0.63)
        let area = CurvePlotScene.plotArea
        XCTAssertEqual(plot.point(x: 0, y: plot.yTicks.lower), CGPoint(x: area.minX, y: area.maxY))
        let top = plot.point(x: plot.xTicks.upper, y: plot.yTicks.upper)
        XCTAssertEqual(top.x, area.maxX, accuracy: 1e-9)
        XCTAssertEqual(top.y, area.minY, accuracy: 1e-9)
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
        for end in [0.0, -1, .nan, .infinity] {
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
