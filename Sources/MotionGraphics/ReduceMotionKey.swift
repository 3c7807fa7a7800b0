/// Whether the person asked for less motion (default false): where
/// ``RenderOptions/reduceMotion`` and ``MotionEnvironment/reduceMotion`` keep it.
public struct ReduceMotionKey: CodableEnvironmentKey {
    public static let defaultValue = false
    public static var name: String { "reduceMotion" }
    public static func fingerprint(of value: Bool) -> String { String(value) }
}
