import MotionRender

/// Resolves `--time`, `--still`, `--playback` and `--elapsed` to one scene time.
enum PlaybackArguments {
    /// The playback modes `--playback` accepts.
    enum Mode: String, CaseIterable {
        case still, time, live
    }

    /// `--time T` (or `--playback time --time T`) pins `T`; `--still` or nothing draws the still
    /// frame; `--playback live --elapsed S` maps real seconds to scene time (two loops, then rest).
    /// Reduce Motion always gives the still frame. Conflicting options are usage errors.
    static func sceneTime(_ parsed: ParsedArguments, scene: any MotionScene, reduceMotion: Bool) throws -> Double {
        let time = try parsed.number("--time")
        let elapsed = try parsed.number("--elapsed")
        let mode = try parsed.choice("--playback", Mode.self) ?? (time != nil ? .time : .still)
        if parsed.has("--still"), time != nil { throw CommandError.usage("use either --time or --still, not both") }
        if parsed.has("--still"), mode != .still { throw CommandError.usage("--still conflicts with --playback \(mode.rawValue)") }
        if mode != .time, time != nil { throw CommandError.usage("--time needs --playback time (or no --playback)") }
        if mode != .live, elapsed != nil { throw CommandError.usage("--elapsed needs --playback live") }
        let playback: MotionPlayback
        switch mode {
        case .still: playback = .still
        case .time:
            guard let time else { throw CommandError.usage("--playback time needs --time SECONDS") }
            playback = .time(time)
        case .live:
            guard let elapsed else { throw CommandError.usage("--playback live needs --elapsed SECONDS") }
            guard elapsed.isFinite, elapsed >= 0 else {
                throw CommandError.usage("--elapsed \(elapsed) is invalid: it must be a finite number of seconds ≥ 0")
            }
            return try MotionRenderer.sceneTime(scene, playback: .live, elapsed: elapsed, reduceMotion: reduceMotion)
        }
        return try MotionRenderer.sceneTime(scene, playback: playback, elapsed: 0, reduceMotion: reduceMotion)
    }
}
