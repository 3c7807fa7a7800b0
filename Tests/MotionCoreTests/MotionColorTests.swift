import Foundation
import XCTest
import MotionCore

/// Colour literals that cannot fail, and the parsing form for text.
final class MotionColorTests: XCTestCase {
    func testHexLiteralReadsRedGreenBlueBytes() {
        let gold = MotionColor(hex: 0xF6EB5C)
        XCTAssertEqual(gold.red, 246 / 255.0)
        XCTAssertEqual(gold.green, 235 / 255.0)
        XCTAssertEqual(gold.blue, 92 / 255.0)
        XCTAssertEqual(gold.alpha, 1)
        XCTAssertEqual(MotionColor(hex: 0x000000), .black)
        XCTAssertEqual(MotionColor(hex: 0xFFFFFF), .white)
        XCTAssertEqual(MotionColor(hex: 0xF6EB5C, opacity: 0.55).alpha, 0.55)
    }

    func testHexLiteralEqualsTheParsedText() throws {
        for (literal, text) in [(0x3A7BF2 as UInt32, "#3A7BF2"), (0x00FF80, "00ff80"), (0x123456, "#123456")] {
            XCTAssertEqual(MotionColor(hex: literal), try MotionColor(hex: text), text)
        }
        XCTAssertEqual(MotionColor(hex: 0xF6EB5C, opacity: 140 / 255.0), try MotionColor(hex: "#F6EB5C8C"))
    }

    func testBitsAboveTheThreeBytesAreIgnored() {
        XCTAssertEqual(MotionColor(hex: 0xFF00_0000), .black)
        XCTAssertEqual(MotionColor(hex: 0x7F12_3456), MotionColor(hex: 0x123456))
    }

    func testSwiftUISpellingWithOpacity() {
        let ink = MotionColor(red: 0.1, green: 0.2, blue: 0.3, opacity: 0.4)
        XCTAssertEqual(ink, MotionColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4))
        XCTAssertEqual(MotionColor(red: 0.1, green: 0.2, blue: 0.3).alpha, 1)
    }

    func testParsingTextStillNamesBadInput() {
        XCTAssertThrowsError(try MotionColor(hex: "#12345")) {
            XCTAssertEqual("\($0)", "invalid colour \"#12345\": expected #RGB, #RRGGBB or #RRGGBBAA")
        }
        // CSS's #RGBA is not one of the forms (a JavaScript scene's colours take it).
        XCTAssertThrowsError(try MotionColor(hex: "#1234")) {
            XCTAssertEqual("\($0)", "invalid colour \"#1234\": expected #RGB, #RRGGBB or #RRGGBBAA")
        }
        // Only ASCII digits: full-width and other scripts' digits are not hex, though Swift gives
        // them a digit value.
        for text in ["#ＦＦＦＦＦＦ", "#ＦＦＦ", "#١٢٣", "#FFFFF٠", "#FFF\u{FF10}"] {
            XCTAssertThrowsError(try MotionColor(hex: text), text)
        }
    }

    /// Every digit in every place, in both cases, against the integer literal's bytes: a short
    /// form's digit counts twice (`#F00` is `#FF0000`), and alpha is the last byte over 255.
    func testEveryDigitReadsAsItsValue() throws {
        let digits = Array("0123456789abcdef")
        for value in 0..<256 {
            let pair = String([digits[value >> 4], digits[value & 0xF]])
            for (shift, form) in [(16, pair + "0000"), (8, "00" + pair + "00"), (0, "0000" + pair)] {
                XCTAssertEqual(try MotionColor(hex: "#" + form), MotionColor(hex: UInt32(value) << UInt32(shift)), form)
                XCTAssertEqual(try MotionColor(hex: form.uppercased()), MotionColor(hex: UInt32(value) << UInt32(shift)), form)
            }
            XCTAssertEqual(try MotionColor(hex: "#336699" + pair), MotionColor(hex: 0x336699, opacity: Double(value) / 255), pair)
        }
        for value in 0..<16 {
            let digit = String(digits[value]), doubled = UInt32(value * 17)
            XCTAssertEqual(try MotionColor(hex: "#" + digit + "00"), MotionColor(hex: doubled << 16), digit)
            XCTAssertEqual(try MotionColor(hex: "#0" + digit.uppercased() + "0"), MotionColor(hex: doubled << 8), digit)
            XCTAssertEqual(try MotionColor(hex: "00" + digit), MotionColor(hex: doubled), digit)
        }
        // Next to the digits in ASCII, and a digit with a combining mark on it.
        for text in ["#12G", "#12g", "#/00", "#:00", "#@00", "#`00", "#FF\u{301}F", "#F\u{301}", "#+FFF", "# FFF", "##FFF"] {
            XCTAssertThrowsError(try MotionColor(hex: text), text)
        }
    }

    /// In JSON a colour is its hex text: written as `#RRGGBB` (with alpha only below 1), read back
    /// from any of the forms `init(hex:)` takes; other text fails naming it.
    func testCodableAsHexText() throws {
        let encoded = try JSONEncoder().encode([MotionColor(hex: 0xFF6600), MotionColor(hex: 0x336699, opacity: 0.5)])
        XCTAssertEqual(String(decoding: encoded, as: UTF8.self), ##"["#FF6600","#33669980"]"##)
        let decoded = try JSONDecoder().decode([MotionColor].self, from: Data(##"["#ff6600", "0f0", "#33669980"]"##.utf8))
        XCTAssertEqual(decoded, [MotionColor(hex: 0xFF6600), MotionColor(hex: 0x00FF00), MotionColor(hex: 0x336699, opacity: 128.0 / 255)])
        XCTAssertThrowsError(try JSONDecoder().decode([MotionColor].self, from: Data(#"["teal"]"#.utf8))) { error in
            guard case .dataCorrupted(let context)? = error as? DecodingError else { return XCTFail("\(error)") }
            XCTAssertEqual(context.debugDescription, #"invalid colour "teal": expected #RGB, #RRGGBB or #RRGGBBAA"#)
        }
    }
}
