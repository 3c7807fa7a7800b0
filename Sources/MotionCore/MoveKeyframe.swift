/// Jumps to its value immediately, without interpolating; it takes no time.
///
/// At the instant of the jump the new value already holds (the track is right-continuous), and the
/// velocity after a jump is 0.
///
/// ```swift
/// MoveKeyframe(CGPoint(x: 180, y: 140))
/// ```
public struct MoveKeyframe<Value: Interpolatable>: Sendable {
    /// The value the track jumps to.
    public var to: Value

    /// A jump to `to` at the end of the previous keyframe.
    public init(_ to: Value) {
        self.to = to
    }
}
