import Foundation

/// A scene: a pure function of time drawn into a fixed logical box.
///
/// Everything on screen is computed from `t`, so any instant can be drawn directly, forwards or
/// backwards, and the same `t` always gives the same frame.
///
/// ```swift
/// struct Pulse: MotionScene {
///     var duration: Double { 2 }
///     var stillTime: Double { 1 }
///     func draw(_ c: inout MotionCanvas, t: Double) {
///         c.circle(CGPoint(x: 180, y: 140), 20 + 10 * M.bump(t, 0.5), c.palette.accent)
///     }
/// }
/// ```
public protocol MotionScene: Sendable {
    /// The scene's input data (default ``/MotionGraphics/NoProps``: none): strings, numbers and colours a render
    /// can change (`--props`), read in ``draw(_:t:)`` with ``MotionCanvas/props(_:)``. Declare it
    /// by nesting a `struct Props: SceneProps` in the scene (or with `typealias Props = …`).
    associatedtype Props: SceneProps = NoProps
    /// Length of one loop in seconds (> 0).
    var duration: Double { get }
    /// The rest frame that tells the story on its own, in `[0, duration]`: drawn for Reduce
    /// Motion, in snapshot tests, and where live playback stops (default: `duration`, the frame
    /// where everything has arrived, as a SwiftUI animation ends on its final value).
    var stillTime: Double { get }
    /// The logical box in points that `draw` uses (default 360 × 280); outputs scale it.
    var box: CGSize { get }
    /// Real time is multiplied by this to give scene time (default 1).
    var speed: Double { get }
    /// The name used on the command line (default: the type name without "Scene", in kebab case:
    /// `LevelUpScene` → `level-up`).
    var name: String { get }
    /// A one-line summary for listings (default: empty).
    var summary: String { get }
    /// The timeline's phases in order of start time, within `[0, duration]` (default: none).
    var phases: [ScenePhase] { get }
    /// Curves worth plotting under a storyboard, such as the scene's main spring (default: none).
    var curves: [SceneCurve] { get }
    /// The environment keys, beyond scheme, device, posture and Reduce Motion, whose values change
    /// what this scene draws (default: none). A tool resolves a user's setting (reads a theme file,
    /// checks a piece set) only for scenes that list its key, and refuses the setting for others.
    var environmentKeys: [any EnvironmentKey.Type] { get }
    /// Whether `draw` reads the device or its posture (`c.environment.device`, `.hinge`), so the
    /// frame changes from a phone to a foldable or from one posture to another (default: false).
    ///
    /// Snapshot matrices vary only what a scene reads: a scene that reads the device is checked
    /// on every device and posture, one that does not on one device only (every colour scheme
    /// either way), and `assertSnapshots` verifies a `false` by drawing the other devices too.
    var readsDevice: Bool { get }
    /// The scene's strings in every locale it is translated into, or nil (default) for a scene
    /// that is not localized. The renderer picks the environment locale's table before the first
    /// frame (a missing locale fails the render, naming it) and the scene reads it with
    /// ``/MotionRender/MotionCanvas/localized(_:)``. Loading may throw: the error fails the render.
    var strings: StringsCatalog? { get throws }
    /// The props drawn when a render is given none, and under which given props are laid:
    /// keys that given props leave out keep these values (default `Props()`).
    var defaultProps: Props { get }
    /// The version of the drawing (default "1"): change it when `draw` changes what it draws,
    /// so a resumed frame sequence never mixes frames of the old drawing with the new one (see
    /// ``identity``).
    var version: String { get }
    /// Draws the frame at `t` seconds.
    func draw(_ canvas: inout MotionCanvas, t: Double)
}

extension MotionScene {
    public var box: CGSize { .sceneBox }
    public var stillTime: Double { duration }
    /// The scene's times, `0...duration` (``/MotionGraphics/SceneTimeRange``: the one rule every
    /// render and command checks a time with).
    public var timeRange: SceneTimeRange { SceneTimeRange(scene: name, duration: duration) }
    public var speed: Double { 1 }
    public var summary: String { "" }
    public var phases: [ScenePhase] { [] }
    public var curves: [SceneCurve] { [] }
    public var environmentKeys: [any EnvironmentKey.Type] { [] }
    public var readsDevice: Bool { false }
    public var strings: StringsCatalog? { nil }
    public var defaultProps: Props { Props() }
    public var version: String { "1" }
    public var name: String {
        SceneNameCache.name(of: type(of: self)) {
            // The unqualified type name, as String(describing:) spells a metatype, without the
            // dynamic casts String(describing:) tries first: the first of those scans every
            // protocol conformance in the program, which cost `motion` a tenth of its start-up.
            var typeName = _typeName(type(of: self), qualified: false)
            if typeName.hasSuffix("Scene"), typeName != "Scene" { typeName.removeLast(5) }
            // LevelUp → level-up: the spelling command lines use.
            var words = ""
            for (i, character) in typeName.enumerated() {
                if character.isUppercase, i > 0 { words += "-" }
                words += character.lowercased()
            }
            return words
        }
    }
}
