import MotionRender
import MotionTimeline

/// `--fps`, `--from` and `--to`, checked against a scene the same way by `frames` and `player`:
/// errors name the option, the value as the user typed it (or "(the default)"), and the range.
enum TimeRangeArguments {
    /// `--fps` (default 30), in `(0, FrameSequence.maximumFPS]`.
    static func fps(_ parsed: ParsedArguments) throws -> Double {
        let fps = try parsed.number("--fps") ?? 30
        guard fps.isFinite, fps > 0, fps <= FrameSequence.maximumFPS else {
            throw CommandError.usage("--fps \(spelled(parsed, "--fps", fps)) is out of range: expected 0 < FPS <= \(Int(FrameSequence.maximumFPS))")
        }
        return fps
    }

    /// `--from` (default 0) and `--to` (default the duration): each within `0...duration`, from before to.
    static func range(_ parsed: ParsedArguments, _ scene: any MotionScene) throws -> (from: Double, to: Double) {
        let from = try time(parsed, "--from", default: 0, scene)
        let to = try time(parsed, "--to", default: scene.duration, scene)
        guard from < to else {
            throw CommandError.usage("--from \(spelled(parsed, "--from", from)) must be before --to \(spelled(parsed, "--to", to)): valid range is 0 <= --from < --to <= \(seconds(scene.duration)) seconds for scene '\(scene.name)'")
        }
        return (from, to)
    }

    /// The value of `key` as the user typed it, or `value` marked as the default when not given.
    static func spelled(_ parsed: ParsedArguments, _ key: String, _ value: Double) -> String {
        parsed[key] ?? "\(seconds(value)) (the default)"
    }

    /// Seconds as the user would write them: 6, 4.4, 0.25.
    static func seconds(_ value: Double) -> String {
        CompactNumber.text(value)
    }

    private static func time(_ parsed: ParsedArguments, _ key: String, default value: Double, _ scene: any MotionScene) throws -> Double {
        guard let t = try parsed.number(key) else { return value }
        guard t.isFinite, t >= 0, t <= scene.duration else {
            throw CommandError.usage("\(key) \(spelled(parsed, key, t)) is outside scene '\(scene.name)': valid range is 0...\(seconds(scene.duration)) seconds")
        }
        return t
    }
}
