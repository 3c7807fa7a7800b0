import Foundation
@testable import MotionRender
import MotionTestSupport
import XCTest

/// Paragraph options, anchors on baselines, and the one-line errors for bad text input.
final class TextParagraphTests: XCTestCase {
    static let long = "Stills for app stores and docs are made in every language the app ships, in every size."

    func testLineLimitTruncatesWithAnEllipsis() throws {
        let all = try metrics(MotionText(Self.long), width: 120)
        let two = try metrics(MotionText(Self.long).lineLimit(2), width: 120)
        XCTAssertGreaterThan(all.lineCount, 3)
        XCTAssertFalse(all.isTruncated)
        XCTAssertEqual(two.lineCount, 2)
        XCTAssertTrue(two.isTruncated)
        XCTAssertEqual(two.firstBaseline, all.firstBaseline, accuracy: 1e-9)
        XCTAssertEqual(two.lastBaseline, all.lines[1].baseline, accuracy: 1e-9)
        // A height that holds three lines shows three.
        let tall = try metrics(MotionText(Self.long), width: 120, height: all.lines[2].baseline + all.lines[2].descent + 1)
        XCTAssertEqual(tall.lineCount, 3)
        XCTAssertTrue(tall.isTruncated)
    }

    func testLineSpacingAddsBetweenLines() throws {
        let plain = try metrics(MotionText(Self.long), width: 120)
        let spaced = try metrics(MotionText(Self.long).lineSpacing(6), width: 120)
        XCTAssertEqual(spaced.lineCount, plain.lineCount)
        XCTAssertEqual(spaced.lastBaseline - plain.lastBaseline, 6 * Double(plain.lineCount - 1), accuracy: 1e-9)
    }

    /// Leading is the left edge for English and the right edge for Arabic; trailing the other.
    func testAlignmentFollowsTheWritingDirection() throws {
        let width = 200.0
        let english = try metrics(MotionText("Play a game a day"), width: width)
        let englishTrailing = try metrics(MotionText("Play a game a day").multilineTextAlignment(.trailing), width: width)
        let arabic = try metrics(MotionText("العب مباراة كل يوم"), width: width)
        let arabicTrailing = try metrics(MotionText("العب مباراة كل يوم").multilineTextAlignment(.trailing), width: width)
        let centered = try metrics(MotionText("Play a game a day").multilineTextAlignment(.center), width: width)
        XCTAssertEqual(english.lines[0].minX, 0, accuracy: 1e-9)
        XCTAssertEqual(englishTrailing.lines[0].minX + englishTrailing.lines[0].width, width, accuracy: 0.01)
        XCTAssertTrue(arabic.lines[0].isRightToLeft)
        XCTAssertEqual(arabic.lines[0].minX + arabic.lines[0].width, width, accuracy: 0.01)
        XCTAssertEqual(arabicTrailing.lines[0].minX, 0, accuracy: 1e-9)
        XCTAssertEqual(centered.lines[0].minX, (width - centered.lines[0].width) / 2, accuracy: 0.01)
        // A fixed direction overrides the letters.
        let forced = try metrics(MotionText("Play a game a day").direction(.rightToLeft), width: width)
        XCTAssertTrue(forced.lines[0].isRightToLeft)
        XCTAssertEqual(forced.lines[0].minX + forced.lines[0].width, width, accuracy: 0.01)
    }

    /// Text without strong letters takes the locale's direction.
    func testDigitsFollowTheLocalesDirection() throws {
        XCTAssertFalse(try metrics(MotionText("42 / 10"), width: 200).lines[0].isRightToLeft)
        XCTAssertTrue(try metrics(MotionText("42 / 10"), width: 200, locale: "ar").lines[0].isRightToLeft)
    }

    /// The canvas-style call puts the chosen baseline on the point: ink of "H" ends on the
    /// alphabetic baseline, and `.top` moves it down by the em square's ascent.
    func testBaselineAnchorsPutTheBaselineOnThePoint() throws {
        nonisolated(unsafe) var metrics = TextMetrics(width: 0, ascent: 0, descent: 0)
        let image = try pixels(ClosureScene { c, _ in
            let font = MotionFont(size: 40, weight: .bold)
            metrics = c.measure("H", font: font)
            c.text("H", at: CGPoint(x: 100, y: 100), font: font, color: .black, baseline: .alphabetic)
            c.text("H", at: CGPoint(x: 200, y: 100), font: font, color: .black, baseline: .top)
            c.text("H", at: CGPoint(x: 300, y: 100), font: font, color: .black, align: .right, baseline: .middle)
        })
        func inkRows(_ x0: Int, _ x1: Int) -> ClosedRange<Int> {
            let rows = (0..<image.height).filter { y in (x0..<x1).contains { image[$0, y].a > 128 } }
            return rows.first!...rows.last!
        }
        XCTAssertEqual(inkRows(100, 140).upperBound, 99, "the H stands on y = 100")
        XCTAssertEqual(Double(inkRows(200, 240).upperBound + 1), 100 + metrics.emAscent, accuracy: 1)
        XCTAssertEqual(Double(inkRows(260, 300).upperBound + 1), 100 + metrics.baselineOffset(.middle), accuracy: 1)
        XCTAssertFalse((300..<340).contains { x in (0..<image.height).contains { image[x, $0].a > 128 } }, "right-aligned: nothing right of x = 300")
    }

    /// Canvas `maxWidth` squeezes a wider line to the width.
    func testMaxWidthSqueezesTheLine() throws {
        let image = try pixels(ClosureScene { c, _ in
            c.text("A wide line of text", at: CGPoint(x: 20, y: 140), font: MotionFont(size: 30), color: .black,
                   baseline: .middle, maxWidth: 100)
        })
        let columns = (0..<image.width).filter { x in (0..<image.height).contains { image[x, $0].a > 128 } }
        XCTAssertGreaterThanOrEqual(columns.first!, 20)
        XCTAssertLessThanOrEqual(columns.last!, 120)
        XCTAssertGreaterThan(columns.last!, 110)
    }

    /// Canvas `strokeText` strokes the outline the fill covers: the stroke's ink lies on the edge
    /// of the filled letter, not inside it.
    func testStrokeTextOutlinesTheFilledGlyphs() throws {
        let font = MotionFont(size: 120, weight: .bold)
        let filled = try pixels(ClosureScene { c, _ in c.text("O", at: CGPoint(x: 120, y: 200), font: font, color: .black, baseline: .alphabetic) })
        let stroked = try pixels(ClosureScene { c, _ in
            c.strokeText("O", at: CGPoint(x: 120, y: 200), font: font, color: .black, style: StrokeStyle(lineWidth: 2))
        })
        var edge = 0, inside = 0, strokedInk = 0
        for y in 1..<(filled.height - 1) { for x in 1..<(filled.width - 1) where stroked[x, y].a > 200 {
            strokedInk += 1
            let around = [filled[x - 1, y], filled[x + 1, y], filled[x, y - 1], filled[x, y + 1], filled[x, y]].map(\.a)
            if around.contains(where: { $0 < 128 }) && around.contains(where: { $0 >= 128 }) || (1..<255).contains(filled[x, y].a) { edge += 1 }
            else if filled[x, y].a == 255 { inside += 1 }
        } }
        XCTAssertGreaterThan(strokedInk, 400)
        XCTAssertGreaterThan(Double(edge) / Double(strokedInk), 0.9, "stroke pixels sit on the fill's edge: \(edge) of \(strokedInk), \(inside) inside")
    }

    // MARK: - Bad input: one line naming the value, no file

    func testBadTextInputFailsTheRenderWithOneLine() throws {
        let cases: [(String, @Sendable (inout MotionCanvas) -> Void, String)] = [
            ("width 0", { c in c.draw(MotionText("Hi"), in: CGRect(x: 0, y: 0, width: 0, height: 20)) }, "width 0: expected a width > 0"),
            ("negative width", { c in _ = c.metrics(of: MotionText("Hi"), in: CGSize(width: -5, height: 20)) }, "width -5: expected a width > 0"),
            ("NaN width", { c in c.draw(MotionText("Hi"), in: CGRect(x: 0, y: 0, width: Double.nan, height: 20)) }, "width nan"),
            ("infinite size", { c in c.text("Hi", at: .zero, font: MotionFont(size: .infinity), color: .black) }, "font size inf"),
            ("zero size", { c in c.text("Hi", at: .zero, font: MotionFont(size: 0), color: .black) }, "font size 0.0: expected a size > 0"),
            ("line limit 0", { c in c.draw(MotionText("Hi").lineLimit(0), in: CGRect(x: 0, y: 0, width: 50, height: 20)) }, "lineLimit 0"),
            ("bad feature", { c in c.text("Hi", at: .zero, font: MotionFont(features: [FontFeature("kerning")]), color: .black) }, "font feature \"kerning\" 1"),
            ("too long", { c in c.text(String(repeating: "a", count: TextLimits.maximumScalars + 1), at: .zero, color: .black) },
             "has 20001 characters, over the limit of 20000"),
            // Three UTF-8 bytes a character: counted in characters, not bytes.
            ("too long in kana", { c in c.text(String(repeating: "あ", count: TextLimits.maximumScalars + 1), at: .zero, color: .black) },
             "has 20001 characters, over the limit of 20000"),
            ("too many lines", { c in
                c.draw(MotionText(String(repeating: "a\n", count: TextLimits.maximumLines + 5)), in: CGRect(x: 0, y: 0, width: 50, height: Double.infinity))
            }, "needs 1006 lines, over the limit of 1000"),
            ("maxWidth 0", { c in c.text("Hi", at: .zero, color: .black, baseline: .top, maxWidth: 0) }, "maxWidth 0.0"),
        ]
        let folder = try makeTemporaryFolder(self)
        for (name, body, expected) in cases {
            let url = folder.appendingPathComponent("\(name).png")
            XCTAssertThrowsError(try MotionRenderer.render(ClosureScene { c, _ in body(&c) }, at: 0.5, to: url), name) { error in
                let message = "\(error)"
                XCTAssertTrue(message.contains(expected), "\(name): \(message)")
                XCTAssertFalse(message.contains("\n"), "\(name): one line")
                XCTAssertTrue(message.hasPrefix("scene 'test'"), "\(name) names the scene: \(message)")
            }
            XCTAssertFalse(FileManager.default.fileExists(atPath: url.path), "\(name): no file")
        }
    }

    // MARK: - Helpers

    private func metrics(_ text: MotionText, width: Double, height: Double = .infinity, locale: MotionLocale = .english) throws -> TextLayoutMetrics {
        nonisolated(unsafe) var metrics: TextLayoutMetrics?
        var options = RenderOptions(background: false)
        options.locale = locale
        _ = try MotionRenderer.raster(ClosureScene { c, _ in
            metrics = c.metrics(of: text, in: CGSize(width: width, height: height))
        }, at: 0.5, options: options)
        return try XCTUnwrap(metrics)
    }
}
