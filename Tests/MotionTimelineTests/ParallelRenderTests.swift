import Foundation
import MotionRender
import MotionTimeline
import MotionScenes
import MotionTestSupport
import XCTest

/// Frames rendered by several threads at once are byte-identical to frames rendered one at a time,
/// for PNG and SVG, with the coins scene (shapes, text) and the bots scene (SVG assets on every
/// frame). `make check` runs these under the thread sanitizer.
final class ParallelRenderTests: XCTestCase {
    /// Instants across each scene's timeline, so frames differ and assets come and go.
    static let times = stride(from: 0.0, through: 5.8, by: 0.4).map { $0 }

    func testParallelSequencesEqualSerialOnes() throws {
        for scene in [CoinsScene() as any MotionScene, BotsScene()] {
            for format in [RenderFormat.png, .svg] {
                let serial = try render(scene, format: format, jobs: 1)
                // More jobs than cores, so threads really share assets, fonts and caches.
                let parallel = try render(scene, format: format, jobs: 4)
                XCTAssertEqual(serial.count, Self.times.count)
                for (name, data) in serial {
                    XCTAssertEqual(parallel[name], data, "\(scene.name) \(format.rawValue) \(name): parallel differs from serial")
                }
            }
        }
    }

    /// A frame from a reused image (what sequences do per worker) equals a fresh single render.
    func testSequenceFramesEqualSingleRenders() throws {
        for scene in [CoinsScene() as any MotionScene, BotsScene()] {
            let options = RenderOptions(size: .scale(1))
            let frames = try render(scene, format: .png, jobs: 2)
            for (index, t) in Self.times.enumerated() {
                let single = try MotionRenderer.render(scene, at: t, options: options)
                XCTAssertEqual(frames[FrameSequence.fileName(index, "png")], single, "\(scene.name) at \(t)")
            }
        }
    }

    /// Threads rendering stills directly, with no sequence around them, agree with each other.
    func testConcurrentStillsAgree() throws {
        let scene = BotsScene()
        let expected = try MotionRenderer.render(scene, at: scene.stillTime, options: RenderOptions(size: .scale(2)))
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            results.append(Result { try MotionRenderer.render(scene, at: scene.stillTime, options: RenderOptions(size: .scale(2))) })
        }
        XCTAssertEqual(results.all.count, 8)
        for result in results.all { XCTAssertEqual(try result.get(), expected) }
    }

    /// The files of a sequence of `scene` at ``times`` rendered with `jobs` threads, by name.
    private func render(_ scene: any MotionScene, format: RenderFormat, jobs: Int) throws -> [String: Data] {
        let folder = try makeTemporaryFolder(self)
        let sequence = try FrameSequence(scene: scene, times: Self.times, fps: 2.5,
                                         options: RenderOptions(format: format, size: .scale(1)), folder: folder)
        XCTAssertEqual(try sequence.render(jobs: jobs).rendered, Self.times.count)
        var files: [String: Data] = [:]
        for frame in sequence.manifest.frames {
            files[frame.file] = try Data(contentsOf: folder.appendingPathComponent(frame.file))
        }
        return files
    }
}

/// Results collected from worker threads.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<Data, Error>] = []

    func append(_ result: Result<Data, Error>) {
        lock.lock()
        defer { lock.unlock() }
        results.append(result)
    }

    var all: [Result<Data, Error>] {
        lock.lock()
        defer { lock.unlock() }
        return results
    }
}
