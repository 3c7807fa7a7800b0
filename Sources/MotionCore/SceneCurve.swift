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

    /// A curve called `name` whose value at scene time `t` (seconds) is `value(t)`. The closure
    /// must be pure: tools call it at any time, in any order, from any thread.
    public init(_ name: String, _ value: @escaping @Sendable (Double) -> Double) {
        self.name = name
        self.value = value
    }
}
