/// Which times `frames --playback` renders: a range at the fps, or what the app shows live.
enum FramePlayback: String, CaseIterable, ExpressibleByArgument {
    /// From `--from` to `--to`, excluded.
    case range
    /// Two loops at the scene's speed, then the still frame.
    case live
}
