/// Collects the tracks of a ``KeyframeTimeline``, one per line, with `if`, `if/else` and `for` allowed.
/// Tracks of different property types mix freely; each is wrapped in an ``AnyKeyframeTrack``.
///
/// ```swift
/// KeyframeTimeline(initialValue: Jump()) {
///     KeyframeTrack(\Jump.height) { LinearKeyframe(10, duration: 0.5) }
///     if tilts { KeyframeTrack(\Jump.tilt) { CubicKeyframe(.degrees(-18), duration: 0.3) } }
/// }
/// ```
@resultBuilder
public enum KeyframesBuilder<Root> {
    /// A track on its own line, wrapped in an ``AnyKeyframeTrack``.
    public static func buildExpression<Value>(_ track: KeyframeTrack<Root, Value>) -> [AnyKeyframeTrack<Root>] {
        [AnyKeyframeTrack(track)]
    }
    /// A track already wrapped, on its own line.
    public static func buildExpression(_ track: AnyKeyframeTrack<Root>) -> [AnyKeyframeTrack<Root>] { [track] }
    /// The lines of a block, in order.
    public static func buildBlock(_ parts: [AnyKeyframeTrack<Root>]...) -> [AnyKeyframeTrack<Root>] { parts.flatMap { $0 } }
    /// An `if` without `else`: its tracks when the condition holds, none otherwise.
    public static func buildOptional(_ part: [AnyKeyframeTrack<Root>]?) -> [AnyKeyframeTrack<Root>] { part ?? [] }
    /// The `if` branch of an `if/else`.
    public static func buildEither(first part: [AnyKeyframeTrack<Root>]) -> [AnyKeyframeTrack<Root>] { part }
    /// The `else` branch of an `if/else`.
    public static func buildEither(second part: [AnyKeyframeTrack<Root>]) -> [AnyKeyframeTrack<Root>] { part }
    /// A `for` loop: the tracks of every pass, in order.
    public static func buildArray(_ parts: [[AnyKeyframeTrack<Root>]]) -> [AnyKeyframeTrack<Root>] { parts.flatMap { $0 } }
}
