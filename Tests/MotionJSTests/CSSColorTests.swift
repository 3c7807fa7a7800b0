import Foundation
@testable import MotionJS
import XCTest

/// CSS colour parsing and the canvas serialization, against values written from CSS Color 4
/// and the HTML specification's "serialization of a color".
final class CSSColorTests: XCTestCase {
    private func serialized(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        guard case .color(let color) = CSSColor.parse(text) else { return nil }
        return color.serialized
    }

    func testHexForms() {
        XCTAssertEqual(serialized("#abc"), "#aabbcc")
        XCTAssertEqual(serialized("#ABCDEF"), "#abcdef")
        XCTAssertEqual(serialized("#0f08"), "rgba(0, 255, 0, 0.533)")
        XCTAssertEqual(serialized("#ff000080"), "rgba(255, 0, 0, 0.5)", "128/255: 0.5 gives back 128")
        XCTAssertEqual(serialized("  #123456  "), "#123456")
        for invalid in ["#12", "#12345", "#1234567", "#ggg", "123456", "#", "# 123"] {
            XCTAssertEqual(CSSColor.parse(invalid), .invalid, invalid)
        }
    }

    func testRGBLegacyAndModern() {
        XCTAssertEqual(serialized("rgb(255, 0, 0)"), "#ff0000")
        XCTAssertEqual(serialized("rgba(0, 0, 0, 0.5)"), "rgba(0, 0, 0, 0.5)")
        XCTAssertEqual(serialized("RGB(10%, 20%, 30%)"), "#1a334d")
        XCTAssertEqual(serialized("rgb(0 128 255)"), "#0080ff")
        XCTAssertEqual(serialized("rgb(0 128 255 / 25%)"), "rgba(0, 128, 255, 0.25)")
        XCTAssertEqual(serialized("rgba(0 0 0 / 0.2)"), "rgba(0, 0, 0, 0.2)")
        XCTAssertEqual(serialized("rgb(300, -20, 127.6)"), "#ff0080", "channels clamp, then round")
        XCTAssertEqual(serialized("rgb(none 255 0)"), "#00ff00")
        XCTAssertEqual(serialized("rgb(0, 0, 0, 2)"), "#000000", "alpha clamps to 1")
        // Legacy syntax may not mix numbers and percentages, nor use none or a slash.
        for invalid in ["rgb(10%, 20, 30)", "rgb(none, 0, 0)", "rgb(0, 0, 0 / 1)", "rgb(0 0)", "rgb(0, 0, 0, 0, 0)", "rgb(0 0 0", "rgb(a b c)"] {
            XCTAssertEqual(CSSColor.parse(invalid), .invalid, invalid)
        }
    }

    func testHSLAndHWB() {
        XCTAssertEqual(serialized("hsl(120, 100%, 25%)"), "#008000")
        XCTAssertEqual(serialized("hsl(0 100% 50%)"), "#ff0000")
        XCTAssertEqual(serialized("hsl(0.5turn 100% 50%)"), "#00ffff")
        XCTAssertEqual(serialized("hsl(-120deg 100% 50%)"), "#0000ff")
        XCTAssertEqual(serialized("hsla(240, 100%, 50%, 0.5)"), "rgba(0, 0, 255, 0.5)")
        XCTAssertEqual(serialized("hsl(3.14159rad 100% 50%)"), "#00ffff")
        XCTAssertEqual(serialized("hsl(200grad 100% 50%)"), "#00ffff")
        XCTAssertEqual(serialized("hwb(0 0% 0%)"), "#ff0000")
        XCTAssertEqual(serialized("hwb(0 60% 60%)"), "#808080", "whiteness + blackness ≥ 1 gives grey w / (w + b)")
        XCTAssertEqual(CSSColor.parse("hwb(0, 0%, 0%)"), .invalid, "hwb has no legacy syntax")
        XCTAssertEqual(CSSColor.parse("hsl(10%, 100%, 50%)"), .invalid)
    }

    func testKeywordsAndNames() {
        XCTAssertEqual(serialized("transparent"), "rgba(0, 0, 0, 0)")
        XCTAssertEqual(serialized("currentColor"), "#000000")
        XCTAssertEqual(serialized("RebeccaPurple"), "#663399")
        XCTAssertEqual(serialized("grey"), "#808080")
        XCTAssertEqual(CSSNamedColors.table.count, 148)
        XCTAssertEqual(CSSColor.parse("notacolour"), .invalid)
    }

    func testSRGBFunctionKeepsEveryDigit() throws {
        guard case .color(let color) = CSSColor.parse("color(srgb 0.1 0.2 0.3 / 0.4)") else { return XCTFail("not parsed") }
        XCTAssertEqual(color.color.red, 0.1)
        XCTAssertEqual(color.color.green, 0.2)
        XCTAssertEqual(color.color.blue, 0.3)
        XCTAssertEqual(color.color.alpha, 0.4)
    }

    func testUnsupportedColoursAreLoud() {
        for text in ["lab(50 0 0)", "oklch(0.5 0.1 20)", "color(display-p3 1 0 0)", "color-mix(in srgb, red, blue)", "Canvas", "rgb(calc(1) 0 0)"] {
            guard case .unsupported = CSSColor.parse(text) else { return XCTFail("\(text) should be reported as unsupported") }
        }
    }

    /// CSS Color 4 alpha serialization: two decimals when they survive the 8-bit round trip.
    func testAlphaText() {
        XCTAssertEqual(CSSColor.alphaText(128), "0.5")
        XCTAssertEqual(CSSColor.alphaText(127), "0.498")
        XCTAssertEqual(CSSColor.alphaText(51), "0.2")
        XCTAssertEqual(CSSColor.alphaText(1), "0.004")
        XCTAssertEqual(CSSColor.alphaText(0), "0")
        XCTAssertEqual(CSSColor.alphaText(254), "0.996")
    }
}
