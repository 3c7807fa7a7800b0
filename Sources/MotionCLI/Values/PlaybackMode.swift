/// What `render --playback` draws: the still frame, a pinned time, or a live instant.
enum PlaybackMode: String, CaseIterable, ExpressibleByArgument {
    case still, time, live
}
