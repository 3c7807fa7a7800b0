import Foundation
@testable import MotionRender
import MotionTestSupport
import XCTest

/// Paragraph wrapping and canvas baselines against headless Chromium laying out the same text
/// with the same font (`file://` page, no network).
final class TextLayoutBrowserTests: XCTestCase {
    /// A line's width may differ from Chromium's by this much (points = CSS px): both shape with
    /// HarfBuzz, but Chromium rounds positions to 1/64 px and measures through its own run
    /// segmentation.
    static let widthTolerance = 0.5
    /// Chromium takes the spaces between Arabic words from the first family that has a space
    /// (Inter: 4.50 px at 16 px), Pango from the Arabic run's font (Noto Sans Arabic: 4.16 px),
    /// so an Arabic line may be this much wider in Chromium per space it holds.
    static let arabicSpaceDifference = 0.35

    struct Case {
        let text: String
        let locale: MotionLocale
        let widths: [Double]
        var direction: String { locale.layoutDirection == .rightToLeft ? "rtl" : "ltr" }
    }

    static let cases = [
        Case(text: "Stills for app stores and docs are made in every language the app ships, so their text must wrap where the prototype's browser wrapped it.",
             locale: "en", widths: [120, 200, 280, 360]),
        Case(text: "アプリが対応するすべての言語で、ストアやドキュメント用の静止画を作ります。",
             locale: "ja", widths: [120, 200, 300]),
        Case(text: "تُصنع الصور الثابتة للمتاجر والوثائق بكل لغة يدعمها التطبيق، لذا يجب أن يلتف النص فيها كما في المتصفح.",
             locale: "ar", widths: [150, 250]),
    ]

    /// Line count and the character each line starts with equal Chromium's for every width;
    /// line widths agree within ``widthTolerance``.
    func testWrappingMatchesChromium() throws {
        let browser = try chromiumLines()
        for (c, test) in Self.cases.enumerated() {
            for (w, width) in test.widths.enumerated() {
                let reference = try XCTUnwrap(browser["\(c)-\(w)"])
                let ours = try Self.metrics(test.text, width: width, locale: test.locale)
                let scalarStarts = reference.map { Self.scalarOffset(test.text, utf16: $0.start) }
                XCTAssertEqual(ours.lineCount, reference.count, "line count of case \(c) at width \(width)")
                XCTAssertEqual(ours.lines.map(\.scalarRange.lowerBound), scalarStarts, "line starts of case \(c) at width \(width)")
                let scalars = Array(test.text.unicodeScalars)
                for (line, expected) in zip(ours.lines, reference) {
                    var characters = scalars[line.scalarRange]
                    while characters.last == " " { characters = characters.dropLast() }
                    let spaces = test.locale == "ar" ? characters.filter { $0 == " " }.count : 0
                    XCTAssertEqual(line.width, expected.width, accuracy: Self.widthTolerance + Double(spaces) * Self.arabicSpaceDifference,
                                   "a line's width, case \(c) at \(width)")
                }
            }
        }
    }

    /// Hanging and ideographic baselines and the font box of Inter at 40 pt equal Chromium's
    /// canvas `measureText`, within half a pixel: Chromium rounds the font's ascent and descent
    /// to whole pixels first (38.75 → 39), we keep them exact. The kerned width agrees too.
    func testCanvasBaselinesMatchChromium() throws {
        let folder = try makeTemporaryFolder(self)
        let page = folder.appendingPathComponent("metrics.html")
        try """
        <!doctype html><meta charset="utf-8"><body><pre id="out"></pre><script>
        const g = document.createElement('canvas').getContext('2d');
        g.font = '40px Inter'; g.textBaseline = 'alphabetic';
        const m = g.measureText('AVATAR Wave');
        document.getElementById('out').textContent = JSON.stringify({width: m.width, hanging: m.hangingBaseline,
          ideographic: m.ideographicBaseline, ascent: m.fontBoundingBoxAscent, descent: m.fontBoundingBoxDescent});
        </script>
        """.write(to: page, atomically: true, encoding: .utf8)
        let reference = try Self.json(Browser.dom(page, fragment: nil, in: folder)) as? [String: Double] ?? [:]
        let ours = try Self.lineMetrics("AVATAR Wave", size: 40)
        XCTAssertEqual(ours.baselineOffset(.hanging), try XCTUnwrap(reference["hanging"]), accuracy: 0.5 * 0.8, "hangingBaseline")
        XCTAssertEqual(ours.baselineOffset(.ideographic), try XCTUnwrap(reference["ideographic"]), accuracy: 0.5, "ideographicBaseline")
        XCTAssertEqual(ours.ascent, try XCTUnwrap(reference["ascent"]), accuracy: 0.5, "fontBoundingBoxAscent")
        XCTAssertEqual(ours.descent, try XCTUnwrap(reference["descent"]), accuracy: 0.5, "fontBoundingBoxDescent")
        XCTAssertEqual(ours.width, try XCTUnwrap(reference["width"]), accuracy: Self.widthTolerance, "kerned width")
    }

    /// The em square (top, middle and bottom baselines) splits the size in the proportion of the
    /// font's OS/2 typographic ascender and descender, read here straight from the font file.
    func testEmSquareFollowsTheTypographicMetricsOfTheFontFile() throws {
        let ours = try Self.lineMetrics("Hg", size: 40)
        let file = try XCTUnwrap(TextShapingTests.layout("Hg", font: MotionFont(size: 40)).glyphRuns.first?.first?.fontFile)
        let (ascender, descender) = try Self.typoMetrics(URL(fileURLWithPath: file))
        let expected = 40 * ascender / (ascender - descender)
        XCTAssertEqual(ours.emAscent, expected, accuracy: 1e-9)
        XCTAssertEqual(ours.emAscent + ours.emDescent, 40, accuracy: 1e-9)
        XCTAssertEqual(ours.baselineOffset(.top), expected, accuracy: 1e-9)
        XCTAssertEqual(ours.baselineOffset(.middle), (expected - (40 - expected)) / 2, accuracy: 1e-9)
        XCTAssertEqual(ours.baselineOffset(.bottom), -(40 - expected), accuracy: 1e-9)
    }

    // MARK: - Helpers

    /// For each case and width ("c-w"): each line's first UTF-16 offset and its width in px.
    private func chromiumLines() throws -> [String: [(start: Int, width: Double)]] {
        let folder = try makeTemporaryFolder(self)
        let page = folder.appendingPathComponent("wrap.html")
        var divs = ""
        for (c, test) in Self.cases.enumerated() {
            for (w, width) in test.widths.enumerated() {
                divs += "<div id=\"d\(c)-\(w)\" lang=\"\(test.locale)\" dir=\"\(test.direction)\" style=\"width: \(width)px\">\(test.text)</div>\n"
            }
        }
        try """
        <!doctype html><meta charset="utf-8">
        <style>div { font: 16px \(Self.cssFamilies); line-height: normal; overflow-wrap: break-word; margin: 0 0 20px 0; }</style>
        <body>\(divs)<pre id="out"></pre><script>
        const result = {};
        for (const div of document.querySelectorAll('div')) {
          const node = div.firstChild, text = node.data, starts = [];
          let top = -1e9;
          for (let i = 0; i < text.length; i++) {
            if (text.charCodeAt(i) >= 0xDC00 && text.charCodeAt(i) < 0xE000) continue;
            const range = document.createRange(); range.setStart(node, i); range.setEnd(node, i + 1);
            const rects = range.getClientRects(); if (rects.length == 0) continue;
            if (rects[0].top > top + 2) { starts.push(i); top = rects[0].top; }
          }
          // A line's width: the box of its characters without the spaces it ends with.
          result[div.id.slice(1)] = starts.map((start, k) => {
            let end = k + 1 < starts.length ? starts[k + 1] : text.length;
            while (end > start && text[end - 1] == ' ') end--;
            const range = document.createRange(); range.setStart(node, start); range.setEnd(node, end);
            return [start, range.getBoundingClientRect().width];
          });
        }
        document.getElementById('out').textContent = JSON.stringify(result);
        </script>
        """.write(to: page, atomically: true, encoding: .utf8)
        let object = try Self.json(Browser.dom(page, fragment: nil, in: folder)) as? [String: [[Double]]] ?? [:]
        return object.mapValues { $0.map { (start: Int($0[0]), width: $0[1]) } }
    }

    /// The family list text is laid out with, in CSS, so Chromium uses the same fonts.
    private static var cssFamilies: String {
        FontFallback.familyList(MotionFont.defaultFamily, locale: .english).map { "\"\($0)\"" }.joined(separator: ", ")
    }

    private static func json(_ dom: String) throws -> Any {
        let start = try XCTUnwrap(dom.range(of: "<pre id=\"out\">")).upperBound
        let end = try XCTUnwrap(dom.range(of: "</pre>", range: start..<dom.endIndex)).lowerBound
        let text = String(dom[start..<end]).replacingOccurrences(of: "&amp;", with: "&")
        return try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    private static func metrics(_ text: String, width: Double, locale: MotionLocale) throws -> TextLayoutMetrics {
        nonisolated(unsafe) var metrics: TextLayoutMetrics?
        var options = RenderOptions(background: false)
        options.locale = locale
        _ = try MotionRenderer.raster(ClosureScene { c, _ in
            metrics = c.metrics(of: MotionText(text, font: MotionFont(size: 16)), in: CGSize(width: width, height: .infinity))
        }, at: 0.5, options: options)
        return try XCTUnwrap(metrics)
    }

    private static func lineMetrics(_ string: String, size: Double) throws -> TextMetrics {
        nonisolated(unsafe) var metrics = TextMetrics(width: 0, ascent: 0, descent: 0)
        _ = try pixels(ClosureScene { c, _ in metrics = c.measure(string, font: MotionFont(size: size)) })
        return metrics
    }

    /// sTypoAscender and sTypoDescender of an OpenType file, from its table directory.
    private static func typoMetrics(_ url: URL) throws -> (Double, Double) {
        let bytes = [UInt8](try Data(contentsOf: url))
        func u16(_ i: Int) -> Int { Int(bytes[i]) << 8 | Int(bytes[i + 1]) }
        func u32(_ i: Int) -> Int { u16(i) << 16 | u16(i + 2) }
        for table in 0..<u16(4) {
            let record = 12 + 16 * table
            guard String(decoding: bytes[record..<(record + 4)], as: UTF8.self) == "OS/2" else { continue }
            let os2 = u32(record + 8)
            return (Double(Int16(bitPattern: UInt16(u16(os2 + 68)))), Double(Int16(bitPattern: UInt16(u16(os2 + 70)))))
        }
        throw CocoaError(.fileReadCorruptFile)
    }

    private static func scalarOffset(_ text: String, utf16 offset: Int) -> Int {
        let index = String.Index(utf16Offset: offset, in: text)
        return text.unicodeScalars[..<index].count
    }
}
