/// The keyframes of one property of a ``KeyframeTimeline``'s value, reached through a key path.
///
/// ```swift
/// KeyframeTrack(\Jump.height) {
///     SpringKeyframe(120, duration: 0.30, spring: .bouncy)
///     SpringKeyframe(0, duration: 0.45, spring: .bouncy)
/// }
/// ```
/// The track starts from the property's value in the timeline's initial value. Building a timeline
/// reads a negative, NaN or infinite duration as 0 and lets an empty track hold its initial value;
/// `KeyframeTimeline.validated(initialValue:tracks:)` rejects them instead. For a timeline
/// over a single value use the key path `\.self`.
public struct KeyframeTrack<Root, Value: Interpolatable>: Sendable {
    public let keyPath: WritableKeyPath<Root, Value> & Sendable
    public let keyframes: [Keyframe<Value>]

    public init(_ keyPath: WritableKeyPath<Root, Value> & Sendable,
                @KeyframeTrackContentBuilder<Value> _ keyframes: () -> [Keyframe<Value>]) {
        self.keyPath = keyPath
        self.keyframes = keyframes()
    }

    public init(_ keyPath: WritableKeyPath<Root, Value> & Sendable, keyframes: [Keyframe<Value>]) {
        self.keyPath = keyPath
        self.keyframes = keyframes
    }
}
