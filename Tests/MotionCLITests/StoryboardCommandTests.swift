import Foundation
import MotionTestSupport
import XCTest

/// `motion storyboard`: frame counts, standard output, bad input.
final class StoryboardCommandTests: XCTestCase {
    /// `--frames N` adds the phase starts and the still frame that do not fall on the N evenly
    /// spaced times. For bots (6 s; phases at 0, 1.35, 2, 2.75, 3.65, 4.6; still 4.6) up to five
    /// such times are added, so every N up to 495 fits in a storyboard's 500 frames and 496 does
    /// not (2 s falls on the grid at 495, not at 496): the refusal must say 1...495, not 1...500.
    func testFramesRangeIsExactForTheScene() throws {
        let folder = try makeTemporaryFolder(self)
        let out = folder.appendingPathComponent("bots.pdf").path
        // Which extra times fall off the grid k·6/N, computed here from the scene's published timeline.
        let extras = [1.35, 2, 2.75, 3.65, 4.6]
        func added(_ n: Int) -> Int {
            extras.filter { t in
                let k = t * Double(n) / 6
                return abs(k - k.rounded()) * 6 / Double(n) >= 0.0005
            }.count
        }
        XCTAssertTrue((1...495).allSatisfy { $0 + added($0) <= 500 })
        XCTAssertEqual(495 + added(495), 499)
        XCTAssertEqual(496 + added(496), 501)

        try CLIRunner.assertRefused(["storyboard", "bots", "--frames", "500", "-o", out], status: 64,
                                    naming: "--frames 500 is outside 1...495 for scene 'bots'", in: folder)
        try CLIRunner.assertRefused(["storyboard", "bots", "--frames", "496", "-o", out], status: 64,
                                    naming: "--frames 496 is outside 1...495 for scene 'bots'", in: folder)
        let most = try CLIRunner.run(["storyboard", "bots", "--frames", "495", "-o", out])
        XCTAssertEqual(most.status, 0, most.stderr)
        XCTAssertTrue(most.stdout.hasSuffix(", 499 frames)\n"), most.stdout)
    }

    /// Times, steps and counts are echoed as typed, with the range they miss.
    func testBadInputsNameTheValueAsTyped() throws {
        let folder = try makeTemporaryFolder(self)
        let out = folder.appendingPathComponent("board.pdf").path
        let cases: [([String], String)] = [
            (["--times", "0,9"], "--times has 9, outside scene 'coins': valid range is 0...6 seconds"),
            (["--times", "0,nan"], "--times has nan, outside scene 'coins'"),
            (["--times", "1,0.50"], "--times has 0.50 after 1: times must increase"),
            (["--times", "1,1.0"], "--times has 1.0 after 1: times must increase"),
            (["--times", "0,x"], "--times has 'x', which is not a number"),
            (["--times", ""], "option '--times' needs a value T1,T2,..., got an empty one"),
            (["--every", "1e-3"], "--every 1e-3 is invalid: expected a step > 0 giving at most 500 frames"),
            (["--every", "-1"], "--every -1 is invalid"),
            (["--frames", "0"], "--frames 0 is outside 1...495 for scene 'coins'"),
            (["--frames", "many"], "option '--frames' expects a whole number, got 'many'"),
            (["--frames", "4", "--every", "1"], "use only one of --every, --frames"),
            (["--paper", "a3"], "option '--paper' got 'a3'; choose one of a4, letter"),
            (["--curve", "wobble"], "scene 'coins' has no curve 'wobble'; curves: 'first coin drop', 'melt', 'badge flip', 'opacity'"),
        ]
        for (arguments, fragment) in cases {
            try CLIRunner.assertRefused(["storyboard", "coins"] + arguments + ["-o", out], status: 64, naming: fragment, in: folder)
        }
        try CLIRunner.assertRefused(["storyboard", "coins", "-o", folder.appendingPathComponent("board.png").path], status: 64,
                                    naming: "a storyboard is a PDF: the output must end in .pdf, got '\(folder.path)/board.png'", in: folder)
    }
}
