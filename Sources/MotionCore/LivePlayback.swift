/// Live playback as a pure function of the real time elapsed: play the scene twice, then rest on its
/// still frame.
///
/// Scene time is `elapsed × speed`. It runs 0 → duration, then 0 → duration again, and the second
/// run stops at `stillTime`: at that moment (`elapsed × speed == duration + stillTime`) the live time
/// and the still frame are the same instant, so the hand-over has no jump. From then on the scene
/// rests and a view can stop redrawing. Reduce Motion always shows `stillTime`.
///
/// ```swift
/// let live = try LivePlayback(duration: 6, stillTime: 4.6, speed: 1.2)
/// let t = live.sceneTime(elapsed: now - start, reduceMotion: reduceMotion)
/// let paused = live.isResting(elapsed: now - start, reduceMotion: reduceMotion)
/// ```
/// Edge cases: negative elapsed time gives 0 (not started); NaN elapsed time is read as 0.
public struct LivePlayback: Hashable, Sendable {
    /// The scene's length in seconds of scene time (finite, > 0).
    public let duration: Double
    /// The rest frame, in `[0, duration]`.
    public let stillTime: Double
    /// Scene seconds per real second (finite, > 0; 1 by default).
    public let speed: Double

    /// How many times the scene plays before resting: 2.
    public static let loops = 2

    /// - Throws: ``MotionError`` naming `duration`, `stillTime` or `speed`.
    public init(duration: Double, stillTime: Double, speed: Double = 1) throws {
        try Validation.positive(duration, "duration")
        try Validation.within(stillTime, 0, duration, "stillTime")
        try Validation.positive(speed, "speed")
        self.duration = duration
        self.stillTime = stillTime
        self.speed = speed
    }

    /// Real seconds after which the scene rests: `(duration + stillTime) / speed`.
    public var restingElapsed: Double { (duration + stillTime) / speed }

    /// Scene seconds played when the scene starts resting: `duration + stillTime`.
    var restingSceneTime: Double { duration + stillTime }

    /// Whether the scene is on its still frame for good after `elapsed` real seconds.
    public func isResting(elapsed: Double, reduceMotion: Bool = false) -> Bool {
        reduceMotion || (elapsed.isNaN ? 0 : elapsed) * speed >= restingSceneTime
    }

    /// The scene time to draw after `elapsed` real seconds.
    public func sceneTime(elapsed: Double, reduceMotion: Bool = false) -> Double {
        if reduceMotion { return stillTime }
        let played = (elapsed.isNaN ? 0 : elapsed) * speed
        if played <= 0 { return 0 }
        if played >= restingSceneTime { return stillTime }
        return played < duration ? played : played - duration
    }

    /// The scene time for any playback: `.live` maps `elapsed` as above, `.still` is `stillTime`,
    /// `.time(t)` is `t` as pinned (Reduce Motion does not override an explicit time).
    ///
    /// - Throws: ``MotionError`` naming `time` when a pinned time is NaN or infinite.
    public func sceneTime(for playback: MotionPlayback, elapsed: Double, reduceMotion: Bool = false) throws -> Double {
        switch playback {
        case .live: return sceneTime(elapsed: elapsed, reduceMotion: reduceMotion)
        case .still: return stillTime
        case .time(let t): return try Validation.finite(t, "time")
        }
    }
}
