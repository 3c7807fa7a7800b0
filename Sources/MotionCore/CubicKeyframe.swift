/// Reaches its value along a smooth cubic (Hermite) curve over its own duration.
///
/// Without explicit velocities the tangents chain with the neighbours, Catmull-Rom style: between
/// two cubic keyframes (or a cubic and a following spring) the velocity at the shared value is
/// (next value − previous value) / (time between them). After a linear or spring keyframe a cubic
/// starts with that keyframe's end velocity; before a linear keyframe it ends with that keyframe's
/// start velocity. At the start of a track, after a ``MoveKeyframe`` and at the end of a track the
/// velocity is 0 (from rest, to rest).
///
/// ```swift
/// CubicKeyframe(1.20, duration: 0.25)
/// CubicKeyframe(Angle.degrees(-18), duration: 0.30, endVelocity: .zero)
/// ```
/// Velocities are in units per second. `duration` is in seconds; a negative, NaN or infinite one is
/// read as 0 (the keyframe jumps), which the validating ``KeyframeTimeline`` form rejects.
public struct CubicKeyframe<Value: Interpolatable>: Sendable {
    /// The value reached at the end of the keyframe.
    public var to: Value
    /// Seconds from the previous keyframe's end to this one's (negative, NaN and infinite read as 0).
    public var duration: Double
    /// Velocity in units per second as the curve leaves the previous value; nil chains it with the
    /// neighbouring keyframes (see the type's documentation).
    public var startVelocity: Value?
    /// Velocity in units per second as the curve arrives at ``to``; nil chains it with the next
    /// keyframe, or 0 at the end of the track.
    public var endVelocity: Value?

    /// A cubic keyframe reaching `to` after `duration` seconds, with the velocities chained from
    /// the neighbours unless given (units per second).
    public init(_ to: Value, duration: Double, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
        self.startVelocity = startVelocity
        self.endVelocity = endVelocity
    }
}
