import Foundation
import MotionRender
import MotionTimeline
import MotionScenes
import MotionTestSupport
import XCTest

/// Frame sequences: parallel equals serial, shards add up to the whole, interrupted renders
/// resume to the same files, and the manifest says what was rendered.
final class FrameSequenceTests: XCTestCase {
    private func sequence(_ folder: URL, fps: Double = 10, format: RenderFormat = .png) throws -> FrameSequence {
        try FrameSequence(scene: BotsScene(), times: FrameSequence.times(fps: fps, from: 1.5, to: 4), fps: fps,
                          options: RenderOptions(format: format, size: .scale(0.5)), folder: folder)
    }

    private func files(_ folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            result[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return result
    }

    func testParallelOutputIsByteIdenticalToOneJob() throws {
        for format in [RenderFormat.png, .svg] {
            let serial = try makeTemporaryFolder(self), parallel = try makeTemporaryFolder(self)
            XCTAssertEqual(try sequence(serial, format: format).render(jobs: 1).rendered, 25)
            XCTAssertEqual(try sequence(parallel, format: format).render(jobs: 4).rendered, 25)
            let a = try files(serial), b = try files(parallel)
            XCTAssertEqual(a.count, 26, "25 frames and the manifest")
            XCTAssertEqual(a, b, "\(format): parallel frames equal serial frames")
        }
    }

    func testTwoShardsMakeTheWhole() throws {
        let whole = try makeTemporaryFolder(self), split = try makeTemporaryFolder(self)
        _ = try sequence(whole).render(jobs: 2)
        let first = try sequence(split).render(jobs: 1, shard: (1, 2))
        XCTAssertEqual(first.total, 13, "frames 0, 2, …, 24")
        XCTAssertEqual(try files(split).count, 14)
        _ = try sequence(split).render(jobs: 1, shard: (2, 2))
        XCTAssertEqual(try files(split), try files(whole))
    }

    func testRerunSkipsCompleteFramesAndRedoesBrokenOnes() throws {
        let folder = try makeTemporaryFolder(self)
        _ = try sequence(folder).render(jobs: 2)
        let reference = try files(folder)
        // A truncated frame and a missing one, as a crash by other means could leave.
        let truncated = folder.appendingPathComponent("frame-00003.png")
        try reference["frame-00003.png"]!.prefix(100).write(to: truncated)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("frame-00007.png"))
        let report = try sequence(folder).render(jobs: 2)
        XCTAssertEqual(report.rendered, 2)
        XCTAssertEqual(report.skipped, 23)
        XCTAssertEqual(try files(folder), reference)
    }

    func testManifestListsEveryFrameWithItsTime() throws {
        let folder = try makeTemporaryFolder(self)
        _ = try sequence(folder).render(jobs: 2)
        let data = try Data(contentsOf: folder.appendingPathComponent("manifest.json"))
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(json["scene"] as? String, "bots")
        XCTAssertEqual(json["width"] as? Int, 180)
        XCTAssertEqual(json["height"] as? Int, 140)
        XCTAssertEqual(json["fps"] as? Double, 10)
        let frames = try XCTUnwrap(json["frames"] as? [[String: Any]])
        XCTAssertEqual(frames.count, 25)
        for (i, frame) in frames.enumerated() {
            XCTAssertEqual(frame["file"] as? String, String(format: "frame-%05d.png", i))
            XCTAssertEqual(try XCTUnwrap(frame["time"] as? Double), 1.5 + Double(i) / 10, accuracy: 1e-12)
        }
    }

    func testFolderOfADifferentRenderIsRefusedAndUnrelatedFilesKept() throws {
        let folder = try makeTemporaryFolder(self)
        try Data("notes".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        _ = try sequence(folder).render(jobs: 2)
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("notes.txt")), Data("notes".utf8))
        XCTAssertThrowsError(try sequence(folder, fps: 12).render(jobs: 1)) { error in
            XCTAssertTrue("\(error)".contains("holds frames of a different render"), "\(error)")
        }
    }

    func testLiveTimesPlayTwiceThenRest() throws {
        let times = try FrameSequence.liveTimes(BotsScene(), fps: 30)
        // Real seconds until rest: (6 + 4.6) / 1.2; the last frame is the still frame.
        XCTAssertEqual(times.count, Int((10.6 / 1.2 * 30).rounded(.up)) + 1)
        XCTAssertEqual(times.last, 4.6)
        XCTAssertEqual(times[30], 1.2, accuracy: 1e-12, "one real second is 1.2 scene seconds")
        let wrap = try XCTUnwrap(times.indices.dropFirst().first { times[$0] < times[$0 - 1] })
        XCTAssertEqual(times[wrap - 1], 6, accuracy: 1.2 / 30 + 1e-9, "the first loop runs to the end")
    }

    func testBadParametersAreNamed() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("never-\(UUID().uuidString)")
        let cases: [(() throws -> Any, String)] = [
            ({ try FrameSequence.times(fps: 0, from: 0, to: 1) }, "fps 0 is invalid: expected 0 < fps <= 240"),
            ({ try FrameSequence.times(fps: 1e6, from: 0, to: 1) }, "fps 1e+06 is invalid: expected 0 < fps <= 240"),
            ({ try FrameSequence.times(fps: 30, from: 2, to: 1) }, "range 2.0...1.0 is invalid"),
            ({ try self.sequence(folder).render(jobs: 0) }, "jobs 0 is invalid: expected at least 1"),
            ({ try self.sequence(folder).render(jobs: 1, shard: (3, 2)) }, "shard 3/2 is invalid"),
            ({ try FrameSequence(scene: CoinsScene(), times: [7], fps: 1, options: RenderOptions(), folder: folder) },
             "time 7 is outside scene 'coins'"),
        ]
        for (body, message) in cases {
            XCTAssertThrowsError(try body()) { XCTAssertTrue("\($0)".contains(message), "\($0)") }
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path), "nothing created for bad input")
    }
}
