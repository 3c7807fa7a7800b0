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
}
