import Foundation
import MotionRender
import MotionScenes

/// The drawing model's cases (`motion-bench --case NAME`), each in a child process of its own:
/// the coach scene drawn alone at 1080 × 840 (gradients, filters, a photo), to compare with the
/// C floor's `coach-draw`, and a full-frame layer blurred at 20 pt and at 2 pt, whose times must
/// not depend on the radius.
enum DrawingModelCase: String, CaseIterable {
    case drawCoach = "draw-coach"
    case blurWide = "blur-20pt", blurNarrow = "blur-2pt"

    static let coach = CoachScene()
    /// The coach still; drawn 50 times a run.
    static let coachTime = 3.6, coachRepeat = 50
    /// Blur frames drawn per run.
    static let blurRepeat = 20

    /// Runs the case in this process.
    func run() throws -> Measurement {
        var result = Measurement()
        switch self {
        case .drawCoach:
            result.series[""] = try Self.drawOnly(Self.coach, at: Self.coachTime, repeat: Self.coachRepeat)
        case .blurWide, .blurNarrow:
            let scene = BlurLayerScene(radius: self == .blurWide ? 20 : 2)
            result.series[""] = try Self.drawOnly(scene, at: 0, repeat: Self.blurRepeat)
        }
        return result
    }

    /// Seconds per draw into one reused 1080 × 840 image: each run is the mean of `count` draws.
    static func drawOnly(_ scene: any MotionScene, at t: Double, repeat count: Int) throws -> [Double] {
        let rasterizer = try FrameRasterizer(scene: scene, options: RenderOptions(size: .scale(Workload.sequenceScale)))
        // Drawing itself: the same instant again would be kept, not drawn.
        rasterizer.reusesFrames = false
        try rasterizer.draw(at: t)
        return try time(runs: 9) {
            for _ in 0..<count { try rasterizer.draw(at: t) }
        }.map { $0 / Double(count) }
    }
}
