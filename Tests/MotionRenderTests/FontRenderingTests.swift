import Foundation
@testable import MotionRender
import MotionTestSupport
import XCTest

/// The per-render font rendering options do what cairo's options say: hinted metrics put every
/// advance on a whole output pixel, no antialiasing leaves only opaque or empty pixels, and the
/// defaults scale exactly.
final class FontRenderingTests: XCTestCase {
    static let string = "AVATAR Wave office"

    func testHintedMetricsRoundEveryAdvanceToAnOutputPixel() throws {
        for scale in [1.0, 3.0] {
            let hinted = try advances(FontRendering(hinting: .full, hintMetrics: true), scale: scale)
            let pixel = 1024 / scale
            for advance in hinted {
                XCTAssertEqual(Double(advance).remainder(dividingBy: pixel), 0, accuracy: 1.5,
                               "advance \(advance) (1/1024 pt) is a whole pixel at scale \(scale)")
            }
        }
        let exact = try advances(.default, scale: 1)
        XCTAssertTrue(exact.contains { Double($0).remainder(dividingBy: 1024) != 0 }, "unhinted advances keep their fractions")
        XCTAssertEqual(try advances(.default, scale: 3), exact, "unhinted layout does not depend on the scale")
    }

    func testNoAntialiasingLeavesOnlyFullOrEmptyPixels() throws {
        func alphas(_ rendering: FontRendering) throws -> Set<UInt8> {
            var options = RenderOptions(background: false)
            options.fontRendering = rendering
            let image = try MotionRenderer.raster(ClosureScene { c, _ in
                c.text(Self.string, at: CGPoint(x: 180, y: 140), font: MotionFont(size: 24), color: .black)
            }, at: 0.5, options: options)
            var seen: Set<UInt8> = []
            for y in 0..<image.height { for x in 0..<image.width { seen.insert(image[x, y].a) } }
            return seen
        }
        XCTAssertEqual(try alphas(FontRendering(antialiasing: .none)), [0, 255])
        XCTAssertGreaterThan(try alphas(.default).count, 50, "grey antialiasing draws edge levels")
    }

    private func advances(_ rendering: FontRendering, scale: Double) throws -> [Int32] {
        nonisolated(unsafe) var layout: TextLayout?
        var options = RenderOptions(size: .scale(scale), background: false)
        options.fontRendering = rendering
        _ = try MotionRenderer.raster(ClosureScene { c, _ in
            layout = c.lineLayout(Self.string, font: MotionFont(size: 14), tracking: 0, direction: .natural)
        }, at: 0.5, options: options)
        return try XCTUnwrap(layout).glyphRuns.flatMap { $0.flatMap { $0.glyphs.map(\.advance) } }
    }
}
