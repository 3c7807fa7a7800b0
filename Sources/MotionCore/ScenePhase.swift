/// A named phase of a scene's timeline and the second it starts, so tools can label a timeline
/// (storyboards, `motion list`).
///
/// Scenes follow one grammar: entry → action → result → rest.
/// ```swift
/// var phases: [ScenePhase] { [.init("entry", 0), .init("drop", 0.35), .init("forge", 2.75), .init("rest", 4.4)] }
/// ```
public struct ScenePhase: Hashable, Sendable {
    /// A short name such as "entry" or "forge".
    public let name: String
    /// Start time in seconds of scene time.
    public let start: Double

    /// A phase called `name` starting at `start` seconds of scene time.
    public init(_ name: String, _ start: Double) {
        self.name = name
        self.start = start
    }

    /// The phase that contains `t`: the last one starting at or before `t` (nil before the first).
    public static func current(in phases: [ScenePhase], at t: Double) -> ScenePhase? {
        phases.last { $0.start <= t }
    }
}
