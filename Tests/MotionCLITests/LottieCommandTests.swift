import Foundation
import MotionTestSupport
import XCTest

/// `motion animate -o FILE.json` / `.lottie`: what the command writes and says, the same bytes
/// from one job or two, a dotLottie that a ZIP reader other than ours opens, and one-line
/// refusals that write nothing.
final class LottieCommandTests: XCTestCase {
    private let clip = ["coins", "--from", "2.5", "--to", "3.5", "--fps", "10", "--quiet"]

    func testLottieAndDotLottieAreWrittenTheSameByOneJobOrTwo() throws {
        let folder = try makeTemporaryFolder(self)
        for (name, jobs) in [("a", "1"), ("b", "2")] {
            let result = try CLIRunner.run(["animate"] + clip + ["--jobs", jobs, "-o", "\(name).json"], in: folder)
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(result.stderr, "", "coins is all vectors: no warning")
            XCTAssertTrue(result.stdout.hasPrefix(folder.appendingPathComponent("\(name).json").path + ": 10 frames at 10 fps, 1 s, 360 × 280, "),
                          result.stdout)
        }
        let a = try Data(contentsOf: folder.appendingPathComponent("a.json"))
        XCTAssertEqual(a, try Data(contentsOf: folder.appendingPathComponent("b.json")), "one job and two give different bytes")
        let piped = try ChildProcess.run(CLIRunner.binary, ["animate"] + clip + ["--format", "lottie", "-o", "-"], in: folder)
        XCTAssertEqual(piped.status, 0, piped.stderr)
        XCTAssertEqual(piped.stdout, a, "-o - is not the file's bytes")
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: a) as? [String: Any])
        XCTAssertEqual(json["fr"] as? Double, 10)
        XCTAssertEqual(json["op"] as? Double, 10)
        XCTAssertEqual(json["w"] as? Double, 360)
        // --scale sizes the animation as it sizes a PNG.
        let scaled = try CLIRunner.run(["animate"] + clip + ["--scale", "2", "-o", "big.json"], in: folder)
        XCTAssertEqual(scaled.status, 0, scaled.stderr)
        let big = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("big.json"))) as? [String: Any])
        XCTAssertEqual(big["w"] as? Double, 720)
        XCTAssertEqual(big["h"] as? Double, 560)
        // The dotLottie holds the manifest and the very same JSON; Python's zipfile reads it.
        let dot = try CLIRunner.run(["animate"] + clip + ["-o", "clip.lottie"], in: folder)
        XCTAssertEqual(dot.status, 0, dot.stderr)
        let script = """
            import json, sys, zipfile
            z = zipfile.ZipFile(sys.argv[1])
            assert z.testzip() is None
            m = json.loads(z.read('manifest.json'))
            print(sorted(z.namelist()), m['animations'][0]['id'])
            sys.stdout.flush()
            open(sys.argv[2], 'wb').write(z.read('animations/coins.json'))
            """
        let read = try ExternalTool.run("python3", package: "python3", ["-c", script, "clip.lottie", "inner.json"], in: folder)
        XCTAssertEqual(read.status, 0, read.stderr)
        XCTAssertEqual(read.text, "['animations/coins.json', 'manifest.json'] coins\n")
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("inner.json")), a, "the dotLottie's animation is the .json file")
    }

    func testDrawingsPlayersCannotDrawWarnOnceEachOrFailWhenStrict() throws {
        let folder = try makeTemporaryFolder(self)
        let coach = ["coach", "--from", "1.5", "--to", "2", "--fps", "10", "--quiet"]
        let result = try CLIRunner.run(["animate"] + coach + ["-o", "coach.json"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let warnings = result.stderr.split(separator: "\n")
        XCTAssertTrue(warnings.contains { $0.hasPrefix("warning: coach: conic gradient on \"stroke 5 pt conic gradient\" exported as ") }, result.stderr)
        XCTAssertTrue(warnings.contains { $0.hasPrefix("warning: coach: inner shadow on \"fill linear gradient path of 6 elements in (152, 82, 42 × 18)\" exported as 3 images") },
                      result.stderr)
        XCTAssertFalse(warnings.contains { $0.contains("blur") || $0.contains("warning: coach: shadow") }, "blurs and shadows are gradients: \(result.stderr)")
        XCTAssertEqual(Set(warnings).count, warnings.count, "one line per feature and drawing")
        try CLIRunner.assertRefused(["animate"] + coach + ["--lottie-strict", "-o", "strict.json"], status: 64,
                                    naming: "coach: conic gradient on \"stroke 5 pt conic gradient\" at 1500 ms cannot be a Lottie vector (--lottie-strict)",
                                    in: try makeTemporaryFolder(self))
    }

    func testOptionsThatDoNotApplyAreRefusedInOneLineAndWriteNothing() throws {
        let folder = try makeTemporaryFolder(self)
        let refusals: [([String], Int32, String)] = [
            (["animate", "coins", "-o", "clip.json", "--quality", "5"], 64, "--quality does not apply to lottie"),
            (["animate", "coins", "-o", "clip.lottie", "--loop", "2"], 64, "--loop does not apply to dotlottie"),
            (["animate", "coins", "-o", "clip.json", "--id-prefix", "a-"], 64, "--id-prefix does not apply to lottie"),
            (["animate", "coins", "-o", "clip.svg", "--lottie-strict"], 64, "--lottie-strict applies to lottie and dotlottie only, not svg"),
            (["animate", "coins", "-o", "clip.json", "--fps", "0"], 64, "--fps 0 is out of range"),
            (["animate", "coins", "-o", "clip.json", "--jobs", "0"], 64, "--jobs 0 is out of range"),
            (["animate", "--frames", "nowhere", "-o", "clip.json"], 64, "lottie is drawn from the scene's drawing calls"),
            (["animate", "coins", "--format", "lottie", "-o", "clip.lottie"], 64, "--format lottie conflicts with the output's extension '.lottie'"),
            (["animate", "coins", "--format", "dotlottie", "-o", "clip.json"], 64, "--format dotlottie conflicts with the output's extension '.json'"),
        ]
        for (arguments, status, fragment) in refusals {
            try CLIRunner.assertRefused(arguments, status: status, naming: fragment, in: folder)
        }
    }
}
