/// The live mapping as functions of ``MotionPlayback``, for callers that do not keep a
/// ``LivePlayback`` around.
///
/// ```swift
/// let t = try playback.sceneTime(elapsed: elapsed, duration: scene.duration,
///                                stillTime: scene.stillTime, speed: scene.speed, reduceMotion: reduceMotion)
/// ```
extension MotionPlayback {
    /// Scene time for live playback after `elapsed` real seconds; see ``LivePlayback``.
    /// - Throws: ``MotionError`` naming `duration`, `stillTime` or `speed`.
    public static func liveSceneTime(elapsed: Double, duration: Double, stillTime: Double,
                                     speed: Double = 1, reduceMotion: Bool = false) throws -> Double {
        try LivePlayback(duration: duration, stillTime: stillTime, speed: speed)
            .sceneTime(elapsed: elapsed, reduceMotion: reduceMotion)
    }

    /// The scene time this playback draws after `elapsed` real seconds.
    /// - Throws: ``MotionError`` naming `duration`, `stillTime`, `speed` or `time`.
    public func sceneTime(elapsed: Double, duration: Double, stillTime: Double,
                          speed: Double = 1, reduceMotion: Bool = false) throws -> Double {
        try LivePlayback(duration: duration, stillTime: stillTime, speed: speed)
            .sceneTime(for: self, elapsed: elapsed, reduceMotion: reduceMotion)
    }
}
