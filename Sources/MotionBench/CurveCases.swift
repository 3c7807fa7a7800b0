import Foundation
import MotionCore

/// Evaluations per second of the curve functions scenes call every frame.
enum CurveCases {
    /// Evaluations per run of each curve.
    static let evaluations = 1_000_000

    /// A value animated on three properties at once, as a scene's keyframes would be.
    struct Pose: Sendable {
        var height = 0.0
        var scale = 1.0
        var tilt = 0.0
    }

    static func run() -> Measurement {
        var result = Measurement()
        result.counts["evaluations"] = Double(evaluations)
        let n = evaluations, step = 6.0 / Double(n)
        var sink = 0.0
        result.series["Motion.spring"] = time(runs: 7) {
            for i in 0..<n { sink += Motion.spring(Double(i) * step, 14) }
        }
        let spring = Spring.bouncy
        result.series["Spring.value"] = time(runs: 7) {
            for i in 0..<n { sink += spring.value(from: 0.0, to: 1.0, time: Double(i) * step) }
        }
        let curve = TimingCurve(0.42, 0, 0.58, 1)
        result.series["TimingCurve.value(at:)"] = time(runs: 7) {
            for i in 0..<n { sink += curve.value(at: Double(i) / Double(n)) }
        }
        let timeline = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\Pose.height) {
                SpringKeyframe(120, duration: 0.30, spring: .bouncy)
                SpringKeyframe(0, duration: 0.45, spring: .bouncy)
            }
            KeyframeTrack(\Pose.scale) {
                LinearKeyframe(0.75, duration: 0.10)
                CubicKeyframe(1.20, duration: 0.25)
                CubicKeyframe(1.00, duration: 0.40)
            }
            KeyframeTrack(\Pose.tilt) {
                LinearKeyframe(0, duration: 0.12)
                CubicKeyframe(-18, duration: 0.30)
                CubicKeyframe(0, duration: 0.33)
            }
        }
        let span = timeline.duration / Double(n)
        result.series["KeyframeTimeline.value(at:), 3 tracks"] = time(runs: 7) {
            for i in 0..<n {
                let pose = timeline.value(at: Double(i) * span)
                sink += pose.height + pose.scale + pose.tilt
            }
        }
        // Keeps the optimiser from removing the loops.
        if sink == .infinity { print(sink) }
        return result
    }
}
