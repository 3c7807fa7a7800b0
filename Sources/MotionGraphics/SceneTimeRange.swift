import MotionCore

/// The one rule for a scene time: finite and within `0...duration` seconds, inclusive at both
/// ends. Every place that takes a time of a scene (a render, `--time`, `--from`/`--to`,
/// `--times`, the studio's `t`, an animation's range, a scene's `stillTime` and phases) asks
/// ``contains(_:)`` and words a refusal with ``outside``, so each names its own parameter and the
/// same range.
public struct SceneTimeRange: Sendable, Hashable {
    /// The scene's name, as messages show it.
    public var scene: String
    /// The scene's duration in seconds.
    public var duration: Double

    /// The times of the scene `scene` that lasts `duration` seconds.
    public init(scene: String, duration: Double) {
        self.scene = scene
        self.duration = duration
    }

    /// True when `t` is finite and within `0...duration`.
    public func contains(_ t: Double) -> Bool { t.isFinite && t >= 0 && t <= duration }

    /// The end of a refusal: `outside scene 'coins': valid range is 0...6 seconds`.
    public var outside: String {
        "outside scene '\(scene)': valid range is 0...\(CompactNumber.text(duration)) seconds"
    }

    /// Throws ``RenderError/timeOutOfRange(scene:time:duration:)`` unless `t` is a time of the scene.
    public func check(_ t: Double) throws(RenderError) {
        guard contains(t) else { throw RenderError.timeOutOfRange(scene: scene, time: t, duration: duration) }
    }
}
