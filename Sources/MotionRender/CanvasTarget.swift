import Foundation

/// What every copy of one scene's ``MotionCanvas`` shares while a frame (or page) is drawn: the
/// recorder the frame's display list is made in, the scene's environment and props, the document's
/// assets, and the first problem the scene causes.
///
/// Owned by one thread for the duration of one frame. Once the frame is ``end()``ed, drawing
/// calls are ignored and the first one is reported on standard error, so a copy kept past its
/// frame records nothing. A scene drawn inside another has a target of its own (its environment,
/// its props, its problems) over the host's recorder.
final class CanvasTarget {
    /// Where the frame's items go.
    let recorder: DisplayRecorder
    let environment: MotionEnvironment
    /// The document's asset copies and text engine, shared by every frame drawn into the same document.
    let assets: AssetScope
    /// Output pixels per point of the box (text hinting, when asked for, is done at this scale).
    let outputScale: Double
    /// The props the frame's scene draws with (given to the render, else the scene's defaults);
    /// set by the renderer before `draw`.
    var props: any SceneProps = NoProps()
    /// The environment's text settings, read on the frame's first text call.
    lazy var textSettings = TextSettings(environment: environment, outputScale: outputScale)
    /// The first problem reported while drawing, and whether it was non-finite geometry.
    private(set) var firstProblem: (detail: String, nonFinite: Bool, cause: (any Error)?)?
    /// False once the frame is over.
    private(set) var isOpen = true
    private var reportedLateUse = false

    /// - Parameter outputScale: output pixels per point of the box (for hinted text).
    init(recorder: DisplayRecorder, environment: MotionEnvironment, assets: AssetScope = AssetScope(), outputScale: Double = 1) {
        self.recorder = recorder
        self.environment = environment
        self.assets = assets
        self.outputScale = outputScale
    }

    /// True while the frame is open; after it ended, false and the call is reported once.
    func isDrawing(_ what: @autoclosure () -> String) -> Bool {
        if isOpen { return true }
        if !reportedLateUse {
            reportedLateUse = true
            try? OutputFile.write(Data(utf8Of: "error: a MotionCanvas was used after its frame ended (\(what())); the call was ignored. Draw only inside draw(_:t:) or the closure that handed out the canvas.\n"), to: .standardError)
        }
        return false
    }

    /// Records `item` (with `elements` path elements, glyphs or pixel blocks) while the frame is open.
    func record(_ item: consuming DisplayItem, elements: Int = 0, nested: Int = 0, _ what: @autoclosure () -> String) {
        guard isDrawing(what()) else { return }
        recorder.append(item, elements: elements, nested: nested)
    }

    /// Ends the frame: later drawing through any copy of the canvas is ignored.
    func end() { isOpen = false }

    func report(_ problem: @autoclosure () -> String, nonFinite: Bool = true, cause: (any Error)? = nil) {
        if firstProblem == nil { firstProblem = (problem(), nonFinite, cause) }
    }

    /// The first problem (or the first limit the frame's list went over) as the error naming
    /// `scene` and `t`; nil when the frame is fine.
    func error(scene: String, time t: Double) -> Error? {
        if let problem = firstProblem {
            if let cause = problem.cause { return RenderError.sceneError(scene: scene, time: t, cause: SceneErrorCause(cause)) }
            return problem.nonFinite ? RenderError.nonFiniteGeometry(scene: scene, time: t, detail: problem.detail)
                : RenderError.sceneProblem(scene: scene, time: t, detail: problem.detail)
        }
        if let limit = recorder.overLimit { return RenderError.sceneProblem(scene: scene, time: t, detail: limit) }
        return nil
    }
}
