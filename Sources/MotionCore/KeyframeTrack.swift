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
    /// The property of the timeline's value that this track animates.
    public let keyPath: WritableKeyPath<Root, Value> & Sendable
    /// The keyframes in order; their durations accumulate from the start of the timeline.
    public let keyframes: [Keyframe<Value>]

    /// A track of the property at `keyPath`, with keyframes written one per line (`if`, `if/else`
    /// and `for` allowed). No keyframes: the property keeps its initial value.
    public init(_ keyPath: WritableKeyPath<Root, Value> & Sendable,
                @KeyframeTrackContentBuilder<Value> _ keyframes: () -> [Keyframe<Value>]) {
        self.keyPath = keyPath
        self.keyframes = keyframes()
    }

    /// A track of the property at `keyPath` with a list of keyframes built elsewhere (for example
    /// from data). An empty list keeps the property at its initial value.
    public init(_ keyPath: WritableKeyPath<Root, Value> & Sendable, keyframes: [Keyframe<Value>]) {
        self.keyPath = keyPath
        self.keyframes = keyframes
    }
}
