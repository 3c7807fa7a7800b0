import Foundation
@testable import MotionCLI
import MotionRender
import MotionTestSupport
import XCTest

/// The declarative kernel through a command declared outside MotionCLI (``ProbeCommand``): how
/// words become typed values, every refusal's one-line message, and the generated help.
final class KernelTests: XCTestCase {
    func testWordsBecomeTypedValues() throws {
        let tool = try MotionCommand.userTool()
        let cases: [([String], String)] = [
            (["a"], "word=a more=[] count=3 ratio=nil typed=- mode=nil loud=false"),
            (["a", "b", "c", "--count=5", "--ratio", "-0.5", "--mode", "DARK", "--loud"],
             "word=a more=[\"b\", \"c\"] count=5 ratio=-0.5 typed=-0.5 mode=dark loud=true"),
            (["-c", "9", "a", "--ratio=1e-3"], "word=a more=[] count=9 ratio=0.001 typed=1e-3 mode=nil loud=false"),
            (["--", "-x", "--loud"], "word=-x more=[\"--loud\"] count=3 ratio=nil typed=- mode=nil loud=false"),
            (["-"], "word=- more=[] count=3 ratio=nil typed=- mode=nil loud=false"),
        ]
        for (arguments, expected) in cases {
            let result = tool.capture(["probe"] + arguments)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.err)")
            XCTAssertEqual(result.out, [expected], "\(arguments)")
        }
    }

    /// The decimal forms a person types parse to the numbers they mean; NaN and the infinities
    /// parse so that the range check can name them.
    func testDecimalNumbersParse() {
        for (text, value) in [("2", 2.0), ("-0.5", -0.5), (".5", 0.5), ("5.", 5), ("+3", 3), ("2e0", 2), ("1E-3", 0.001), ("-inf", -.infinity), ("Infinity", .infinity)] {
            XCTAssertEqual(Double(argument: text), value, text)
        }
        XCTAssertTrue(Double(argument: "nan")?.isNaN ?? false)
    }

    func testEveryRefusalIsOneLineNamingTheProblem() throws {
        let tool = try MotionCommand.userTool()
        let cases: [([String], String)] = [
            ([], "'tool probe' needs a word"),
            (["a", "-c", "0"], "--count 0 is out of range: expected 1...9"),
            (["a", "--count", "x"], "option '--count' expects a whole number, got 'x'"),
            (["a", "--ratio", "fast"], "option '--ratio' expects a number, got 'fast'"),
            // Decimal only: not Swift's hexadecimal floats, not other scripts' digits, no spaces.
            (["a", "--ratio", "0x2"], "option '--ratio' expects a number, got '0x2'"),
            (["a", "--ratio", "0x1p1"], "option '--ratio' expects a number, got '0x1p1'"),
            (["a", "--ratio", "\u{FF12}"], "option '--ratio' expects a number, got '\u{FF12}'"),
            (["a", "--ratio", " 2"], "option '--ratio' expects a number, got ' 2'"),
            (["a", "--ratio", "1e"], "option '--ratio' expects a number, got '1e'"),
            (["a", "--ratio", "1.2.3"], "option '--ratio' expects a number, got '1.2.3'"),
            (["a", "--mode", "sepia"], "option '--mode' got 'sepia'; choose one of light, dark"),
            (["a", "--ratio", "--loud"], "option '--ratio' needs a value R"),
            (["a", "--ratio", "-h"], "option '--ratio' needs a value R"),
            (["a", "--ratio"], "option '--ratio' needs a value R"),
            (["a", "--ratio="], "option '--ratio' needs a value R, got an empty one"),
            (["a", "--loud=yes"], "option '--loud' takes no value"),
            (["a", "--help=yes"], "option '--help' takes no value"),
            (["a", "--loud", "--loud"], "option '--loud' given more than once"),
            (["a", "-c", "2", "--count", "3"], "option '--count' given more than once"),
            (["a", "--bogus"], "unknown option '--bogus' for 'tool probe'; valid options: --count, --ratio, --mode, --loud, --help"),
        ]
        for (arguments, message) in cases {
            let result = tool.capture(["probe"] + arguments)
            XCTAssertEqual(result.status, 64, "\(arguments)")
            XCTAssertEqual(result.out, [], "\(arguments)")
            XCTAssertEqual(result.err, ["error: " + message], "\(arguments)")
        }
        XCTAssertEqual(tool.capture(["list", "extra"]).err, ["error: 'extra' is not a scene file: this tool reads no scene files"])
        XCTAssertEqual(tool.capture(["render", "accent", "plain"]).err, ["error: 'tool render' takes one scene, got accent plain"])
        XCTAssertEqual(tool.capture(["help", "probe", "more"]).err, ["error: 'tool help' takes one command, got probe more"])
        XCTAssertEqual(tool.capture(["help", "nope"]).err, ["error: unknown command 'nope'; commands: list, render, frames, storyboard, curve, player, animate, snapshot, diff, probe, help (see 'tool --help')"])
        XCTAssertEqual(tool.capture(["--generate-completion-script", "tcsh"]).err, ["error: option '--generate-completion-script' got 'tcsh'; choose one of bash, zsh, fish"])
    }

    /// Help is generated from the declarations: usage, arguments, options with their choices and
    /// defaults, in a column two spaces after the longest label; `--help` wins over values that
    /// would not parse.
    func testHelpIsGeneratedFromTheDeclarations() throws {
        let tool = try MotionCommand.userTool()
        let help = tool.capture(["probe", "--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertEqual(help.out.joined(separator: "\n"), """
            Echo the parsed values.

            A command defined outside MotionCLI, with every kind of declaration.

            USAGE: tool probe WORD [MORE ...] [--count N] [--ratio R] [--mode MODE] [--loud]

            ARGUMENTS:
              WORD           A word.
              MORE           More words.

            OPTIONS:
              -c, --count N  How many. (default: 3)
              --ratio R      A ratio.
              --mode MODE    A mode. (values: light, dark)
              --loud         Shout.
              -h, --help     Show this help.
            """)
        XCTAssertEqual(tool.capture(["probe", "--count", "x", "--help"]).out, help.out)
        XCTAssertEqual(tool.capture(["help", "probe"]).out, help.out)
    }

    func testTextIsWrappedUnderItsColumn() {
        let row = HelpFormatter.row("--name VALUE", String(repeating: "word ", count: 30) + "(default: 1)", width: 14)
        XCTAssertEqual(row.count, 3)
        XCTAssertTrue(row.allSatisfy { $0.count <= 80 }, "\(row)")
        XCTAssertTrue(row[0].hasPrefix("  --name VALUE    word word"))
        XCTAssertTrue(row.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: 18) + "word") || $0.hasPrefix(String(repeating: " ", count: 18) + "(default") })
        let long = HelpFormatter.row("--a-very-long-option-name PLACEHOLDER", "Help.", width: 28)
        XCTAssertEqual(long, ["  --a-very-long-option-name PLACEHOLDER", String(repeating: " ", count: 32) + "Help."])
    }

    func testUserTextEscapesWhatCouldBreakALineOrATerminal() {
        XCTAssertEqual(UserText.escaped("co\nins"), "co\\nins")
        XCTAssertEqual(UserText.escaped("\u{1B}[31mX\r\t\u{7F}"), "\\u{1B}[31mX\\r\\t\\u{7F}")
        XCTAssertEqual(UserText.escaped("a\u{2028}b\u{2029}c\u{85}d"), "a\\u{2028}b\\u{2029}c\\u{85}d")
        XCTAssertEqual(UserText.escaped("abc\u{202E}def\u{2066}"), "abc\\u{202E}def\\u{2066}")
        XCTAssertEqual(UserText.escaped("théâtre 日本 🎬 1…e5 \\n"), "théâtre 日本 🎬 1…e5 \\n")
    }
}
