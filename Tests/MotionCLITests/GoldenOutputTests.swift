import Foundation
import MotionTestSupport
import XCTest

/// The whole help of the tool and of every command, the completion scripts and the JSON
/// listings, compared with the files under `__Golden__/` (see ``Golden`` to re-record).
final class GoldenOutputTests: XCTestCase {
    static let commands = ["list", "render", "frames", "storyboard", "curve", "player", "animate", "snapshot", "themes"]

    func testToolHelp() throws {
        let help = try CLIRunner.run(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertEqual(help.stderr, "")
        try Golden.assertMatches(help.stdout, "help/motion.txt")
        for other in [[], ["help"], ["-h"]] {
            XCTAssertEqual(try CLIRunner.run(other).stdout, help.stdout, "motion \(other.joined(separator: " "))")
        }
    }

    /// `motion CMD --help` for every command, and `motion help CMD`, which prints exactly the same.
    func testEveryCommandsHelp() throws {
        for command in Self.commands {
            let help = try CLIRunner.run([command, "--help"])
            XCTAssertEqual(help.status, 0, command)
            XCTAssertEqual(help.stderr, "", command)
            try Golden.assertMatches(help.stdout, "help/\(command).txt")
            let viaHelp = try CLIRunner.run(["help", command])
            XCTAssertEqual(viaHelp.status, 0, command)
            XCTAssertEqual(viaHelp.stdout, help.stdout, "motion help \(command) is not motion \(command) --help")
            XCTAssertEqual(try CLIRunner.run([command, "-h"]).stdout, help.stdout, "\(command) -h")
            // Every line fits in 80 columns, except a word longer than that.
            for line in help.stdout.split(separator: "\n") where line.count > 80 {
                XCTAssertFalse(line.contains(" "), "\(command): line over 80 columns: \(line)")
            }
        }
    }

    func testCompletionScripts() throws {
        for shell in ["bash", "zsh", "fish"] {
            let script = try CLIRunner.run(["--generate-completion-script", shell])
            XCTAssertEqual(script.status, 0, shell)
            XCTAssertEqual(script.stderr, "", shell)
            try Golden.assertMatches(script.stdout, "completion/motion.\(shell)")
        }
    }

    func testListJSON() throws {
        let list = try CLIRunner.run(["list", "--json"])
        XCTAssertEqual(list.status, 0, list.stderr)
        try Golden.assertMatches(list.stdout, "json/list.json")
    }

    func testThemesJSON() throws {
        let themes = try CLIRunner.run(["themes", "--json"])
        XCTAssertEqual(themes.status, 0, themes.stderr)
        try Golden.assertMatches(themes.stdout, "json/themes.json")
    }
}
