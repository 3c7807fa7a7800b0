import Foundation
import MotionRender
import MotionTimeline
import MotionScenes

/// The 24-frame storyboard of the bots scene: a PDF for review.
enum StoryboardCase {
    static func run() throws -> Measurement {
        var result = Measurement()
        let scene = Workload.bots
        let times = (0..<24).map { Double($0) * scene.duration / 24 }
        let board = try Storyboard(scene: scene, times: times)
        var bytes = 0
        result.series[""] = try time(runs: Workload.sequenceRuns) { bytes = try board.render().count }
        result.counts["bytes"] = Double(bytes)
        result.counts["frames"] = Double(board.times.count)
        return result
    }
}
