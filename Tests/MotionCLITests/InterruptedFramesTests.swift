import Foundation
import MotionRender
import MotionTestSupport
import XCTest

/// A frame sequence interrupted with Ctrl-C leaves only complete frames and no temporary files,
/// and running the same command again finishes it to exactly the files of an uninterrupted run.
final class InterruptedFramesTests: XCTestCase {
    private let arguments = ["frames", "coins", "--fps", "120", "--scale", "2", "--jobs", "2", "--quiet"]

    func testCtrlCLeavesCompleteFramesAndTheRerunResumesToTheSameFiles() throws {
        let folder = try makeTemporaryFolder(self)
        let interrupted = folder.appendingPathComponent("interrupted"), whole = folder.appendingPathComponent("whole")

        let process = try CLIRunner.start(arguments + ["-o", interrupted.path])
        // Wait until some frames exist, then interrupt as Ctrl-C would.
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, process.isRunning, frameNames(interrupted).count < 20 { usleep(2_000) }
        XCTAssertTrue(process.isRunning, "the render should still be running when interrupted")
        process.interrupt()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 130, "interrupted by SIGINT")

        let left = try contents(interrupted)
        XCTAssertFalse(left.contains { $0.hasPrefix(".") }, "no temporary files: \(left.filter { $0.hasPrefix(".") })")
        let partial = frameNames(interrupted)
        XCTAssertGreaterThanOrEqual(partial.count, 20)
        XCTAssertLessThan(partial.count, 720, "it stopped before the end")
        for name in partial {
            XCTAssertNoThrow(try RasterImage(contentsOf: interrupted.appendingPathComponent(name)), "\(name) is a complete PNG")
        }

        let resumed = try CLIRunner.run(arguments + ["-o", interrupted.path])
        XCTAssertEqual(resumed.status, 0, resumed.stderr)
        XCTAssertTrue(resumed.stdout.contains("\(720 - partial.count) frames rendered, \(partial.count) already complete"), resumed.stdout)
        XCTAssertEqual(try CLIRunner.run(arguments + ["-o", whole.path]).status, 0)
        XCTAssertEqual(try contents(interrupted), try contents(whole))
        for name in try contents(whole) {
            XCTAssertEqual(try Data(contentsOf: interrupted.appendingPathComponent(name)),
                           try Data(contentsOf: whole.appendingPathComponent(name)), name)
        }
    }

    private func frameNames(_ folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasPrefix("frame-") }.sorted()
    }
}
