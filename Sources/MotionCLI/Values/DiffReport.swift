import MotionRender
import MotionSnapshot

/// What `diff --json` prints (schema version 1): the two scenes, the fps and scale, and per
/// colour scheme whether it passed and every frame's measurements.
struct DiffReport: Encodable {
    struct Frame: Encodable {
        let time: Double
        let passes: Bool
        let differingPixels: Int
        let changedPixels: Int
        let meanAbsoluteError: Double
        let maximumChannelDelta: Int
        /// Where the frames' drawing parts: "command 37: fill colour #F6EB5C vs #F6EB5D".
        let firstDifferentCommand: String?
    }

    struct Run: Encodable {
        let scheme: String
        let passes: Bool
        let firstFailure: Double?
        let worst: Double?
        let frames: [Frame]
    }

    let schemaVersion = 1
    let reference: String
    let candidate: String
    let fps: Double
    let scale: Double
    let channelThreshold: Int
    let pixelFraction: Double
    let passes: Bool
    let runs: [Run]

    init(_ reference: String, _ candidate: String, fps: Double, scale: Double, results: [(ColorScheme, TimelineDiff)]) {
        self.reference = reference
        self.candidate = candidate
        self.fps = fps
        self.scale = scale
        channelThreshold = results.first?.1.tolerance.channelThreshold ?? 0
        pixelFraction = results.first?.1.tolerance.pixelFraction ?? 0
        passes = results.allSatisfy { $0.1.passes }
        runs = results.map { scheme, diff in
            Run(scheme: scheme.rawValue, passes: diff.passes, firstFailure: diff.firstFailure?.time, worst: diff.worst?.time,
                frames: diff.frames.map {
                    Frame(time: $0.time, passes: $0.passes, differingPixels: $0.comparison.differingPixels, changedPixels: $0.comparison.changedPixels,
                          meanAbsoluteError: $0.meanAbsoluteError, maximumChannelDelta: $0.comparison.maximumChannelDelta,
                          firstDifferentCommand: $0.firstDifferentCommand?.description)
                })
        }
    }
}
