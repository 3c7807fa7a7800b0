/// A named curve of a scene, as a function of scene time, so tools can plot it (a storyboard's
/// strip, `motion curve`) with a dot at each frame.
///
/// ```swift
/// var curves: [SceneCurve] { [SceneCurve("coin drop") { t in M.spring(t - 0.35, 16) }] }
/// ```
public struct SceneCurve: Sendable {
    /// A short name, used on the command line (`--curve "coin drop"`).
    public let name: String
    /// The curve's value at a scene time in seconds.
    public let value: @Sendable (Double) -> Double
    /// Why the curve gave no value at some times, when its source can tell (a JavaScript curve
    /// that ran past its time limit, after which it is not called again); nil for a Swift curve
    /// and for a curve that has not failed. Tools ask after sampling and fail with it.
    public var failure: String? { failed() }
    private let failed: @Sendable () -> String?

    /// A curve called `name` whose value at scene time `t` (seconds) is `value(t)`. The closure
    /// must be pure: tools call it at any time, in any order, from any thread.
    public init(_ name: String, _ value: @escaping @Sendable (Double) -> Double) {
        self.init(name, value: value, failure: { nil })
    }

    /// A curve whose source can say why it failed (see ``failure``).
    package init(_ name: String, value: @escaping @Sendable (Double) -> Double, failure: @escaping @Sendable () -> String?) {
        self.name = name
        self.value = value
        self.failed = failure
    }
}
