/// SwiftUI's `KeyframeAnimator` model, evaluable at any instant: a value with several animatable
/// properties and one ``KeyframeTrack`` per property, all running in parallel from t = 0.
///
/// ```swift
/// struct Jump: Sendable { var height = 0.0; var scaleY = 1.0; var tilt = Angle.zero }
///
/// let jump = KeyframeTimeline(initialValue: Jump()) {
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
///
/// ## Numbers out of range
/// As in SwiftUI, building a timeline never fails. A keyframe duration that is negative, NaN or
/// infinite is read as 0 (a linear or cubic keyframe then jumps to its value, a spring keyframe is
/// cut short where it starts); a track without keyframes holds its property's initial value. Values
/// are used as given: a NaN component gives NaN, as arithmetic would. For keyframes that come from a
/// user, `validated(initialValue:tracks:)` throws a ``MotionError`` naming the first bad number
/// instead (`tracks[1].keyframes[0].duration = -0.5 is out of range; expected finite and >= 0`).
public struct KeyframeTimeline<Value: Sendable>: Sendable {
    /// The value before the timeline starts; every track starts from its property here.
    public let initialValue: Value
    /// The length of the longest track in seconds.
    public let duration: Double
    let tracks: [any ResolvedKeyframeTrack<Value>]

    /// The tracks written one per line, as SwiftUI's `KeyframeTimeline(initialValue:content:)`.
    /// Throws only what the builder closure throws.
    public init(initialValue: Value, @KeyframesBuilder<Value> tracks: () throws -> [AnyKeyframeTrack<Value>]) rethrows {
        self.init(initialValue: initialValue, tracks: try tracks())
    }

    /// The same, with the tracks as a list.
    public init(initialValue: Value, tracks: [AnyKeyframeTrack<Value>]) {
        self.initialValue = initialValue
        self.tracks = tracks.map { $0.base.resolved(initialValue: initialValue) }
        self.duration = self.tracks.reduce(0) { max($0, $1.duration) }
    }

    /// The timeline for keyframes that come from a user: throws a ``MotionError`` naming the first
    /// bad number, e.g. `tracks[1].keyframes[0].duration` for a negative or NaN duration,
    /// `tracks[0].keyframes` for an empty track, `...to` or `...initialValue` for a NaN value,
    /// `...startVelocity` for a NaN velocity; otherwise the same timeline as the initializer.
    public static func validated(initialValue: Value, tracks: [AnyKeyframeTrack<Value>]) throws -> KeyframeTimeline {
        for (i, track) in tracks.enumerated() {
            try Validation.require(track.base.issue(initialValue: initialValue, name: "tracks[\(i)]"))
        }
        return KeyframeTimeline(initialValue: initialValue, tracks: tracks)
    }

    /// `validated(initialValue:tracks:)` with the tracks written one per line.
    public static func validated(
        initialValue: Value, @KeyframesBuilder<Value> tracks: () throws -> [AnyKeyframeTrack<Value>]
    ) throws -> KeyframeTimeline {
        try validated(initialValue: initialValue, tracks: try tracks())
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
