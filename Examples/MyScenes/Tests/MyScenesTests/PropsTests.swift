import Foundation
import MotionCLI
import MotionRender
import MyScenes
import XCTest

/// The level-up scene's props from `my-motion`, the built tool, as a user runs it: the JSON files
/// of `props/` give the same pictures as the same props typed in Swift, localized stills read
/// back with pdftotext, one PDF of frames checked with pdfinfo, and bad props refused on one line
/// with exit 64 and no file.
final class PropsTests: XCTestCase {
    private var folder: URL!

    /// `props/` of this package.
    static let propsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("props")

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("my-motion-props-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func tool(_ arguments: [String]) throws -> ToolRun {
        let binary = try XCTUnwrap(CommandLineTests.executable, "my-motion was not built beside the test bundle")
        return try ToolRun(binary, arguments, in: folder, environment: ProcessInfo.processInfo.environment)
    }

    private func external(_ name: String, _ package: String, _ arguments: [String]) throws -> ToolRun {
        let binary = try XCTUnwrap(ToolRun.locate(name), "\(name) is not installed: apt-get install \(package)")
        return try ToolRun(binary, arguments, in: folder, environment: ProcessInfo.processInfo.environment)
    }

    /// `--props-file props/fr.json` draws exactly what `Props(...)` with the same values draws.
    func testThePropsFileGivesThePictureOfTheTypedProps() throws {
        for time in ["1.2", "3.8"] {
            let file = folder.appendingPathComponent("fr-\(time).png")
            let run = try tool(["render", "level-up", "--time", time, "--props-file", Self.propsFolder.appendingPathComponent("fr.json").path, "-o", file.path])
            XCTAssertEqual(run.status, 0, run.stderr)
            var options = RenderOptions()
            options.props = LevelUpScene.Props(level: 12, title: "Niveau 12", previousTitle: "Niveau 11", pill: "NIVEAU SUPÉRIEUR",
                                               accent: MotionColor(hex: 0x7B3FE4))
            XCTAssertEqual(try Data(contentsOf: file), try MotionRenderer.render(LevelUpScene(), at: Double(time)!, options: options), time)
            XCTAssertNotEqual(try Data(contentsOf: file), try MotionRenderer.render(LevelUpScene(), at: Double(time)!), "\(time): the defaults differ")
        }
    }

    /// Localized stills: the strings from props, the language from --locale; pdftotext reads them
    /// back from the PDF (right-to-left runs come wrapped in bidi marks, so letters are compared).
    func testLocalizedStillsFromProps() throws {
        let letters = { (s: String) in String(s.unicodeScalars.filter { !$0.properties.isWhitespace && !(0x202A...0x202E).contains($0.value) }) }
        for (locale, strings) in [("ja", ["レベル5", "レベルアップ"]), ("ar", ["المستوى ٥", "ترقية المستوى"])] {
            let pdf = folder.appendingPathComponent("\(locale).pdf")
            let run = try tool(["render", "level-up", "--still", "--locale", locale,
                                "--props-file", Self.propsFolder.appendingPathComponent("\(locale).json").path, "-o", pdf.path])
            XCTAssertEqual(run.status, 0, run.stderr)
            let text = try external("pdftotext", "poppler-utils", [pdf.path, "-"]).stdout
            for string in strings {
                XCTAssertTrue(letters(text).contains(letters(string)), "\(locale): \(string) not in \(text)")
            }
            XCTAssertFalse(text.contains("LEVEL UP"), text)
        }
    }

    func testFramesAsOnePDF() throws {
        let pdf = folder.appendingPathComponent("level-up.pdf")
        let run = try tool(["frames", "level-up", "--format", "pdf", "--fps", "4", "--props", #"{"level": 3}"#, "-o", pdf.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        let info = try external("pdfinfo", "poppler-utils", [pdf.path]).stdout
        XCTAssertTrue(info.contains("Pages:           20\n"), info)
        XCTAssertTrue(info.contains("Page size:       360 x 280 pts"), info)
        let text = try external("pdftotext", "poppler-utils", ["-f", "20", "-l", "20", pdf.path, "-"]).stdout
        XCTAssertTrue(text.contains("Level 3"), "the last page, at rest, shows the new title: \(text)")
    }

    func testListJSONShowsTheDefaults() throws {
        let run = try tool(["list", "--json"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let listing = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let scene = try XCTUnwrap((listing["scenes"] as? [[String: Any]])?.first)
        XCTAssertEqual(scene["props"] as? NSDictionary, ["level": 5, "pill": "LEVEL UP"] as NSDictionary, "nil optionals are left out")
    }

    func testBadPropsAreRefusedOnOneLineAndWriteNothing() throws {
        let cases: [([String], String)] = [
            (["--props", #"{"level": "twelve"}"#], #"--props: key "level": expected an integer, found a string ("twelve")"#),
            (["--props", #"{"level": 12.5}"#], #"--props: key "level": expected an integer, found a number (12.5)"#),
            (["--props", #"{"accent": "purple"}"#], #"--props: key "accent": invalid colour "purple": expected #RGB, #RRGGBB or #RRGGBBAA"#),
            (["--props", #"{"titel": "Niveau 12"}"#], #"--props: unknown key "titel" (keys there: accent, level, pill, previousTitle, title)"#),
            (["--props", #"{"title": "Niveau 12", }x"#], "--props: not valid JSON: invalid value at line 1, column 25"),
            (["--props-file", "missing.json"], "--props-file missing.json: no such file"),
        ]
        for (options, message) in cases {
            for command in [["render", "level-up", "-o", "out.png"], ["frames", "level-up", "-o", "frames"], ["storyboard", "level-up", "-o", "board.pdf"]] {
                let run = try tool(command + options)
                XCTAssertEqual(run.status, 64, "\(command + options): \(run.stderr)")
                XCTAssertEqual(run.stderr, "error: \(message)\n", "\(command + options)")
                XCTAssertEqual(run.stdout, "")
                XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [], "\(command + options) left files")
            }
        }
    }
}
