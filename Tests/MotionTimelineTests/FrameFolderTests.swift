import Foundation
import MotionScenes
import MotionTestSupport
import MotionTimeline
import XCTest

/// A frames folder is encoded only when its manifest says what it holds and every frame it lists
/// is there, complete and of the manifest's size.
final class FrameFolderTests: XCTestCase {
    private let scene = ClosureScene(duration: 1, stillTime: 0.5) { c, t in c.circle(CGPoint(x: 180, y: 140), 10 + 50 * t, Pure.blue) }

    @discardableResult
    private func render(_ folder: URL, fps: Double = 10, shard: (Int, Int) = (1, 1)) throws -> FrameSequence {
        let sequence = try FrameSequence(scene: scene, times: FrameSequence.times(fps: fps, from: 0, to: 1), fps: fps,
                                         options: RenderOptions(size: .scale(0.25)), folder: folder)
        _ = try sequence.render(jobs: 2, shard: shard)
        return sequence
    }

    func testAFinishedFolderOpensWithItsTiming() throws {
        let url = try makeTemporaryFolder(self)
        try render(url)
        let folder = try FrameFolder(url)
        XCTAssertEqual(folder.format, .png)
        XCTAssertEqual(folder.manifest.frames.count, 10)
        // A range sequence at 10 fps of scene time plays at 10 × speed real frames per second.
        let timing = try folder.timing(speed: 1.5)
        XCTAssertEqual(timing.fps, 15)
        XCTAssertEqual(timing.times, (0..<10).map { Double($0) / 10 })
        XCTAssertEqual(timing.playback, "range")
    }

    func testAShardedFolderIsRefusedUntilEveryShardIsDone() throws {
        let url = try makeTemporaryFolder(self)
        try render(url, shard: (1, 2))
        XCTAssertThrowsError(try FrameFolder(url)) { error in
            XCTAssertEqual("\(error)", "frames folder \(url.path) is incomplete: 5 of 10 frames missing, unfinished or of another size (first: frame-00001.png); finish it by running the same 'frames' command again (every shard)")
        }
        try render(url, shard: (2, 2))
        XCTAssertNoThrow(try FrameFolder(url))
    }

    func testATruncatedFrameIsRefused() throws {
        let url = try makeTemporaryFolder(self)
        try render(url)
        let frame = url.appendingPathComponent("frame-00003.png")
        let bytes = try Data(contentsOf: frame)
        try bytes.prefix(bytes.count - 20).write(to: frame)
        XCTAssertThrowsError(try FrameFolder(url)) { XCTAssertTrue("\($0)".contains("1 of 10 frames missing, unfinished or of another size (first: frame-00003.png)"), "\($0)") }
    }

    /// Refused as unfinished: the same `frames` command draws it again (the CLI's resume test).
    func testAForeignFrameIsRefused() throws {
        let url = try makeTemporaryFolder(self)
        try render(url)
        // A complete PNG of another size in place of frame 4.
        try MotionRenderer.render(scene, at: 0.4, options: RenderOptions(size: .scale(0.5)), to: url.appendingPathComponent("frame-00004.png"))
        XCTAssertThrowsError(try FrameFolder(url)) { error in
            XCTAssertEqual("\(error)", "frames folder \(url.path) is incomplete: 1 of 10 frames missing, unfinished or of another size (first: frame-00004.png); finish it by running the same 'frames' command again (every shard)")
        }
    }

    func testAFolderWithoutAManifestIsNotAFramesFolder() throws {
        let url = try makeTemporaryFolder(self)
        XCTAssertThrowsError(try FrameFolder(url)) { XCTAssertEqual("\($0)", "\(url.path) is not a frames folder: it has no readable manifest.json (make one with the 'frames' command)") }
        try Data(#"{"hello": 1}"#.utf8).write(to: url.appendingPathComponent("manifest.json"))
        XCTAssertThrowsError(try FrameFolder(url)) { XCTAssertEqual("\($0)", "\(url.path) is not a frames folder: its manifest.json is not a frame sequence's manifest") }
    }
}
