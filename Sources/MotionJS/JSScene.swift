import Foundation
import MotionRender

/// A scene declared in JavaScript with `M.define(name, { dur, still, speed, box, draw })`,
/// usable wherever a `MotionScene` is: rendered to PNG, SVG or PDF, in frame sequences,
/// storyboards and snapshot tests.
///
/// `draw(g, t, e)` runs in the calling thread's own JavaScript context (made on first use, see
/// ``JSSceneFile``), with `g` a canvas 2D context drawing through the frame's `MotionCanvas`,
/// `t` the scene time in seconds and `e` the environment (`JSEnvironment`). The context's
/// state starts fresh every frame and `Math.random` is reseeded, so a frame depends on `t`
/// and the environment only. A JavaScript error, a frame over the time limit or a heap over
/// the memory limit fails the render with one line naming the file, line and column, and the
/// renderer adds the scene and time.
public struct JSScene: MotionScene {
    let source: JSSceneSource
    let index: Int
    let definition: JSSceneDefinition

    public var name: String { definition.name }
    public var duration: Double { definition.dur }
    public var stillTime: Double { definition.still }
    public var speed: Double { definition.speed }
    public var box: CGSize { CGSize(width: definition.box[0], height: definition.box[1]) }
    public var summary: String { definition.summary }
    /// The scene's `props: { … }` (a JSON object); given props are laid over them, and `draw`
    /// reads the result as `e.props`.
    public var defaultProps: JSProps { JSProps(definition.props) }

    public var phases: [ScenePhase] {
        definition.phases.compactMap { pair in
            guard pair.count == 2, case .name(let name) = pair[0], case .start(let start) = pair[1] else { return nil }
            return ScenePhase(name, start)
        }
    }

    /// The file's `curves: { name: t => value }`, evaluated in the calling thread's context
    /// (NaN where the function throws or runs too long; one that ran too long is not called again
    /// on that thread, and its ``SceneCurve/failure`` says so).
    public var curves: [SceneCurve] {
        definition.curves.enumerated().map { curve in
            let source = self.source, index = self.index
            return SceneCurve(curve.element, value: { t in
                guard let realm = try? ScriptWorker.current.realm(for: source) else { return .nan }
                return realm.curveValue(index, curve.offset, t)
            }, failure: {
                (try? ScriptWorker.current.realm(for: source))?.curveFailure(index, curve.offset)
            })
        }
    }

    /// The keys the scene names in `reads: [...]` that its options know
    /// (``JSSceneOptions/environmentKeys``), in the order the scene names them.
    public var environmentKeys: [any EnvironmentKey.Type] {
        definition.reads.compactMap { name in source.options.environmentKeys.first { $0.name == name } }
    }

    /// The names in the scene's `reads: [...]`, as written (known keys or not).
    public var reads: [String] { definition.reads }

    /// The names in `reads` that no key of the options has (a typo, or a setting this tool lacks).
    public var unknownReads: [String] {
        definition.reads.filter { name in !source.options.environmentKeys.contains { $0.name == name } }
    }

    /// The file the scene comes from, as it was named when loaded.
    public var file: String { source.name }

    public func draw(_ canvas: inout MotionCanvas, t: Double) {
        let realm: ScriptRealm
        do {
            realm = try ScriptWorker.current.realm(for: source)
        } catch {
            return canvas.report(error)
        }
        if let error = realm.drawFrame(index, on: canvas, t: t, box: box) { canvas.report(error) }
    }
}
