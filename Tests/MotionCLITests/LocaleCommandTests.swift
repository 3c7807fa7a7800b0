import Foundation
import MotionTestSupport
import XCTest

/// `--locale`: a localized scene in another language and direction, byte-identical across
/// processes, and one-line refusals for a bad tag or a locale the scene has no strings for.
final class LocaleCommandTests: XCTestCase {
    func testLocalizedStillsAreIdenticalAcrossProcessesAndKeepTheirText() throws {
        let folder = try makeTemporaryFolder(self)
        for locale in ["ja", "ar"] {
            for format in ["png", "svg", "pdf"] {
                var outputs: [Data] = []
                for run in 0..<2 {
                    let file = folder.appendingPathComponent("streak-\(locale)-\(run).\(format)")
                    let result = try CLIRunner.run(["render", "streak", "--still", "--locale", locale, "-o", file.path])
                    XCTAssertEqual(result.status, 0, result.stderr)
                    XCTAssertEqual(result.stderr, "", "no font warning: every character has a font")
                    outputs.append(try Data(contentsOf: file))
                }
                XCTAssertEqual(outputs[0], outputs[1], "\(locale) \(format) differs between two processes")
            }
            let text = try ExternalTool.run("pdftotext", package: "poppler-utils",
                                            [folder.appendingPathComponent("streak-\(locale)-0.pdf").path, "-"])
            // pdftotext wraps right-to-left runs in bidi marks and moves the space around the
            // digit; compare the letters.
            func letters(_ string: String) -> String {
                String(string.unicodeScalars.filter { !$0.properties.isWhitespace && !(0x202A...0x202E).contains($0.value) })
            }
            XCTAssertTrue(letters(text.text).contains(letters(locale == "ja" ? "7日連続" : "٧ أيام متتالية")), text.text)
        }
        let english = try Data(contentsOf: folder.appendingPathComponent("streak-ja-0.png"))
        XCTAssertEqual(try CLIRunner.run(["render", "streak", "--still", "-o", folder.appendingPathComponent("en.png").path]).status, 0)
        XCTAssertNotEqual(try Data(contentsOf: folder.appendingPathComponent("en.png")), english)
    }

    func testBadLocalesAreRefusedInOneLine() throws {
        let folder = try makeTemporaryFolder(self)
        let out = folder.appendingPathComponent("streak.png").path
        try CLIRunner.assertRefused(["render", "streak", "--locale", "e!", "-o", out], status: 64,
                                    naming: "option '--locale' got 'e!'; expected a BCP 47 tag such as en, ja, ar, pt-BR or zh-Hant", in: folder)
        try CLIRunner.assertRefused(["render", "streak", "--locale", "fr", "-o", out], status: 1,
                                    naming: "no strings for locale 'fr'; there are: ar, en, ja", in: folder)
    }
}
