/// Reaches its value with a spring that starts with the velocity the track already has.
///
/// The keyframe lasts `duration` seconds, or the spring's ``Spring/settlingDuration`` when nil (for an
/// undamped spring, which never settles, its ``Spring/response``: one period). If the duration is
/// shorter than the spring needs, the next keyframe starts from wherever the spring is, with its
/// velocity: nothing jumps. `startVelocity` (units per second) replaces the inherited velocity. A
/// negative, NaN or infinite duration is read as 0, as for every keyframe: a spring of no length is
/// cut short where it starts.
///
/// ```swift
/// SpringKeyframe(120, duration: 0.30, spring: .bouncy)
/// SpringKeyframe(0.0)                                   // the default spring, until it settles
/// ```
public struct SpringKeyframe<Value: Interpolatable>: Sendable {
    /// The value the spring heads for (reached only if the keyframe lasts long enough).
    public var to: Value
    /// Seconds the keyframe lasts, or nil for the spring's settling duration.
    public var duration: Double?
    /// The spring that carries the value (default `Spring()`: 0.5 s, no bounce).
    public var spring: Spring
    /// Velocity in units per second at the start of the keyframe; nil keeps the track's velocity.
    public var startVelocity: Value?

    /// A spring towards `to` lasting `duration` seconds (nil: until `spring` settles), starting
    /// with the track's velocity unless `startVelocity` (units per second) is given.
    public init(_ to: Value, duration: Double? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
        self.spring = spring
        self.startVelocity = startVelocity
    }
}
