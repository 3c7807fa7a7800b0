import Foundation
import MotionTestSupport
import XCTest

/// Whole outputs and exit codes of `motion`, including every bad input: a one-line message on
/// stderr naming the value or the choices, a non-zero exit code, and no file left behind.
final class CommandLineTests: XCTestCase {
    func testListShowsScenesWithDurationAndStillTime() throws {
        let result = try CLIRunner.run(["list"])
        XCTAssertEqual(result.status, 0)
        let lines = result.stdout.split(separator: "\n")
        // Columns are as wide as the longest scene name ("streak").
        XCTAssertEqual(lines.first.map(String.init), "SCENE   DURATION  STILL  SPEED  SUMMARY")
        XCTAssertTrue(lines.contains { $0 == "coins   6s        4.4s   1      ten coins forge your first badge" }, result.stdout)
        XCTAssertTrue(lines.contains { $0 == "bots    6s        4.6s   1.2    pick your rival and play the first move" }, result.stdout)
    }

    func testVersionAndHelp() throws {
        let version = try CLIRunner.run(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertEqual(version.stdout, "motion 0.1.0\n")
        for arguments in [["--help"], ["render", "--help"], ["list", "--help"]] {
            let help = try CLIRunner.run(arguments)
            XCTAssertEqual(help.status, 0, "\(arguments)")
            XCTAssertTrue(help.stdout.contains("USAGE: motion"), "\(arguments): \(help.stdout)")
        }
        XCTAssertTrue(try CLIRunner.run(["render", "--help"]).stdout.contains("--scheme SCHEME"))
    }

    func testRenderWritesEachFormatFromTheExtension() throws {
        let folder = try makeTemporaryFolder(self)
        let signatures: [String: [UInt8]] = ["png": [0x89, 0x50, 0x4E, 0x47], "svg": Array("<?xml".utf8), "pdf": Array("%PDF".utf8)]
        for (format, magic) in signatures {
            let file = folder.appendingPathComponent("frame.\(format)")
            let result = try CLIRunner.run(["render", "coins", "--still", "-o", file.path])
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(result.stdout, file.path + "\n")
            XCTAssertEqual(Array(try Data(contentsOf: file).prefix(magic.count)), magic, format)
        }
        let explicit = try CLIRunner.run(["render", "coins", "--format", "svg"], in: folder)
        XCTAssertEqual(explicit.status, 0, explicit.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("coins.svg").path))
    }

    /// Each case: arguments, expected exit code, and a fragment the message must contain.
    func testBadInputsFailWithAClearMessageAndLeaveNoFile() throws {
        let folder = try makeTemporaryFolder(self)
        let out = folder.appendingPathComponent("out.png").path
        let cases: [([String], Int32, String)] = [
            (["render", "coins", "--time", "nan", "-o", out], 64, "--time nan is outside scene 'coins': valid range is 0...6 seconds"),
            (["render", "coins", "--time", "inf", "-o", out], 64, "--time inf is outside scene 'coins': valid range is 0...6 seconds"),
            (["render", "coins", "--time", "-0.5", "-o", out], 64, "--time -0.5 is outside scene 'coins': valid range is 0...6 seconds"),
            (["render", "coins", "--time", "6.01", "-o", out], 64, "--time 6.01 is outside scene 'coins': valid range is 0...6 seconds"),
            (["render", "coins", "--time", "soon", "-o", out], 64, "option '--time' expects a number, got 'soon'"),
            (["render", "coins", "--scale", "0", "-o", out], 64, "--scale 0 is invalid: it must be a finite number greater than 0"),
            (["render", "coins", "--scale", "-2", "-o", out], 64, "--scale -2 is invalid"),
            (["render", "coins", "--scale", "50", "-o", out], 64, "output 18000x14000 has 252000000 pixels, over the limit of 200000000 (200 megapixels)"),
            (["render", "coins", "--size", "20000x20000", "-o", out], 64, "over the limit of 200000000"),
            (["render", "coins", "--size", "wide", "-o", out], 64, "--size expects WIDTHxHEIGHT such as 1080x840, got 'wide'"),
            (["render", "chess", "-o", out], 64, "unknown scene 'chess'; scenes: coins"),
            (["render", "-o", out], 64, "needs a scene; scenes: coins"),
            (["render", "coins", "--speed", "2", "-o", out], 64, "unknown option '--speed' for 'motion render'; valid options: --time, --still, --playback, --elapsed, --scale, --size, --format, --output"),
            (["render", "coins", "--format", "gif", "-o", out], 64, "unknown format 'gif': choose one of png, svg, pdf"),
            (["render", "coins", "-o", folder.appendingPathComponent("out.gif").path], 64, "cannot tell the format from '.gif'"),
            (["render", "coins", "--format", "svg", "-o", out], 64, "--format svg conflicts with the output's extension '.png'"),
            (["render", "coins", "--scheme", "sepia", "-o", out], 64, "option '--scheme' got 'sepia'; choose one of light, dark"),
            (["render", "coins", "--time", "1", "--still", "-o", out], 64, "use either --time or --still, not both"),
            (["render", "coins", "--time", "-o", out], 64, "option '--time' needs a value SECONDS"),
            (["render", "coins", "--time"], 64, "option '--time' needs a value SECONDS"),
            (["paint"], 64, "unknown command 'paint'"),
            (["render", "coins", "--scale", "0.001", "-o", out], 64, "scale 0.001 is too small: the output would be 0x0 pixels; it must give at least 1x1"),
            (["render", "coins", "--scale", "1e300", "-o", out], 64, "output 3.6e+302x2.8e+302 has"),
            (["render", "coins", "-o", ""], 64, "option '--output' needs a value FILE, got an empty one"),
            (["render", "coins", "--id-prefix", "9x", "-o", folder.appendingPathComponent("x.svg").path], 64, "SVG id prefix '9x' is invalid"),
            (["frames", "coins", "--to", "1e300", "-o", folder.appendingPathComponent("seq").path], 64, "--to 1e300 is outside scene 'coins': valid range is 0...6 seconds"),
            (["frames", "coins", "--to", "7", "-o", folder.appendingPathComponent("seq").path], 64, "--to 7 is outside scene 'coins': valid range is 0...6 seconds"),
            (["frames", "coins", "--from", "4", "--to", "2", "-o", folder.appendingPathComponent("seq").path], 64, "--from 4 must be before --to 2: valid range is 0 <= --from < --to <= 6 seconds for scene 'coins'"),
            (["frames", "coins", "--fps", "0", "-o", folder.appendingPathComponent("seq").path], 64, "--fps 0 is out of range: expected 0 < FPS <= 240"),
            (["frames", "coins", "--fps", "240", "--from", "0", "--to", "6", "--format", "svg", "--id-prefix", "1bad", "-o", folder.appendingPathComponent("seq").path], 64, "SVG id prefix '1bad' is invalid"),
            (["storyboard", "coins", "--every", "0.001", "-o", folder.appendingPathComponent("s.pdf").path], 64, "every 0.001 is invalid: expected a step > 0 giving at most 500 frames"),
            (["render", "clock", "--device", "tablet", "-o", out], 64, "option '--device' got 'tablet'; choose one of phone, foldable"),
            (["render", "clock", "--posture", "sideways", "-o", out], 64, "option '--posture' got 'sideways'; choose one of flat, closed, open, tabletop"),
            (["render", "clock", "--posture", "tabletop", "-o", out], 64, "a phone has no 'tabletop' posture; its postures: flat"),
            (["render", "clock", "--device", "foldable", "--posture", "flat", "-o", out], 64, "a foldable has no 'flat' posture; its postures: closed, open, tabletop"),
            (["render", "bots", "--playback", "live", "-o", out], 64, "--playback live needs --elapsed SECONDS"),
            (["render", "bots", "--playback", "live", "--elapsed", "-1", "-o", out], 64, "--elapsed -1 is invalid"),
            (["render", "bots", "--playback", "rewind", "-o", out], 64, "option '--playback' got 'rewind'; choose one of still, time, live"),
            (["render", "bots", "--board-theme", "neon", "-o", out], 64, "unknown board theme \"neon\"; available: green, brown, blue, grey, purple"),
            (["render", "bots", "--board-theme", "#EEEED2/#76965", "-o", out], 64, "invalid colour \"#76965\""),
            (["render", "bots", "--board-theme", folder.path + "/none.json", "-o", out], 64, "none.json does not exist"),
            (["render", "bots", "--avatar-style", "pixel", "-o", out], 64, "unknown avatar style 'pixel'; styles: illustrated, monogram"),
            (["render", "bots", "--piece-set", "wooden", "-o", out], 64, "unknown piece set 'wooden'; sets: classic, geometric"),
            (["render", "bots", "--piece-set", folder.path + "/no-pieces", "-o", out], 64, "no-pieces: piece set folder does not exist"),
            (["render", "bots", "--piece-set", folder.path, "-o", out], 64, "piece set is missing wK.svg, wQ.svg"),
            (["render", "coins", "-o", "/nonexistent-folder/out.png"], 1, "cannot write /nonexistent-folder/out.png: folder /nonexistent-folder does not exist"),
        ]
        for (arguments, status, fragment) in cases {
            try CLIRunner.assertRefused(arguments, status: status, naming: fragment, in: folder)
        }
    }

    func testListShowsPhases() throws {
        let result = try CLIRunner.run(["list"])
        XCTAssertTrue(result.stdout.contains("phases: entry 0s · pick 1.35s · seat 2s · 1.e4 2.75s · 1…e5 3.65s · rest 4.6s"), result.stdout)
    }

    func testLivePlaybackAndReduceMotionPickTheSceneTime() throws {
        let folder = try makeTemporaryFolder(self)
        func render(_ extra: [String], _ name: String) throws -> Data {
            let file = folder.appendingPathComponent(name)
            let result = try CLIRunner.run(["render", "bots"] + extra + ["-o", file.path])
            XCTAssertEqual(result.status, 0, result.stderr)
            return try Data(contentsOf: file)
        }
        // 1 real second at speed 1.2 is scene time 1.2.
        XCTAssertEqual(try render(["--playback", "live", "--elapsed", "1"], "a.png"), try render(["--time", "1.2"], "b.png"))
        // After two loops the scene rests on its still frame; Reduce Motion shows it at once.
        XCTAssertEqual(try render(["--playback", "live", "--elapsed", "60"], "c.png"), try render(["--still"], "d.png"))
        XCTAssertEqual(try render(["--playback", "live", "--elapsed", "1", "--reduce-motion"], "e.png"), try render([], "f.png"))
    }

    func testBoardThemesFromColoursAndFromAUsersFile() throws {
        let folder = try makeTemporaryFolder(self)
        let themes = folder.appendingPathComponent("mine.json")
        try Data(##"{"themes":[{"name":"mint","light":"#EEEED2","dark":"#769656","highlight":"#F6F66988","coordinatesOnLight":"#769656","coordinatesOnDark":"#EEEED2"}]}"##.utf8).write(to: themes)
        for theme in ["#EEEED2/#769656", "#EEEED2/#769656/#F6F66988", themes.path, themes.path + "#mint"] {
            let result = try CLIRunner.run(["render", "bots", "--board-theme", theme, "-o", folder.appendingPathComponent("x.png").path])
            XCTAssertEqual(result.status, 0, "\(theme): \(result.stderr)")
        }
        let wrongType = folder.appendingPathComponent("bad.json")
        try Data(##"{"themes":[{"name":"bad","light":7,"dark":"#769656","highlight":"#F6F66988","coordinatesOnLight":"#769656","coordinatesOnDark":"#EEEED2"}]}"##.utf8).write(to: wrongType)
        let result = try CLIRunner.run(["render", "bots", "--board-theme", wrongType.path, "-o", folder.appendingPathComponent("y.png").path])
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.stderr.contains("light"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("y.png").path))
    }

    func testPieceSetFolderWithABrokenSVGNamesTheFile() throws {
        let folder = try makeTemporaryFolder(self)
        let set = folder.appendingPathComponent("set")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let classic = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources/pieces/classic")
        for file in try FileManager.default.contentsOfDirectory(atPath: classic.path) where file != "wN.svg" {
            try FileManager.default.copyItem(at: classic.appendingPathComponent(file), to: set.appendingPathComponent(file))
        }
        try Data("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"45\" height=\"45\"><path d=".utf8)
            .write(to: set.appendingPathComponent("wN.svg"))
        let out = folder.appendingPathComponent("bots.png")
        let result = try CLIRunner.run(["render", "bots", "--piece-set", set.path, "-o", out.path])
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, "one line: \(result.stderr)")
        XCTAssertTrue(result.stderr.hasPrefix("error: SVG asset \(set.path)/wN.svg: "), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out.path))
    }

    func testThemesListsWhatIsAvailable() throws {
        let result = try CLIRunner.run(["themes"])
        XCTAssertEqual(result.status, 0, result.stderr)
        for name in ["green", "brown", "blue", "grey", "classic", "geometric", "illustrated", "monogram"] {
            XCTAssertTrue(result.stdout.contains("  \(name)"), "\(name) in \(result.stdout)")
        }
    }

    func testFailureNeverReplacesAnExistingGoodFile() throws {
        let folder = try makeTemporaryFolder(self)
        let file = folder.appendingPathComponent("keep.png")
        XCTAssertEqual(try CLIRunner.run(["render", "coins", "--time", "1", "-o", file.path]).status, 0)
        let good = try Data(contentsOf: file)
        let failed = try CLIRunner.run(["render", "coins", "--time", "99", "-o", file.path])
        XCTAssertEqual(failed.status, 64)
        XCTAssertEqual(try Data(contentsOf: file), good, "the existing file is untouched")
        XCTAssertEqual(try contents(folder), ["keep.png"], "no temporary file left")
    }

    func testUnwritableFolderIsNamedAndLeavesNothing() throws {
        let folder = try makeTemporaryFolder(self)
        let locked = folder.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
        addTeardownBlock { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
        let target = locked.appendingPathComponent("x.png").path
        let result = try CLIRunner.run(["render", "coins", "-o", target])
        if getuid() == 0 {
            // root ignores permission bits; a path through a regular file is unwritable for everyone.
            let file = folder.appendingPathComponent("plain")
            XCTAssertTrue(FileManager.default.createFile(atPath: file.path, contents: Data()))
            let through = try CLIRunner.run(["render", "coins", "-o", file.path + "/x.png"])
            XCTAssertEqual(through.status, 1)
            XCTAssertTrue(through.stderr.contains("cannot write \(file.path)/x.png"), through.stderr)
        } else {
            XCTAssertEqual(result.status, 1)
            XCTAssertTrue(result.stderr.contains("cannot write \(target): Permission denied"), result.stderr)
            XCTAssertEqual(try contents(locked), [])
        }
    }
}
