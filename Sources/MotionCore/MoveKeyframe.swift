/// Jumps to its value immediately, without interpolating; it takes no time.
///
/// At the instant of the jump the new value already holds (the track is right-continuous), and the
/// velocity after a jump is 0.
///
/// ```swift
/// MoveKeyframe(CGPoint(x: 180, y: 140))
/// ```
public struct MoveKeyframe<Value: Interpolatable>: Sendable {
    public var to: Value

    public init(_ to: Value) {
        self.to = to
    }
}
