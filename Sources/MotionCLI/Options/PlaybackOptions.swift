import MotionRender

/// `--time`, `--still`, `--playback` and `--elapsed`: which instant `render` draws.
struct PlaybackOptions: ParsableArguments {
    @Option("--time", "-t", placeholder: "SECONDS", help: "Scene time to draw, in 0...duration.", defaultDescription: "the still time")
    var time: Double?

    @Flag("--still", help: "Draw the scene's still frame (the default).")
    var still: Bool

    @Option("--playback", placeholder: "MODE", help: "still, time (with --time) or live (with --elapsed).",
            defaultDescription: "time with --time, else still")
    var playback: PlaybackMode?

    @Option("--elapsed", placeholder: "SECONDS", help: "Real seconds since a live scene appeared (it plays twice, then rests).",
            requirement: Requirement("is invalid: it must be a finite number of seconds ≥ 0") { $0.isFinite && $0 >= 0 })
    var elapsed: Double?

    /// The scene time these options name: `--time T` pins T; `--still` or nothing gives the
    /// still frame; `--playback live --elapsed S` maps real seconds to scene time. How Reduce
    /// Motion changes each is the library's one rule (``MotionRenderer/sceneTime(_:playback:elapsed:reduceMotion:)``).
    /// Conflicting options are usage errors.
    func sceneTime(_ scene: any MotionScene, reduceMotion: Bool) throws -> Double {
        let mode = playback ?? (time != nil ? .time : .still)
        if still, time != nil { throw CommandError.usage("use either --time or --still, not both") }
        if still, mode != .still { throw CommandError.usage("--still conflicts with --playback \(mode.rawValue)") }
        if mode != .time, time != nil { throw CommandError.usage("--time needs --playback time (or no --playback)") }
        if mode != .live, elapsed != nil { throw CommandError.usage("--elapsed needs --playback live") }
        let chosen: MotionPlayback
        switch mode {
        case .still:
            chosen = .still
        case .time:
            guard let time, let typed = $time.text else { throw CommandError.usage("--playback time needs --time SECONDS") }
            guard scene.timeRange.contains(time) else { throw CommandError.usage("--time \(typed) is \(scene.timeRange.outside)") }
            chosen = .time(time)
        case .live:
            guard let elapsed else { throw CommandError.usage("--playback live needs --elapsed SECONDS") }
            return try MotionRenderer.sceneTime(scene, playback: .live, elapsed: elapsed, reduceMotion: reduceMotion)
        }
        return try MotionRenderer.sceneTime(scene, playback: chosen, elapsed: 0, reduceMotion: reduceMotion)
    }
}
