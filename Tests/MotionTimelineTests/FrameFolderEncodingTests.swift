import Foundation
import MotionScenes
import MotionTestSupport
import MotionTimeline
import XCTest

/// A frames folder rendered in shards, then encoded, gives the same bytes as encoding the scene
/// directly: the join of a long render loses nothing.
final class FrameFolderEncodingTests: XCTestCase {
    func testShardedPNGFramesEncodeToTheSameFilesAsTheScene() throws {
        let folder = try makeTemporaryFolder(self)
        let scene = BotsScene()   // speed 1.2: 12 real fps are 10 frames a scene second
        let timing = try AnimationTiming.range(scene, fps: 12, from: 2, to: 3)
        let options = RenderOptions(size: .scale(0.5))
        let frames = folder.appendingPathComponent("frames")
        let sequence = try FrameSequence(scene: scene, times: FrameSequence.times(fps: 10, from: 2, to: 3), fps: 10, options: options, folder: frames)
        for shard in 1...3 { _ = try sequence.render(jobs: 1, shard: (shard, 3)) }
        let finished = try FrameFolder(frames)
        XCTAssertEqual(try finished.timing(speed: scene.speed), timing)
        for format in [AnimationFormat.gif, .mp4] {
            let direct = folder.appendingPathComponent("direct.\(format.rawValue)"), joined = folder.appendingPathComponent("joined.\(format.rawValue)")
            let encoder = try AnimationEncoder(format: format)
            try encoder.encode(scene, timing: timing, options: options, to: direct, jobs: 2)
            try encoder.encode(finished, timing: finished.timing(speed: scene.speed), to: joined, jobs: 2)
            XCTAssertEqual(try Data(contentsOf: direct), try Data(contentsOf: joined), format.rawValue)
        }
    }

    /// The same drawing, timeline, still frame and id prefix from the folder as from the scene
    /// with the options the manifest records (device and posture, locale, props included); only
    /// the labels differ.
    func testSVGFramesMakeTheSameAnimationAsTheScene() throws {
        let folder = try makeTemporaryFolder(self)
        var other = RenderOptions(format: .svg)
        other.colorScheme = .dark
        other.device = try DeviceEnvironment(device: .foldable, posture: .tabletop)
        other.locale = "ja"
        try other.setProps(PropsInput(json: #"{"title": "Niveau 7", "width": 150}"#, source: "test"), for: BandScene())
        let cases: [(any MotionScene, RenderOptions)] = [(CoinsScene(), RenderOptions(format: .svg)), (BandScene(), other)]
        var prefixes: [String] = []
        for (index, (scene, options)) in cases.enumerated() {
            let timing = try AnimationTiming.range(scene, fps: 5)   // the still time is a frame at 5 fps
            let frames = folder.appendingPathComponent("frames-\(index)")
            _ = try FrameSequence(scene: scene, times: timing.times, fps: 5, options: options, folder: frames).render(jobs: 2)
            let direct = try AnimatedSVG(scene: scene, timing: timing, options: options, jobs: 2)
            let joined = try AnimatedSVG(folder: FrameFolder(frames), stillTime: scene.stillTime)
            XCTAssertEqual(direct.prefix, joined.prefix, scene.name)
            let drawing = { (svg: AnimatedSVG) in String(decoding: svg.data, as: UTF8.self).components(separatedBy: "</desc>").last ?? "" }
            XCTAssertGreaterThan(drawing(direct).count, 1000, scene.name)
            XCTAssertEqual(drawing(direct), drawing(joined), scene.name)
            prefixes.append(direct.prefix)
        }
        // Props change the prefix: the band drawn with its defaults and the same other options.
        var defaults = other
        defaults.props = nil
        let plain = try AnimatedSVG(scene: BandScene(), timing: AnimationTiming.range(BandScene(), fps: 5), options: defaults, jobs: 2)
        XCTAssertNotEqual(plain.prefix, prefixes[1])
    }

    func testFoldersOfTheOtherKindAreRefused() throws {
        let folder = try makeTemporaryFolder(self)
        let scene = CoinsScene()
        let png = folder.appendingPathComponent("png"), svg = folder.appendingPathComponent("svg")
        _ = try FrameSequence(scene: scene, times: [0, 0.5], fps: 2, options: RenderOptions(size: .scale(0.25)), folder: png).render(jobs: 1)
        _ = try FrameSequence(scene: scene, times: [0, 0.5], fps: 2, options: RenderOptions(format: .svg), folder: svg).render(jobs: 1)
        XCTAssertThrowsError(try AnimatedSVG(folder: FrameFolder(png))) { XCTAssertTrue("\($0)".contains("holds PNG frames: an animated SVG is made from SVG frames"), "\($0)") }
        let encoder = try AnimationEncoder(format: .gif)
        let frames = try FrameFolder(svg)
        XCTAssertThrowsError(try encoder.encode(frames, timing: frames.timing(speed: 1), to: folder.appendingPathComponent("x.gif"))) {
            XCTAssertTrue("\($0)".contains("holds SVG frames: they make an animated SVG"), "\($0)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.gif").path))
    }
}
