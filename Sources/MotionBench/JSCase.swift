import Foundation
import MotionJS
import MotionRender
import MotionScenes
import MotionTimeline

/// The JavaScript cases (`motion-bench --case js-…`): start-up of a runtime, the cost of a call
/// from JavaScript into the canvas, the coins prototype drawn against the Swift coins scene, and
/// a frame sequence of the prototype with one and two jobs.
enum JSCase: String, CaseIterable {
    case startup = "js-startup"
    case call = "js-call"
    case drawCoins = "js-draw-coins"
    /// A frame that draws nothing: the fixed cost of entering JavaScript for a frame.
    case emptyFrame = "js-empty-frame"
    case sequence1 = "js-png-sequence-1", sequence2 = "js-png-sequence-2"
    /// A whole process drawing the coins scene's frames, 1080 × 840, no encoding: the prototype,
    /// or the Swift scene (timed from outside, start-up and every thread included).
    case framesJS = "js-coins-frames", framesSwift = "js-coins-frames-swift"

    /// Frames the whole-process cases draw.
    static let processFrames = 3000

    static func prototypes() throws -> JSSceneFile {
        let resources = try MotionResources.directory()
        return try JSSceneFile(contentsOf: resources.appendingPathComponent("prototypes.js"),
                               options: JSSceneOptions(assetFolder: resources))
    }

    static func coins() throws -> JSScene {
        guard let coins = try prototypes().scene(named: "coins") else { throw BenchError("the prototypes define no coins scene") }
        return coins
    }

    func run() throws -> Measurement {
        var result = Measurement()
        switch self {
        case .startup:
            // The first runtime of the process initialises JavaScriptCore.
            result.series["first"] = time(runs: 1) { _ = JSScriptRunner.run(source: "", name: "empty.js") }
            result.series["context"] = time(runs: Workload.quickRuns) { _ = JSScriptRunner.run(source: "", name: "empty.js") }
            result.series["load"] = try time(runs: Workload.quickRuns) { _ = try JSCase.prototypes() }
        case .call:
            // Calls measured as the difference between a loop of n calls and an empty loop.
            let calls = 1_000_000
            for (name, call) in [("restore", "g.restore()"), ("transform", "g.transform(1, 0, 0, 1, 0, 0)"),
                                 ("lineWidth", "g.lineWidth = 2")] {
                func script(_ n: Int) -> String {
                    "const g = new OffscreenCanvas(10, 10).getContext('2d'); for (let i = 0; i < \(n); i++) { \(call); }"
                }
                let empty = time(runs: 5) { _ = JSScriptRunner.run(source: script(0), name: "calls.js") }.sorted()[2]
                result.series[name] = time(runs: 5) { _ = JSScriptRunner.run(source: script(calls), name: "calls.js") }
                    .map { max(0, $0 - empty) / Double(calls) }
            }
        case .drawCoins:
            // The prototype and the Swift scene in turn, so a slower or faster machine moment
            // affects both halves of each pair; the ratio is taken pair by pair.
            let js = try FrameRasterizer(scene: try JSCase.coins(), options: RenderOptions(size: .scale(Workload.sequenceScale)))
            let swift = try FrameRasterizer(scene: Workload.coins, options: RenderOptions(size: .scale(Workload.sequenceScale)))
            // Drawing itself: the same instant again would be kept, not drawn.
            js.reusesFrames = false
            swift.reusesFrames = false
            try js.draw(at: Workload.coinsTime)
            try swift.draw(at: Workload.coinsTime)
            var jsTimes: [Double] = [], swiftTimes: [Double] = []
            for _ in 0..<15 {
                jsTimes += try time(runs: 1) { for _ in 0..<200 { try js.draw(at: Workload.coinsTime) } }.map { $0 / 200 }
                swiftTimes += try time(runs: 1) { for _ in 0..<200 { try swift.draw(at: Workload.coinsTime) } }.map { $0 / 200 }
            }
            result.series["js"] = jsTimes
            result.series["swift"] = swiftTimes
            result.series["ratio"] = zip(jsTimes, swiftTimes).map { $0 / $1 }
        case .framesJS, .framesSwift:
            let scene: any MotionScene = self == .framesJS ? try JSCase.coins() : Workload.coins
            let rasterizer = try FrameRasterizer(scene: scene, options: RenderOptions(size: .scale(Workload.sequenceScale)))
            let times = (0..<JSCase.processFrames).map { Double($0 % 180) / 30 }
            result.series["frames"] = try time(runs: 1) { for t in times { try rasterizer.draw(at: t) } }
        case .emptyFrame:
            let file = try JSSceneFile(source: "M.define('empty', { dur: 1, draw(g, t, e) {} });", name: "empty.js")
            let rasterizer = try FrameRasterizer(scene: file.scenes[0], options: RenderOptions(size: .scale(Workload.sequenceScale)))
            rasterizer.reusesFrames = false
            try rasterizer.draw(at: 0.5)
            result.series[""] = try time(runs: 9) { for _ in 0..<1000 { try rasterizer.draw(at: 0.5) } }.map { $0 / 1000 }
            let plain = try FrameRasterizer(scene: EmptyScene(), options: RenderOptions(size: .scale(Workload.sequenceScale)))
            plain.reusesFrames = false
            result.series["swift"] = try time(runs: 9) { for _ in 0..<1000 { try plain.draw(at: 0.5) } }.map { $0 / 1000 }
        case .sequence1, .sequence2:
            let jobs = self == .sequence1 ? 1 : 2
            let js = try JSCase.coins()
            var folder = try Workload.scratchFolder(rawValue)
            defer { try? FileManager.default.removeItem(at: folder) }
            result.series[""] = try (0..<Workload.sequenceRuns).map { _ in
                folder = try Workload.scratchFolder(rawValue)
                let sequence = try FrameSequence(scene: js, times: Workload.times(Workload.frames), fps: Workload.fps,
                                                 options: RenderOptions(size: .scale(Workload.sequenceScale)), folder: folder)
                return try time(runs: 1) { _ = try sequence.render(jobs: jobs) }[0]
            }
            result.counts["frames"] = Double(Workload.frames)
        }
        return result
    }
}
