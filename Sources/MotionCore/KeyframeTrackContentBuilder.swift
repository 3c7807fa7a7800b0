/// Collects the keyframes of a ``KeyframeTrack`` written one per line, with `if`, `if/else` and
/// `for` allowed.
///
/// ```swift
/// KeyframeTrack(\Jump.height) {
///     for hop in 0..<3 { LinearKeyframe(40.0 / Double(hop + 1), duration: 0.2); LinearKeyframe(0, duration: 0.2) }
///     if landsHard { SpringKeyframe(0, spring: .bouncy) }
/// }
/// ```
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Interpolatable> {
    /// A linear keyframe on its own line.
    public static func buildExpression(_ keyframe: LinearKeyframe<Value>) -> [Keyframe<Value>] { [.linear(keyframe)] }
    /// A cubic keyframe on its own line.
    public static func buildExpression(_ keyframe: CubicKeyframe<Value>) -> [Keyframe<Value>] { [.cubic(keyframe)] }
    /// A spring keyframe on its own line.
    public static func buildExpression(_ keyframe: SpringKeyframe<Value>) -> [Keyframe<Value>] { [.spring(keyframe)] }
    /// A move keyframe on its own line.
    public static func buildExpression(_ keyframe: MoveKeyframe<Value>) -> [Keyframe<Value>] { [.move(keyframe)] }
    /// A keyframe of any kind, already wrapped, on its own line.
    public static func buildExpression(_ keyframe: Keyframe<Value>) -> [Keyframe<Value>] { [keyframe] }
    /// A list of keyframes built elsewhere, spliced in where it is written.
    public static func buildExpression(_ keyframes: [Keyframe<Value>]) -> [Keyframe<Value>] { keyframes }
    /// The lines of a block, in order.
    public static func buildBlock(_ parts: [Keyframe<Value>]...) -> [Keyframe<Value>] { parts.flatMap { $0 } }
    /// An `if` without `else`: its keyframes when the condition holds, none otherwise.
    public static func buildOptional(_ part: [Keyframe<Value>]?) -> [Keyframe<Value>] { part ?? [] }
    /// The `if` branch of an `if/else`.
    public static func buildEither(first part: [Keyframe<Value>]) -> [Keyframe<Value>] { part }
    /// The `else` branch of an `if/else`.
    public static func buildEither(second part: [Keyframe<Value>]) -> [Keyframe<Value>] { part }
    /// A `for` loop: the keyframes of every pass, in order.
    public static func buildArray(_ parts: [[Keyframe<Value>]]) -> [Keyframe<Value>] { parts.flatMap { $0 } }
}
