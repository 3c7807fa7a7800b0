import Foundation
import MotionCLI
import MotionRender
import MotionSnapshot
import MotionTestSupport
import XCTest

/// `--props` and `--props-file` on every command that draws a scene: the props reach the frames
/// (checked in the pixels, with pdftotext, in the manifest), and each bad input is one line,
/// exit 64, and no file.
final class PropsCommandTests: XCTestCase {
    private var folder: URL!
    private var tool: MotionCommand!

    override func setUpWithError() throws {
        folder = try makeTemporaryFolder(self)
        tool = try MotionCommand.propsTool()
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Runs the tool; it must exit 0 and print nothing on stderr.
    @discardableResult
    private func run(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) -> [String] {
        let result = tool.capture(arguments)
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.err)", file: file, line: line)
        XCTAssertEqual(result.err, [], "\(arguments)", file: file, line: line)
        return result.out
    }

    private func image(_ name: String) throws -> RasterImage {
        try SnapshotImage(pngData: try Data(contentsOf: folder.appendingPathComponent(name)), name: name).raster
    }

    /// The colour of a pixel as hex text, `#0000FF`.
    private func hex(_ image: RasterImage, _ x: Int, _ y: Int) -> String {
        let p = image[x, y]
        return String(format: "#%02X%02X%02X", p.r, p.g, p.b)
    }

    func testRenderDrawsThePropsGivenAndTheDefaultsOtherwise() throws {
        run(["render", "band", "-o", path("default.png")])
        run(["render", "band", "--props", ##"{"width": 200, "accent": "#0000FF"}"##, "-o", path("given.png")])
        let defaults = try image("default.png"), given = try image("given.png")
        XCTAssertEqual(hex(defaults, 45, 20), "#FF0000")
        XCTAssertNotEqual(hex(defaults, 150, 20), "#FF0000", "the default band ends at x = 90")
        XCTAssertEqual(hex(given, 45, 20), "#0000FF")
        XCTAssertEqual(hex(given, 195, 20), "#0000FF")
        XCTAssertEqual(hex(given, 205, 20), hex(defaults, 205, 20), "past the band: the background")
    }

    func testAPropsFileGivesTheSameFileAsTheSameText() throws {
        let json = ##"{"title": "From a file", "accent": "#00AA00"}"##
        try Data(json.utf8).write(to: folder.appendingPathComponent("card.json"))
        run(["render", "band", "--props", json, "-o", path("text.png")])
        run(["render", "band", "--props-file", path("card.json"), "-o", path("file.png")])
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("text.png")),
                       try Data(contentsOf: folder.appendingPathComponent("file.png")))
    }

    func testFramesRecordThePropsAndRefuseAResumeWithOthers() throws {
        let frames = path("frames")
        let first = run(["frames", "band", "--fps", "2", "--props", #"{"width": 200}"#, "-o", frames, "--quiet"])
        XCTAssertEqual(first, ["4 frames rendered, 0 already complete, in \(frames)"])
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: frames).appendingPathComponent("manifest.json"))) as? [String: Any]
        XCTAssertEqual(manifest?["props"] as? NSDictionary,
                       ["title": "Level 5", "width": 200, "accent": "#FF0000", "level": 5] as NSDictionary)
        XCTAssertEqual(hex(try image("frames/frame-00002.png"), 195, 20), "#FF0000")

        let again = run(["frames", "band", "--fps", "2", "--props", #"{"width": 200.0}"#, "-o", frames, "--quiet"])
        XCTAssertEqual(again, ["0 frames rendered, 4 already complete, in \(frames)"])
        let before = try Data(contentsOf: URL(fileURLWithPath: frames).appendingPathComponent("frame-00002.png"))
        let other = tool.capture(["frames", "band", "--fps", "2", "--props", #"{"width": 150}"#, "-o", frames, "--quiet"])
        XCTAssertEqual(other.status, 1)
        XCTAssertEqual(other.err.count, 1)
        XCTAssertTrue(other.err[0].contains("holds frames of a different render"), "\(other.err)")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: frames).appendingPathComponent("frame-00002.png")), before)
    }

    func testStoryboardDrawsThePropsText() throws {
        run(["storyboard", "band", "--frames", "2", "--props", #"{"title": "Quarterly report", "level": 42}"#, "-o", path("board.pdf")])
        let text = try ExternalTool.run("pdftotext", package: "poppler-utils", [path("board.pdf"), "-"]).text
        XCTAssertTrue(text.contains("Quarterly report · 42"), text)
        XCTAssertFalse(text.contains("Level 5"), text)
    }

    func testThePlayerEmbedsFramesDrawnWithTheProps() throws {
        run(["player", "band", "--fps", "2", "--props", ##"{"width": 200, "accent": "#0000FF"}"##, "-o", path("band.html")])
        let payload = try PlayerCommandTests.payload(try String(contentsOf: folder.appendingPathComponent("band.html"), encoding: .utf8))
        let first = try XCTUnwrap(payload.frame("light", 0))
        let frame = try SnapshotImage(pngData: first).raster
        XCTAssertEqual(hex(frame, 195, 20), "#0000FF")
    }

    func testSnapshotsAreRecordedAndVerifiedWithTheProps() throws {
        let refs = path("refs")
        let props = ##"{"accent": "#0000FF"}"##
        _ = run(["snapshot", "record", "band", "--scheme", "light", "--device", "phone", "--dir", refs, "--props", props])
        XCTAssertEqual(hex(try image("refs/band.light-phone.png"), 45, 20), "#0000FF")
        let verified = run(["snapshot", "verify", "band", "--scheme", "light", "--device", "phone", "--dir", refs, "--props", props])
        XCTAssertEqual(verified.last, "1 snapshots in \(refs): 1 matched")
        let without = tool.capture(["snapshot", "verify", "band", "--scheme", "light", "--device", "phone", "--dir", refs])
        XCTAssertEqual(without.status, 1, "the defaults draw a red band: the reference drawn with blue differs")
    }

    /// The same bad props for every drawing command: one `error:` line, exit 64, nothing written.
    func testBadPropsAreOneLineUsageErrorsAndNothingIsWritten() throws {
        let out = path("out")
        let commands: [[String]] = [["render", "band", "-o", out + ".png"], ["frames", "band", "-o", out, "--quiet"],
                                    ["storyboard", "band", "-o", out + ".pdf"], ["player", "band", "-o", out + ".html"],
                                    ["snapshot", "record", "band", "--dir", out]]
        let big = folder.appendingPathComponent("big.json")
        XCTAssertTrue(FileManager.default.createFile(atPath: big.path, contents: Data(repeating: 0x20, count: PropsInput.maximumBytes + 1)))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("dir.json"), withIntermediateDirectories: true)
        let bad: [([String], String)] = [
            (["--props", #"{"title": "x""#], "--props: not valid JSON: unexpected end of file during JSON parse"),
            (["--props", #"{"title": 'x'}"#], "--props: not valid JSON: invalid value at line 1, column 11"),
            (["--props", #"["x"]"#], #"--props: props must be one JSON object ({"key": value, …}), found an array"#),
            (["--props", #"{"title": 5}"#], #"--props: key "title": expected a string, found a number (5)"#),
            (["--props", #"{"level": 2.5}"#], #"--props: key "level": expected an integer, found a number (2.5)"#),
            (["--props", #"{"accent": "red"}"#], #"--props: key "accent": invalid colour "red": expected #RGB, #RRGGBB or #RRGGBBAA"#),
            (["--props", #"{"titel": "x"}"#], #"--props: unknown key "titel" (keys there: accent, level, title, width)"#),
            (["--props-file", path("missing.json")], "--props-file \(path("missing.json")): no such file"),
            (["--props-file", path("dir.json")], "--props-file \(path("dir.json")): is a folder, not a JSON file"),
            (["--props-file", big.path], "--props-file \(big.path): 1048577 bytes is over the limit of 1048576 bytes for props"),
            (["--props", "{}", "--props-file", big.path], "use either --props or --props-file, not both"),
        ]
        for command in commands {
            for (options, message) in bad {
                let result = tool.capture(command + options)
                XCTAssertEqual(result.status, 64, "\(command + options)")
                XCTAssertEqual(result.err, ["error: " + message], "\(command + options)")
                XCTAssertEqual(result.out, [], "\(command + options)")
                XCTAssertEqual(try contents(folder), ["big.json", "dir.json"], "\(command + options) left files")
            }
            let plain = command.map { $0 == "band" ? "plain" : $0 }
            let result = tool.capture(plain + ["--props", #"{"title": "x"}"#])
            XCTAssertEqual(result.status, 64, "\(plain)")
            XCTAssertEqual(result.err, ["error: --props: scene 'plain' takes no props"], "\(plain)")
            XCTAssertEqual(try contents(folder), ["big.json", "dir.json"], "\(plain) left files")
        }
    }

    func testListJSONShowsTheDefaultPropsOfScenesThatTakeProps() throws {
        let json = run(["list", "--json"]).joined(separator: "\n")
        let listing = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let scenes = try XCTUnwrap(listing["scenes"] as? [[String: Any]])
        XCTAssertEqual(scenes.first { $0["name"] as? String == "band" }?["props"] as? NSDictionary,
                       ["title": "Level 5", "width": 90, "accent": "#FF0000", "level": 5] as NSDictionary)
        XCTAssertNil(scenes.first { $0["name"] as? String == "plain" }?["props"], "no props field for a scene without props")
    }

    /// A localized still from props: the strings come from the command line, the locale sets the
    /// language; pdftotext reads the text back from the PDF.
    func testLocalizedStillsTakeTheirStringsFromProps() throws {
        for (locale, title) in [("ja", "レベル5"), ("ar", "المستوى الخامس")] {
            run(["render", "band", "--locale", locale, "--props", "{\"title\": \"\(title)\", \"level\": 5}", "-o", path("\(locale).pdf")])
            let text = try ExternalTool.run("pdftotext", package: "poppler-utils", [path("\(locale).pdf"), "-"]).text
            // pdftotext wraps right-to-left runs in bidi marks; compare the letters.
            let letters = { (s: String) in String(s.unicodeScalars.filter { !$0.properties.isWhitespace && !(0x202A...0x202E).contains($0.value) }) }
            XCTAssertTrue(letters(text).contains(letters(title)), "\(locale): \(text)")
        }
    }

    func testHelpListsThePropsOptions() {
        for command in ["render", "frames", "storyboard", "player", "snapshot"] {
            let help = run([command, "--help"]).joined(separator: "\n")
            XCTAssertTrue(help.contains("--props JSON") && help.contains("--props-file FILE"), command)
        }
    }
}
