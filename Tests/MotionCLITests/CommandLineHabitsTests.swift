import Foundation
import MotionTestSupport
import XCTest

/// Habits a command-line user expects: `-o -` for standard output, progress only where someone
/// watches, JSON listings, messages that stay one line whatever was typed.
final class CommandLineHabitsTests: XCTestCase {
    /// `-o -` writes exactly the bytes the same command writes to a file, and nothing else, to
    /// standard output; no file called `-` appears.
    func testDashWritesTheOutputToStandardOutput() throws {
        let folder = try makeTemporaryFolder(self)
        let cases: [(arguments: [String], file: String)] = [
            (["render", "coins", "--time", "1.4"], "coins.png"),
            (["render", "coins", "--time", "1.4", "--format", "svg"], "coins.svg"),
            (["render", "coins", "--time", "1.4", "--format", "pdf"], "coins.pdf"),
            (["curve", "--spring", "0.5:0.3", "--at", "0.25", "--format", "svg"], "spring.svg"),
            (["storyboard", "coins", "--frames", "4"], "board.pdf"),
            (["player", "coins", "--fps", "2"], "coins.html"),
        ]
        for (arguments, file) in cases {
            let path = folder.appendingPathComponent(file).path
            let written = try CLIRunner.run(arguments + ["-o", path], in: folder)
            XCTAssertEqual(written.status, 0, "\(arguments): \(written.stderr)")
            let piped = try ChildProcess.run(CLIRunner.binary, arguments + ["-o", "-"], in: folder)
            XCTAssertEqual(piped.status, 0, "\(arguments) -o -: \(piped.stderr)")
            XCTAssertEqual(piped.stderr, "", "\(arguments) -o -")
            XCTAssertGreaterThan(piped.stdout.count, 100, "\(arguments) -o -")
            XCTAssertEqual(piped.stdout, try Data(contentsOf: URL(fileURLWithPath: path)), "\(arguments) -o - is not the file's bytes")
            XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("-").path), "\(arguments) wrote a file named -")
        }
        // PNG is the default without an extension to go by.
        let png = try ChildProcess.run(CLIRunner.binary, ["render", "coins", "-o", "-"], in: folder)
        XCTAssertEqual(Array(png.stdout.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
    }

    /// A folder of frames cannot go to standard output: refused before anything is made.
    func testFramesRefusesStandardOutput() throws {
        let folder = try makeTemporaryFolder(self)
        try CLIRunner.assertRefused(["frames", "coins", "--fps", "2", "-o", "-"], status: 64,
                                    naming: "'motion frames' writes a folder of files: -o - (standard output) cannot hold one; give -o DIR", in: folder)
        try CLIRunner.assertRefused(["frames", "coins", "--fps", "2"], status: 64, naming: "'motion frames' needs -o DIR", in: folder)
    }

    /// stderr is a pipe here: no progress unless --progress asks for it; on a terminal (a
    /// pseudo-terminal made by `script`) the bar is drawn without asking.
    func testProgressOnlyWhereSomeoneWatches() throws {
        let folder = try makeTemporaryFolder(self)
        let base = ["frames", "coins", "--fps", "5", "--jobs", "1"]
        let piped = try CLIRunner.run(base + ["-o", folder.appendingPathComponent("a").path])
        XCTAssertEqual(piped.status, 0, piped.stderr)
        XCTAssertEqual(piped.stderr, "", "no progress on a pipe")
        let forced = try CLIRunner.run(base + ["--progress", "-o", folder.appendingPathComponent("b").path])
        XCTAssertEqual(forced.status, 0, forced.stderr)
        XCTAssertTrue(forced.stderr.contains("frames: 30/30 frames, "), forced.stderr)
        XCTAssertTrue(forced.stderr.split(separator: "\n").allSatisfy { $0.hasPrefix("frames: ") }, forced.stderr)
        XCTAssertEqual(forced.stdout, piped.stdout.replacingOccurrences(of: "/a\n", with: "/b\n"))
        try CLIRunner.assertRefused(base + ["--quiet", "--progress", "-o", folder.appendingPathComponent("c").path], status: 64,
                                    naming: "use either --quiet or --progress, not both", in: folder.appendingPathComponent("empty", isDirectory: true).creatingFolder())

        // `script -qec CMD LOG` runs CMD on a pseudo-terminal; the bar goes there (and to LOG).
        let log = folder.appendingPathComponent("typescript")
        let command = ([CLIRunner.binary.path] + base + ["-o", folder.appendingPathComponent("d").path]).map { "'\($0)'" }.joined(separator: " ")
        let onTerminal = try ExternalTool.run("script", package: "bsdutils", ["-qec", command, log.path])
        XCTAssertEqual(onTerminal.status, 0, onTerminal.stderr)
        XCTAssertTrue(onTerminal.text.contains("\r[##############################] 30/30 frames"), onTerminal.text)
        let quiet = try ExternalTool.run("script", package: "bsdutils", ["-qec", command.replacingOccurrences(of: "/d'", with: "/e'") + " --quiet", log.path])
        XCTAssertEqual(quiet.status, 0, quiet.stderr)
        XCTAssertFalse(quiet.text.contains("frames/s"), quiet.text)
    }

    /// Issue 13, defect 11: a newline or a terminal escape typed by the user is written as an
    /// escape in the one-line message, never raw.
    func testMessagesEscapeWhatTheUserTyped() throws {
        let folder = try makeTemporaryFolder(self)
        let cases: [([String], String)] = [
            (["render", "co\nins"], "unknown scene 'co\\nins'; scenes: coins"),
            (["render", "coins", "--time", "\u{1B}[31mX"], "option '--time' expects a number, got '\\u{1B}[31mX'"),
            (["render", "coins", "--scheme", "dark\r\u{7}"], "option '--scheme' got 'dark\\r\\u{7}'; choose one of light, dark"),
            (["render", "coins", "-o", "x\n.gif"], "cannot tell the format from '.gif'"),
            (["curve", "--spring", "a\u{202E}b"], "--spring 'a\\u{202E}b' is not a spring"),
            (["list", "--names\n"], "unknown option '--names\\n' for 'motion list'"),
            (["paint\u{1B}]0;title\u{7}"], "unknown command 'paint\\u{1B}]0;title\\u{7}'"),
        ]
        for (arguments, fragment) in cases {
            try CLIRunner.assertRefused(arguments, status: 64, naming: fragment, in: folder)
            let result = try CLIRunner.run(arguments, in: folder)
            XCTAssertFalse(result.stderr.unicodeScalars.dropLast().contains { $0.properties.generalCategory == .control }, "raw control character in \(result.stderr)")
        }
    }

    /// A mistyped command, option or scene name ends its one-line error with the nearest known
    /// name; a name near none gets none.
    func testMistypedNamesGetASuggestion() throws {
        let folder = try makeTemporaryFolder(self)
        let cases: [([String], String)] = [
            (["render", "coins", "--fromat", "svg"], "unknown option '--fromat' for 'motion render'; valid options: "),
            (["rendr", "coins"], "unknown command 'rendr'; commands: "),
            (["render", "cions"], "unknown scene 'cions'; scenes: "),
            (["frames", "bost", "-o", "out"], "unknown scene 'bost'; scenes: "),
        ]
        let suggestions = ["--format", "render", "coins", "bots"]
        for ((arguments, fragment), suggestion) in zip(cases, suggestions) {
            try CLIRunner.assertRefused(arguments, status: 64, naming: fragment, in: folder)
            let line = try CLIRunner.run(arguments, in: folder).stderr
            XCTAssertTrue(line.hasSuffix("; did you mean '\(suggestion)'?\n"), line)
            XCTAssertEqual(line.split(separator: "\n").count, 1, line)
        }
        let far = try CLIRunner.run(["render", "marbles"], in: folder).stderr
        XCTAssertFalse(far.contains("did you mean"), far)
    }

    /// `--time 9` is echoed as 9, `--scale 1e-3` as 1e-3: the user's own spelling.
    func testNumbersAreEchoedAsTyped() throws {
        let folder = try makeTemporaryFolder(self)
        let cases: [([String], String)] = [
            (["render", "coins", "--time", "9"], "error: --time 9 is outside scene 'coins': valid range is 0...6 seconds"),
            (["render", "coins", "--time", "0x10"], "error: option '--time' expects a number, got '0x10'"),   // decimal only
            (["render", "coins", "--scale", "-0"], "error: --scale -0 is invalid: it must be a finite number greater than 0"),
            (["frames", "coins", "--fps", "1e3", "-o", "seq"], "error: --fps 1e3 is out of range: expected 0 < FPS <= 240"),
            (["render", "bots", "--playback", "live", "--elapsed", "-1.50"], "error: --elapsed -1.50 is invalid"),
            (["curve", "--w", "-3.0"], "error: --w -3.0 is out of range"),
            (["snapshot", "verify", "--pixel-tolerance", "2.00"], "error: option '--pixel-tolerance' got 2.00; it must be a fraction in 0...1"),
        ]
        for (arguments, prefix) in cases {
            let result = try CLIRunner.run(arguments, in: folder)
            XCTAssertEqual(result.status, 64, "\(arguments)")
            XCTAssertTrue(result.stderr.hasPrefix(prefix), "\(arguments): \(result.stderr)")
        }
        XCTAssertEqual(try contents(folder), [])
    }
}

private extension URL {
    /// This folder, created if missing.
    func creatingFolder() throws -> URL {
        try FileManager.default.createDirectory(at: self, withIntermediateDirectories: true)
        return self
    }
}
