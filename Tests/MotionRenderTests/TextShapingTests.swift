import Foundation
@testable import MotionRender
import MotionTestSupport
import XCTest

/// Shaping, kerning, bidi order and fallback against the tools of the libraries themselves:
/// HarfBuzz's `hb-shape` (Debian libharfbuzz-bin) and GNU FriBidi's `fribidi` (libfribidi-bin).
final class TextShapingTests: XCTestCase {
    static let arabic = "مرحبا بالعالم"
    static let devanagari = "नमस्ते दुनिया"
    static let kerned = "AVATAR Wave"

    /// Glyph ids and advances of every run equal hb-shape's for the same font file, size (in
    /// Pango's unit, 1/1024 pt, so advances compare exactly), language and direction.
    func testGlyphsAndAdvancesEqualHarfBuzzsOwnTool() throws {
        for (string, family) in [(Self.arabic, "Inter"), (Self.devanagari, "Inter"), (Self.kerned, "Inter"), ("สวัสดีครับ", "Inter")] {
            let runs = try Self.layout(string, font: MotionFont(family: family, size: 14)).glyphRuns.flatMap { $0 }
            XCTAssertFalse(runs.isEmpty)
            for run in runs {
                let reference = try Self.hbShape(run.text, file: run.fontFile, index: run.fontIndex, size: 14,
                                                 language: run.language, rightToLeft: run.rightToLeft)
                XCTAssertEqual(run.glyphs.map(\.id), reference.map(\.id), "glyph ids of \"\(run.text)\" in \(run.fontFile)")
                XCTAssertEqual(run.glyphs.map(\.advance), reference.map(\.advance), "advances of \"\(run.text)\" in \(run.fontFile)")
            }
        }
        // The runs went to the fonts of their scripts.
        let arabicFonts = try Self.layout(Self.arabic, font: MotionFont(size: 14)).glyphRuns.flatMap { $0 }.map(\.fontFile)
        XCTAssertTrue(arabicFonts.allSatisfy { $0.hasSuffix("NotoSansArabic-Regular.ttf") }, "\(arabicFonts)")
        let devanagariRuns = try Self.layout(Self.devanagari, font: MotionFont(size: 14)).glyphRuns.flatMap { $0 }
        XCTAssertTrue(devanagariRuns.allSatisfy { $0.fontFile.hasSuffix("NotoSansDevanagari-Regular.ttf") })
        // The conjunct स्ते is fewer glyphs than characters, Arabic letters join (no isolated forms).
        XCTAssertLessThan(devanagariRuns.flatMap(\.glyphs).count, Self.devanagari.unicodeScalars.count)
    }

    /// "AVATAR Wave" in Inter is as wide as hb-shape's advances add up to, and clearly narrower
    /// than the same glyphs without kerning.
    func testKernedWidthEqualsHarfBuzzAndDiffersFromUnkerned() throws {
        let file = try XCTUnwrap(Self.layout(Self.kerned, font: MotionFont(size: 14)).glyphRuns.first?.first?.fontFile)
        XCTAssertTrue(file.hasSuffix("Inter-Regular.otf"), file)
        let kerned = try Self.hbShape(Self.kerned, file: file, index: 0, size: 14, language: "en", rightToLeft: false)
        let unkerned = try Self.hbShape(Self.kerned, file: file, index: 0, size: 14, language: "en", rightToLeft: false, features: "-kern")
        let kernedWidth = Double(kerned.map(\.advance).reduce(0, +)) / 1024
        let unkernedWidth = Double(unkerned.map(\.advance).reduce(0, +)) / 1024
        nonisolated(unsafe) var measured = 0.0, measuredOff = 0.0
        _ = try pixels(ClosureScene { c, _ in
            measured = c.measure(Self.kerned, font: MotionFont(size: 14)).width
            measuredOff = c.measure(Self.kerned, font: MotionFont(size: 14, features: [.kerning(false)])).width
        })
        XCTAssertEqual(measured, kernedWidth, accuracy: 1e-9)
        XCTAssertEqual(measuredOff, unkernedWidth, accuracy: 1e-9, "kern off gives HarfBuzz's unkerned advances")
        XCTAssertGreaterThan(unkernedWidth - kernedWidth, 3, "AV, VA, AT, TA, Wa pairs kern by several points at 14 pt")
    }

    /// An Arabic word followed by Latin digits, and Latin around Arabic, in the visual order of
    /// the Unicode bidi algorithm as GNU FriBidi computes it.
    func testVisualOrderEqualsFriBidi() throws {
        for string in ["مرحبا 123", "Score: مرحبا بكم 42 points", "שלום עולם 2024"] {
            let layout = try Self.layout(string, font: MotionFont(size: 14))
            let reference = try ExternalTool.run("fribidi", package: "libfribidi-bin", ["--nopad", "--nobreak", "--vtol", "--novisual"],
                                                 input: Data((string + "\n").utf8))
            XCTAssertEqual(reference.status, 0, reference.stderr)
            let expected = reference.text.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
            XCTAssertEqual(Self.visualOrder(layout), expected, "visual order of \"\(string)\"")
        }
    }

    /// Japanese and emoji are covered (no .notdef or unknown glyph), by Noto CJK and Noto Color
    /// Emoji, and the emoji draws in colour.
    func testJapaneseAndEmojiHaveGlyphs() throws {
        let string = "日本語のテキスト 🎉🏆"
        let runs = try Self.layout(string, font: MotionFont(size: 14)).glyphRuns.flatMap { $0 }
        let glyphs = runs.flatMap(\.glyphs)
        XCTAssertFalse(glyphs.contains { $0.id == 0 || $0.id & 0x1000_0000 != 0 }, "every character has a glyph: \(runs.map(\.fontFile))")
        XCTAssertTrue(runs.contains { $0.fontFile.contains("NotoSansCJK") && $0.text.contains("日本語") })
        XCTAssertTrue(runs.contains { $0.fontFile.hasSuffix("NotoColorEmoji.ttf") && $0.text.contains("🎉") })
        let image = try pixels(ClosureScene { c, _ in
            c.text("🎉", at: CGPoint(x: 180, y: 140), font: MotionFont(size: 80), color: .black)
        })
        var coloured = 0
        for y in 0..<image.height { for x in 0..<image.width {
            let p = image[x, y]
            if p.a > 200, Int(max(p.r, p.g, p.b)) - Int(min(p.r, p.g, p.b)) > 80 { coloured += 1 }
        } }
        XCTAssertGreaterThan(coloured, 500, "the emoji is drawn in its colours, not in the text colour")
    }

    /// A script that no installed font covers is drawn as boxes and warned about once, naming
    /// the script.
    func testUncoveredScriptWarnsOnce() throws {
        let chorasmian = "\u{10FB0}\u{10FB1}\u{10FB2}"
        for _ in 0..<2 {
            _ = try pixels(ClosureScene { c, _ in
                c.text(chorasmian, at: CGPoint(x: 180, y: 140), color: .black)
                c.text(chorasmian + " again", at: CGPoint(x: 180, y: 180), color: .black)
            })
        }
        let warnings = FontLibrary.shared.warnings.filter { $0.contains("Chorasmian") }
        XCTAssertEqual(warnings.count, 1, "\(FontLibrary.shared.warnings)")
        XCTAssertTrue(warnings.first?.contains("U+10FB0") == true && warnings.first?.contains("no Debian 12 font package") == true,
                      warnings.first ?? "")
        XCTAssertEqual(try Self.layout(chorasmian, font: MotionFont(size: 14)).missing.map(\.value), [0x10FB0, 0x10FB1, 0x10FB2])
    }

    /// An unknown family is warned about once, naming the family used instead, and the text is
    /// drawn in it.
    func testUnknownFamilyFallsBackToInterWithOneWarning() throws {
        let font = MotionFont(family: "No Such Family Sans", size: 14)
        for _ in 0..<2 { _ = try Self.layout("Hello", font: font) }
        let warnings = FontLibrary.shared.warnings.filter { $0.contains("No Such Family Sans") }
        XCTAssertEqual(warnings, ["font family 'No Such Family Sans' is not installed; using 'Inter' instead (install it, or fonts-inter with `make setup`)"])
        XCTAssertTrue(try Self.layout("Hello", font: font).glyphRuns[0][0].fontFile.hasSuffix("Inter-Regular.otf"))
    }

    /// Installed families, however they are capitalized and whatever script the text is in, draw
    /// without a warning; fontconfig's own list of families is the reference.
    func testInstalledFamiliesAreNotWarnedAbout() throws {
        let listed = try ExternalTool.run("fc-list", package: "fontconfig", [":", "family"]).text
        for family in ["Noto Sans", "noto serif", "Inter"] {
            XCTAssertTrue(listed.lowercased().contains(family.lowercased()), "fc-list does not list \(family)")
            _ = try Self.layout("Hello مرحبا", font: MotionFont(family: family, size: 14))
        }
        let families = ["'Noto Sans'", "'noto serif'", "'Inter'"]
        let warned = FontLibrary.shared.warnings.filter { warning in families.contains { warning.hasPrefix("font family \($0) ") } }
        XCTAssertEqual(warned, [])
    }

    /// Weights and italics of a family select its own faces.
    func testWeightsAndItalicsSelectTheFamilysFaces() throws {
        let bold = try Self.layout("Hello", font: MotionFont(size: 14, weight: .bold)).glyphRuns[0][0].fontFile
        let italic = try Self.layout("Hello", font: MotionFont(size: 14, italic: true)).glyphRuns[0][0].fontFile
        let boldItalic = try Self.layout("Hello", font: MotionFont(size: 14, weight: .bold, italic: true)).glyphRuns[0][0].fontFile
        XCTAssertTrue(bold.hasSuffix("Inter-Bold.otf"), bold)
        XCTAssertTrue(italic.hasSuffix("Inter-Italic.otf"), italic)
        XCTAssertTrue(boldItalic.hasSuffix("Inter-BoldItalic.otf"), boldItalic)
    }

    /// PDF keeps text as text: pdftotext reads back Latin, Arabic and Japanese, and the fonts are
    /// embedded as subsets.
    func testPDFTextReadsBackInEveryScript() throws {
        let folder = try makeTemporaryFolder(self)
        let pdf = folder.appendingPathComponent("scripts.pdf")
        let strings = [Self.kerned, Self.arabic, "日本語のテキスト", Self.devanagari]
        let scene = ClosureScene { c, _ in
            for (i, string) in strings.enumerated() {
                c.text(string, at: CGPoint(x: 180, y: 50 + 50 * Double(i)), font: MotionFont(size: 20), color: .black)
            }
        }
        try MotionRenderer.render(scene, at: 0.5, options: RenderOptions(format: .pdf), to: pdf)
        let text = try ExternalTool.run("pdftotext", package: "poppler-utils", [pdf.path, "-"])
        XCTAssertEqual(text.status, 0, text.stderr)
        for string in [Self.kerned, Self.arabic, "日本語のテキスト"] {
            XCTAssertTrue(text.text.contains(string), "pdftotext gives back \"\(string)\": \(text.text)")
        }
        let fonts = try ExternalTool.run("pdffonts", package: "poppler-utils", [pdf.path])
        let rows = fonts.text.split(separator: "\n").dropFirst(2)
        XCTAssertGreaterThanOrEqual(rows.count, 4, fonts.text)
        for row in rows {
            let columns = row.split(separator: " ")
            XCTAssertTrue(columns.first?.contains("+") == true, "subset prefix (ABCDEF+Name): \(row)")
            XCTAssertTrue(row.contains(" yes yes "), "embedded and subset: \(row)")
        }
    }

    // MARK: - Helpers

    /// The layout the canvas makes for one line of `string`.
    static func layout(_ string: String, font: MotionFont, locale: MotionLocale = .english) throws -> TextLayout {
        nonisolated(unsafe) var made: TextLayout?
        var options = RenderOptions(background: false)
        options.locale = locale
        _ = try MotionRenderer.raster(ClosureScene { c, _ in
            made = c.lineLayout(string, font: font, tracking: 0, direction: .natural)
        }, at: 0.5, options: options)
        return try XCTUnwrap(made)
    }

    /// hb-shape's glyphs for `text`, advances in 1/1024 pt.
    static func hbShape(_ text: String, file: String, index: Int, size: Double, language: String, rightToLeft: Bool,
                        features: String? = nil) throws -> [(id: UInt32, advance: Int32)] {
        var arguments = [file, "--face-index=\(index)", "--font-size=\(Int(size * 1024))", "--language=\(language)",
                         "--direction=\(rightToLeft ? "rtl" : "ltr")", "--output-format=json", "--no-glyph-names"]
        if let features { arguments.append("--features=\(features)") }
        let result = try ExternalTool.run("hb-shape", package: "libharfbuzz-bin", arguments + [text])
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try JSONSerialization.jsonObject(with: Data(result.text.utf8)) as? [[String: Any]] ?? []
        return json.map { (id: UInt32($0["g"] as? Int ?? -1), advance: Int32($0["ax"] as? Int ?? 0)) }
    }

    /// Scalar indices of the layout's characters from left to right: each cluster's characters,
    /// in reading order inside a left-to-right run, reversed inside a right-to-left one.
    static func visualOrder(_ layout: TextLayout) -> [Int] {
        let runs = layout.glyphRuns.flatMap { $0 }
        let starts = Set(runs.flatMap { $0.glyphs.map(\.cluster) }).sorted()
        let count = layout.key.string.unicodeScalars.count
        func members(_ cluster: Int) -> [Int] {
            let end = starts.first { $0 > cluster } ?? count
            return Array(cluster..<end)
        }
        var order: [Int] = []
        for run in runs {
            var seen: Set<Int> = []
            for glyph in run.glyphs where seen.insert(glyph.cluster).inserted {
                order += run.rightToLeft ? members(glyph.cluster).reversed() : members(glyph.cluster)
            }
        }
        return order
    }
}
