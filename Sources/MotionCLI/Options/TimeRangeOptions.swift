import MotionRender
import MotionTimeline

/// `--fps`, `--from` and `--to`, checked against a scene the same way by `frames` and `player`:
/// errors name the option, the value as typed (or "(the default)"), and the range.
struct TimeRangeOptions: ParsableArguments {
    @Option("--fps", placeholder: "FPS", help: "Frames per second.",
            requirement: Requirement("is out of range: expected \(RenderLimits.fpsExpectation("FPS"))", RenderLimits.isFPS))
    var fps: Double = 30

    @Option("--from", placeholder: "SECONDS", help: "First scene time, in 0...duration.")
    var from: Double = 0

    @Option("--to", placeholder: "SECONDS", help: "End of the range, excluded, in 0...duration.", defaultDescription: "the duration")
    var to: Double?

    /// `--from` and `--to` (default the duration): each within `0...duration`, from before to.
    func range(for scene: any MotionScene) throws -> (from: Double, to: Double) {
        let from = try time($from, from, scene)
        let to = try time($to, to ?? scene.duration, scene)
        guard from < to else {
            throw CommandError.usage("--from \($from.spelled(default: from)) must be before --to \($to.spelled(default: to)): valid range is 0 <= --from < --to <= \(CompactNumber.text(scene.duration)) seconds for scene '\(scene.name)'")
        }
        return (from, to)
    }

    private func time(_ state: ArgumentState, _ t: Double, _ scene: any MotionScene) throws -> Double {
        guard state.isGiven else { return t }
        guard scene.timeRange.contains(t) else {
            throw CommandError.usage("\(state.name) \(state.spelled(default: t)) is \(scene.timeRange.outside)")
        }
        return t
    }
}
