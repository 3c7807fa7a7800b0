/// SwiftUI's `KeyframeAnimator` model, evaluable at any instant: a value with several animatable
/// properties and one ``KeyframeTrack`` per property, all running in parallel from t = 0.
///
/// ```swift
/// struct Jump: Sendable { var height = 0.0; var scaleY = 1.0; var tilt = Angle.zero }
///
/// let jump = try KeyframeTimeline(initialValue: Jump()) {
///     KeyframeTrack(\Jump.height) {
///         SpringKeyframe(120, duration: 0.30, spring: .bouncy)
///         SpringKeyframe(0, duration: 0.45, spring: .bouncy)
///     }
///     KeyframeTrack(\Jump.scaleY) {
///         LinearKeyframe(0.75, duration: 0.10)
///         CubicKeyframe(1.20, duration: 0.25)
///         CubicKeyframe(1.00, duration: 0.40)
///     }
///     KeyframeTrack(\Jump.tilt) {
///         LinearKeyframe(.zero, duration: 0.12)
///         CubicKeyframe(.degrees(-18), duration: 0.30)
///         CubicKeyframe(.zero, duration: 0.33)
///     }
/// }
/// let v = jump.value(at: t)     // jump.duration == 0.75, the longest track
/// ```
///
/// Each track starts from its property's value in `initialValue`; keyframe durations accumulate.
/// Edge cases: t < 0 and NaN give `initialValue`; a track that has ended holds its final value while
/// longer tracks go on; from ``duration`` on the value is frozen. When two tracks write the same
/// property, the later one wins. ``value(at:)`` is pure and allocation-free.
public struct KeyframeTimeline<Value: Sendable>: Sendable {
    /// The value before the timeline starts; every track starts from its property here.
    public let initialValue: Value
    /// The length of the longest track in seconds.
    public let duration: Double
    let tracks: [any ResolvedKeyframeTrack<Value>]

    /// - Throws: ``MotionError`` naming the bad keyframe, e.g. `tracks[1].keyframes[0].duration` for a
    ///   negative or NaN duration, `tracks[0].keyframes` for an empty track, `...to` for a NaN value.
    public init(initialValue: Value, @KeyframesBuilder<Value> tracks: () throws -> [AnyKeyframeTrack<Value>]) throws {
        try self.init(initialValue: initialValue, tracks: try tracks())
    }

    /// The same, with the tracks as a list.
    public init(initialValue: Value, tracks: [AnyKeyframeTrack<Value>]) throws {
        self.initialValue = initialValue
        self.tracks = try tracks.enumerated().map { i, track in
            try track.base.resolved(initialValue: initialValue, name: "tracks[\(i)]")
        }
        self.duration = self.tracks.reduce(0) { max($0, $1.duration) }
    }

    /// The value `t` seconds after the start.
    public func value(at t: Double) -> Value {
        var value = initialValue
        for track in tracks { track.apply(to: &value, at: t) }
        return value
    }

    /// SwiftUI's spelling of ``value(at:)``.
    public func value(time: Double) -> Value { value(at: time) }

    /// The value at a fraction of the whole duration (0 start, 1 end).
    public func value(progress: Double) -> Value { value(at: progress * duration) }
}
