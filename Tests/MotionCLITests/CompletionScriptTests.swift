import Foundation
import MotionCLI
import MotionRender
import MotionTestSupport
import XCTest

/// The completion scripts, loaded in the real shells and asked for completions, as a user's
/// shell would. bash is queried through its completion function; fish through `complete -C`;
/// zsh is checked for syntax and for registering its function (its completions need a terminal).
final class CompletionScriptTests: XCTestCase {
    /// The `motion` script for `shell`, saved in `folder`.
    private func script(_ shell: String, in folder: URL) throws -> URL {
        let result = try CLIRunner.run(["--generate-completion-script", shell])
        XCTAssertEqual(result.status, 0, result.stderr)
        let file = folder.appendingPathComponent("motion.\(shell)")
        try Data(result.stdout.utf8).write(to: file)
        return file
    }

    /// What bash's completion function offers for `words`, the last being the word under the cursor.
    private func bash(_ script: URL, _ words: [String], in folder: URL? = nil, function: String = "_motion") throws -> [String] {
        let quoted = words.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let program = "source '\(script.path)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); \(function); printf '%s\\n' \"${COMPREPLY[@]}\""
        let result = try ExternalTool.run("bash", package: "bash", ["--norc", "--noprofile", "-c", program], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "", "bash printed errors for \(words)")
        return result.text.split(separator: "\n").map(String.init).sorted()
    }

    func testBashCompletesCommandsOptionsValuesScenesAndFiles() throws {
        let folder = try makeTemporaryFolder(self)
        let script = try script("bash", in: folder)
        try Data().write(to: folder.appendingPathComponent("a.png"))
        try Data().write(to: folder.appendingPathComponent("notes.txt"))
        try Data().write(to: folder.appendingPathComponent("mine.json"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        let cases: [([String], [String])] = [
            (["motion", "ren"], ["render"]),
            (["motion", "s"], ["snapshot", "storyboard", "studio"]),
            (["motion", "--ver"], ["--version"]),
            (["motion", "--generate-completion-script", "z"], ["zsh"]),
            (["motion", "help", "st"], ["storyboard", "studio"]),
            (["motion", "render", "c"], ["clock", "coach", "coins"]),
            (["motion", "render", "coins", "--sch"], ["--scheme"]),
            (["motion", "render", "coins", "--scheme", ""], ["dark", "light"]),
            (["motion", "render", "coins", "--scheme", "=", "d"], ["dark"]),
            (["motion", "render", "coins", "--posture", "t"], ["tabletop"]),
            (["motion", "render", "bots", "--board-theme", "b"], ["blue", "brown"]),
            (["motion", "render", "bots", "--avatar-style", ""], ["illustrated", "monogram"]),
            (["motion", "render", "coins", "--time", ""], []),
            // Files with the output's extensions, and folders to walk into.
            (["motion", "render", "coins", "-o", ""], ["a.png", "sub"]),
            (["motion", "frames", "coins", "-o", ""], ["sub"]),
            (["motion", "render", "bots", "--board-theme", "m"], ["mine.json"]),
            (["motion", "snapshot", "v"], ["verify"]),
            (["motion", "snapshot", "verify", "--device", "foldable-t"], ["foldable-tabletop"]),
            (["motion", "curve", "--spring", "s"], ["smooth", "snappy"]),
            (["motion", "themes", "--"], ["--help", "--json"]),
        ]
        for (words, expected) in cases {
            XCTAssertEqual(try bash(script, words, in: folder), expected, words.joined(separator: " "))
        }
    }

    func testFishCompletesCommandsOptionsAndValues() throws {
        let folder = try makeTemporaryFolder(self)
        let script = try script("fish", in: folder)
        let syntax = try ExternalTool.run("fish", package: "fish", ["--no-execute", script.path])
        XCTAssertEqual(syntax.status, 0, syntax.stderr)
        func complete(_ line: String) throws -> [String] {
            let result = try ExternalTool.run("fish", package: "fish", ["--no-config", "-c", "source '\(script.path)'; complete -C '\(line)'"])
            XCTAssertEqual(result.status, 0, result.stderr)
            return result.text.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }.sorted()
        }
        XCTAssertEqual(try complete("motion ren"), ["render"])
        XCTAssertEqual(try complete("motion render --sch"), ["--scheme"])
        XCTAssertEqual(try complete("motion render --scheme "), ["dark", "light"])
        XCTAssertEqual(try complete("motion render c"), ["clock", "coach", "coins"])
        XCTAssertEqual(try complete("motion frames coins --playback "), ["live", "range"])
        XCTAssertEqual(try complete("motion help fr"), ["frames"])
        XCTAssertEqual(try complete("motion --generate-completion-script f"), ["fish"])
        // A description comes from the option's help.
        let described = try ExternalTool.run("fish", package: "fish", ["--no-config", "-c", "source '\(script.path)'; complete -C 'motion render --sche'"])
        XCTAssertEqual(described.text, "--scheme\tColour scheme\n")
    }

    func testZshScriptIsValidAndRegistersItsFunction() throws {
        let folder = try makeTemporaryFolder(self)
        let script = try script("zsh", in: folder)
        let syntax = try ExternalTool.run("zsh", package: "zsh", ["-n", script.path])
        XCTAssertEqual(syntax.status, 0, syntax.stderr)
        let loaded = try ExternalTool.run("zsh", package: "zsh", ["-f", "-c", "autoload -U compinit && compinit -u -d '\(folder.path)/zcompdump' && source '\(script.path)' && print -r -- ${_comps[motion]}"])
        XCTAssertEqual(loaded.status, 0, loaded.stderr)
        XCTAssertEqual(loaded.text, "_motion\n")
    }

    /// A user's tool gets a script under its own name, and a scene name with shell characters is
    /// offered literally (never expanded).
    func testAUsersToolAndUnusualNames() throws {
        let folder = try makeTemporaryFolder(self)
        let odd = ClosureScene(name: "it's$HOME`x`", duration: 1, stillTime: 0) { _, _ in }
        let command = try MotionCommand(name: "my-motion", version: "1.0", abstract: "mine", scenes: [ClosureScene(name: "level-up") { _, _ in }, odd])
        for shell in ["bash", "zsh", "fish"] {
            let captured = Captured()
            XCTAssertEqual(command.run(["--generate-completion-script", shell], output: captured.output), 0)
            let file = folder.appendingPathComponent("my-motion.\(shell)")
            try Data((captured.lines.joined(separator: "\n") + "\n").utf8).write(to: file)
            switch shell {
            case "bash":
                XCTAssertEqual(try bash(file, ["my-motion", "render", ""], function: "_my_motion"), ["it's$HOME`x`", "level-up"])
                XCTAssertEqual(try bash(file, ["my-motion", "render", "it"], function: "_my_motion"), ["it's$HOME`x`"])
            case "zsh":
                XCTAssertEqual(try ExternalTool.run("zsh", package: "zsh", ["-n", file.path]).status, 0)
            default:
                let result = try ExternalTool.run("fish", package: "fish", ["--no-config", "-c", "source '\(file.path)'; complete -C 'my-motion render i'"])
                XCTAssertEqual(result.text.split(separator: "\t").first.map(String.init), "it's$HOME`x`", result.stderr)
            }
        }
    }
}
