/// Reaches its value at a steady pace (or along a timing curve) over its own duration.
///
/// ```swift
/// LinearKeyframe(0.75, duration: 0.10)
/// LinearKeyframe(1.0, duration: 0.3, timingCurve: .easeOut)
/// ```
/// `duration` is in seconds; 0 jumps like a ``MoveKeyframe``, and so does a negative, NaN or infinite
/// duration (the validating ``KeyframeTimeline`` form rejects those). `timingCurve` defaults to
/// ``TimingCurve/linear`` (SwiftUI's `UnitCurve.linear`).
public struct LinearKeyframe<Value: Interpolatable>: Sendable {
    /// The value reached at the end of the keyframe.
    public var to: Value
    /// Seconds from the previous keyframe's end to this one's (negative, NaN and infinite read as 0).
    public var duration: Double
    /// How progress runs between the two values over ``duration`` (default linear).
    public var timingCurve: TimingCurve

    /// A keyframe reaching `to` after `duration` seconds along `timingCurve` (default linear).
    public init(_ to: Value, duration: Double, timingCurve: TimingCurve = .linear) {
        self.to = to
        self.duration = duration
        self.timingCurve = timingCurve
    }
}
