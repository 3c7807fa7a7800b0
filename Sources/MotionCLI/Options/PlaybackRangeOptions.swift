import MotionRender

/// `--fps`, `--from`, `--to` and `--playback range|live`: which instants `frames` and `animate`
/// make, checked against the scene the same way for both.
struct PlaybackRangeOptions: ParsableArguments {
    @OptionGroup var range: TimeRangeOptions

    @Option("--playback", placeholder: "MODE", help: "range: from --from to --to; live: what the app shows, two loops then the still frame.")
    var playback: FramePlayback = .range

    /// The range `--from`/`--to` give for `scene` (see ``TimeRangeOptions/range(for:)``), or nil
    /// for `--playback live`, where giving either is a usage error.
    func chosenRange(for scene: any MotionScene) throws -> (from: Double, to: Double)? {
        switch playback {
        case .range:
            return try range.range(for: scene)
        case .live:
            if range.$from.isGiven || range.$to.isGiven { throw CommandError.usage("--from/--to do not apply to --playback live") }
            return nil
        }
    }
}
