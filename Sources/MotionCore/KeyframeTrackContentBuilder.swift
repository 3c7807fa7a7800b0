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
    public static func buildExpression(_ keyframe: LinearKeyframe<Value>) -> [Keyframe<Value>] { [.linear(keyframe)] }
    public static func buildExpression(_ keyframe: CubicKeyframe<Value>) -> [Keyframe<Value>] { [.cubic(keyframe)] }
    public static func buildExpression(_ keyframe: SpringKeyframe<Value>) -> [Keyframe<Value>] { [.spring(keyframe)] }
    public static func buildExpression(_ keyframe: MoveKeyframe<Value>) -> [Keyframe<Value>] { [.move(keyframe)] }
    public static func buildExpression(_ keyframe: Keyframe<Value>) -> [Keyframe<Value>] { [keyframe] }
    public static func buildExpression(_ keyframes: [Keyframe<Value>]) -> [Keyframe<Value>] { keyframes }
    public static func buildBlock(_ parts: [Keyframe<Value>]...) -> [Keyframe<Value>] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Keyframe<Value>]?) -> [Keyframe<Value>] { part ?? [] }
    public static func buildEither(first part: [Keyframe<Value>]) -> [Keyframe<Value>] { part }
    public static func buildEither(second part: [Keyframe<Value>]) -> [Keyframe<Value>] { part }
    public static func buildArray(_ parts: [[Keyframe<Value>]]) -> [Keyframe<Value>] { parts.flatMap { $0 } }
}
