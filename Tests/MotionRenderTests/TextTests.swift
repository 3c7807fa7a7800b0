import Foundation
@testable import MotionRender
import MotionTestSupport
import XCTest

/// Text: the project's font selected by name, UTF-8, anchors and measured extents.
final class TextTests: XCTestCase {
    func testInterIsInstalledAndSelectedByName() {
        XCTAssertEqual(FontLibrary.shared.resolvedFamily("Inter"), "Inter", "make setup installs fonts-inter")
    }

    func testAccentedLettersDrawTheirAccent() throws {
        func ink(_ text: String) throws -> RasterImage {
            try pixels(ClosureScene { c, _ in
                c.text(text, at: CGPoint(x: 180, y: 140), font: MotionFont(size: 60), color: .black)
            })
        }
        let accented = try ink("Sofía"), plain = try ink("Sofia")
        let difference = try XCTUnwrap(ImageDifference(accented, plain, threshold: 128))
        XCTAssertGreaterThan(difference.differingPixels, 20, "the acute accent adds ink: \(difference)")
        XCTAssertLessThan(difference.differingPixels, 400, "only the accent differs: \(difference)")
    }

    func testTextWithoutAColourUsesThePalettesTextColour() throws {
        for scheme in ColorScheme.allCases {
            let options = RenderOptions(colorScheme: scheme, background: false)
            let expected = try options.environment(box: CGSize(width: 360, height: 280)).palette.text
            let image = try MotionRenderer.raster(ClosureScene { c, _ in
                c.text("█", at: CGPoint(x: 180, y: 140), font: MotionFont(size: 80))
                c.text("█", at: CGPoint(x: 60, y: 140), font: MotionFont(size: 80), baseline: .middle)
            }, at: 0.5, options: options)
            for x in [180, 60] {
                let pixel = image[x, 140]
                XCTAssertEqual(pixel.a, 255, "\(scheme) x \(x)")
                XCTAssertEqual(Int(pixel.r), Int((expected.red * 255).rounded()), accuracy: 1, "\(scheme) x \(x)")
                XCTAssertEqual(Int(pixel.b), Int((expected.blue * 255).rounded()), accuracy: 1, "\(scheme) x \(x)")
            }
        }
    }

    func testMeasuredWidthGrowsWithSizeLinearly() throws {
        nonisolated(unsafe) var widths: [Double] = []
        _ = try pixels(ClosureScene { c, _ in
            widths = [12.0, 24.0].map { c.measure("Sofía plays e5", font: MotionFont(size: $0)).width }
        })
        XCTAssertGreaterThan(widths[0], 40)
        // Pango positions glyphs in 1/1024 pt: each of the 14 advances may round by up to one unit.
        XCTAssertEqual(widths[1], 2 * widths[0], accuracy: 14.0 / 1024, "unhinted metrics scale exactly, to Pango's unit")
    }

    func testAnchorsPlaceTheLineBox() throws {
        nonisolated(unsafe) var metrics = TextMetrics(width: 0, ascent: 0, descent: 0)
        let image = try pixels(ClosureScene { c, _ in
            let font = MotionFont(size: 40, weight: .bold)
            metrics = c.measure("HH", font: font)
            c.text("HH", at: CGPoint(x: 100, y: 100), font: font, color: .black, anchor: .topLeading)
            c.text("HH", at: CGPoint(x: 300, y: 200), font: font, color: .black, anchor: .bottomTrailing)
        })
        // Ink of an "H" starts near the left edge of its advance and sits on the baseline.
        let baseline1 = 100 + metrics.ascent
        XCTAssertEqual(image[104, Int(baseline1) - 3].a, 255, "first H stem just above the baseline")
        XCTAssertEqual(image[104, Int(baseline1) + 3].a, 0, "nothing below the baseline")
        let left2 = 300 - metrics.width, baseline2 = 200 - metrics.descent
        XCTAssertEqual(image[Int(left2) + 4, Int(baseline2) - 3].a, 255, "second text ends at x = 300")
        XCTAssertEqual(image[Int(left2) - 3, Int(baseline2) - 3].a, 0)
    }
}
