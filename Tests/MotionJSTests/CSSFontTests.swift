import Foundation
@testable import MotionJS
import MotionRender
import XCTest

/// The canvas `font` attribute: the CSS shorthand parsed and serialized (HTML §4.12.5.1.3,
/// CSS Fonts 4 `font`), with relative sizes against the canvas default of 10px.
final class CSSFontTests: XCTestCase {
    private func serialized(_ text: String) -> String? {
        guard case .font(let font) = CSSFont.parse(text) else { return nil }
        return font.serialized
    }

    func testShorthand() {
        XCTAssertEqual(serialized("20px serif"), "20px serif")
        XCTAssertEqual(serialized("600 15px Inter"), "600 15px Inter")
        XCTAssertEqual(serialized("bold 10px sans-serif"), "bold 10px sans-serif")
        XCTAssertEqual(serialized("700 10px sans-serif"), "bold 10px sans-serif")
        XCTAssertEqual(serialized("normal normal 400 12px serif"), "12px serif")
        XCTAssertEqual(serialized("italic 400 12px serif"), "italic 12px serif")
        XCTAssertEqual(serialized("small-caps italic 400 12px/2 Unknown Font, sans-serif"), "italic small-caps 12px \"Unknown Font\", sans-serif")
        XCTAssertEqual(serialized("12px \"DejaVu Sans\", monospace"), "12px \"DejaVu Sans\", monospace")
        XCTAssertEqual(serialized("12px 'Odd \\\"Name'"), "12px \"Odd \\\"Name\"")
        XCTAssertEqual(serialized("bolder 10px serif"), "bold 10px serif")
    }

    func testSizes() {
        XCTAssertEqual(serialized("2em serif"), "20px serif")
        XCTAssertEqual(serialized("50% serif"), "5px serif")
        XCTAssertEqual(serialized("12pt serif"), "16px serif")
        XCTAssertEqual(serialized("1in serif"), "96px serif")
        XCTAssertEqual(serialized("medium serif"), "16px serif")
        XCTAssertEqual(serialized("xx-small serif"), "9px serif")
        XCTAssertEqual(serialized("larger serif"), "12px serif")
        XCTAssertEqual(serialized("10.5px Inter"), "10.5px Inter")
        XCTAssertEqual(serialized("1rem serif"), "16px serif")
    }

    func testInvalidFontsAreIgnored() {
        for text in ["", "serif", "12px", "bold", "12px inherit", "inherit", "10px 12px serif", "bold bold 10px serif", "-1px serif",
                     "12px \"unterminated", "1000.5 12px serif", "10px serif,", ", 10px serif"] {
            guard case .invalid = CSSFont.parse(text) else { return XCTFail("'\(text)' should be invalid") }
        }
    }

    func testUnsupportedFontsAreLoud() {
        guard case .unsupported = CSSFont.parse("caption") else { return XCTFail("system fonts are reported") }
        guard case .unsupported = CSSFont.parse("2ex serif") else { return XCTFail("ex units are reported") }
        guard case .font(let italic) = CSSFont.parse("italic 12px serif") else { return XCTFail() }
        XCTAssertNotNil(italic.unsupportedFeature)
    }

    func testMotionFont() {
        guard case .font(let font) = CSSFont.parse("600 15px Inter") else { return XCTFail() }
        XCTAssertEqual(font.motionFont, MotionFont(family: "Inter", size: 15, weight: .semibold))
        guard case .font(let heavy) = CSSFont.parse("850 15px Inter") else { return XCTFail() }
        XCTAssertEqual(heavy.motionFont.weight, .black, "850 rounds to the nearest hundred (900 when half way)")
    }
}
