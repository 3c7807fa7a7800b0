import Foundation

/// The surface a scene draws on: a value type over a cairo context.
///
/// Every copy holds its own drawing state: transform, opacity, clip, blend mode, filters, masks,
/// image interpolation and foreground shading. Copying replaces canvas `save()`/`restore()`:
/// change the copy, draw with it, and when it goes out of scope the original is as it was,
/// although both draw into the same frame.
///
/// ```swift
/// var coin = c                                   // a copy: saves the state
/// coin.fade(M.clamp((t - ti) * 6) * (1 - melt))
/// coin.circle(CGPoint(x: p.x, y: y), 10.5, c.palette.accent)
/// // `c` still has its own opacity here
/// ```
///
/// Opacity follows canvas `globalAlpha`: each ``fade(_:)`` multiplies, and every shape, text and
/// image is drawn with the product. Overlapping shapes of one copy therefore show through each
/// other; use ``drawLayer(opacity:_:)`` for group opacity.
///
/// A copy with filters (``addFilter(_:)``), masks (``clipToLayer(opacity:options:_:)``) or the
/// `copy` blend mode draws each call as SwiftUI does: rendered alone into a transparent layer,
/// filtered, then composited with the copy's blend mode, opacity, masks and clip.
///
/// Non-finite geometry (NaN or infinite coordinates, sizes, opacity or transform) is not drawn; the
/// renderer reports the first such call with the scene name and time and writes no file. A
/// transform scaled to zero simply draws nothing.
///
/// A canvas is valid while its frame is being drawn (inside `draw(_:t:)`, or the closure that
/// handed it out). A copy kept longer draws nothing: the first such call is reported on standard
/// error, and no freed memory is touched.
///
/// Drawing records: each call adds an item with this copy's state to the frame's display list
/// (``/MotionGraphics/DisplayList``), which the renderer then writes in the output's format (cairo
/// replays it for PNG and PDF, `SVGWriter` writes SVG). The calls are grouped by kind: shapes and
/// paths (`MotionCanvas+Shapes.swift`), text (`+Text`), images (`+Images`), layers (`+Layers`),
/// scenes drawn inside scenes (`+Composition`), filters (`+Filters`), clips and masks (`+Masks`)
/// and pixels (`+Pixels`).
public struct MotionCanvas {
    let target: CanvasTarget
    /// The transform; `context.translateBy`, `rotate(by:)` and `scaleBy` change only this copy.
    public var context: MotionContext
    /// The product of every ``fade(_:)`` on this copy, in `[0, 1]` (starts at 1).
    public internal(set) var opacity: Double = 1
    /// How this copy's drawing combines with what is already drawn (canvas
    /// `globalCompositeOperation`, SwiftUI `blendMode`); `.normal` by default.
    public var blendMode: BlendMode = .normal
    /// How this copy resamples the images it scales (canvas `imageSmoothingQuality`); `.medium`
    /// by default.
    public var imageInterpolation: ImageInterpolation = .medium
    /// What ``/MotionGraphics/Shading/foreground`` stands for in this copy's drawing (default: the
    /// palette's text colour).
    public var foreground: Shading {
        get { foregroundShading ?? .color(palette.text) }
        set { foregroundShading = newValue.kind == .foreground ? nil : newValue }
    }
    var foregroundShading: Shading?
    /// Clips with the transform each was added under, outermost first.
    var clips: [DisplayClip] = []
    /// Filters in the order they were added.
    var filters: [DisplayFilter] = []
    /// Ids of the masks (made by `clipToLayer`, `clipToLuminance` and inverse clips) the copy's
    /// drawing is composited through.
    var masks: [Int] = []

    init(target: CanvasTarget, transform: MotionTransform, clips: [DisplayClip] = []) {
        self.target = target
        self.context = MotionContext(transform: transform)
        self.clips = clips
    }

    /// Colour scheme, palette, Reduce Motion and the rest of the scene's environment.
    public var environment: MotionEnvironment { target.environment }
    /// The palette of the current colour scheme.
    public var palette: Palette { target.environment.palette }

    // MARK: - State

    /// Multiplies this copy's opacity by `amount` (canvas `globalAlpha *= amount`).
    ///
    /// `amount` is clamped to `[0, 1]`, so a spring's overshoot (`fade(k * 1.3)`) saturates at
    /// fully opaque. NaN is reported as non-finite and treated as 0.
    public mutating func fade(_ amount: Double) {
        guard amount.isFinite else {
            target.report("fade(\(amount))")
            opacity = 0
            return
        }
        opacity *= Motion.clamp(amount)
    }

    /// Reports a problem with the scene's own data (a bad position, a missing asset) from a
    /// drawing function that cannot throw. The render then fails with
    /// ``/MotionGraphics/RenderError/sceneProblem(scene:time:detail:)`` naming the scene and time, and no file is
    /// written. Only the first report of a frame is kept.
    public func report(_ problem: String) {
        target.report(problem, nonFinite: false)
    }

    /// Reports an error the scene met while drawing, kept whole: the render fails with
    /// ``/MotionGraphics/RenderError/sceneError(scene:time:cause:)``, whose message is the
    /// scene, the time and the error's one line, and whose `cause` is `error` itself. Only the
    /// first report of a frame is kept.
    public func report(_ error: any Error) {
        target.report(error.reason, nonFinite: false, cause: error)
    }

    // MARK: - Plumbing shared by the drawing calls

    /// This copy's state, as its items record it.
    var displayState: DisplayState {
        DisplayState(transform: context.transform, opacity: opacity, blendMode: blendMode, interpolation: imageInterpolation,
                     clips: clips, filters: filters, masks: masks)
    }

    /// True when a drawing of this copy can show: some opacity, a transform that is finite (else
    /// reported with `what`) and invertible, and no clip squashed to nothing. A zero scale hides
    /// the drawing, as in a canvas or SwiftUI.
    func canDraw(_ what: @autoclosure () -> String) -> Bool {
        guard opacity > 0 else { return false }
        guard context.transform.isFinite else {
            target.report("\(what()) with transform \(context.transform)")
            return false
        }
        return context.transform.isInvertible && clipsAreVisible
    }

    /// Records `operation` with this copy's state, when it can show (see ``canDraw(_:)``).
    /// `elements` is what it costs against the frame's ``/MotionGraphics/RenderLimits/displayElements``.
    func record(_ what: @autoclosure () -> String, _ operation: consuming DisplayOperation, elements: Int = 0) {
        guard canDraw(what()) else { return }
        target.record(DisplayItem(state: displayState, operation: operation), elements: elements, what())
    }

    /// Records `operation` painted with `shading`, after checking the shading: `.foreground` is
    /// resolved to this copy's foreground, and a shading with a bad number is reported instead.
    func record(_ what: @autoclosure () -> String, shading: Shading, elements: Int = 0, _ operation: (Shading) -> DisplayOperation) {
        let resolved = shading.kind == .foreground ? foreground : shading
        if let problem = shadingProblem(resolved) { return target.report("\(what()) with \(problem.detail)", nonFinite: problem.nonFinite) }
        record(what(), operation(resolved), elements: elements)
    }

    /// True when this copy draws each call in a layer of its own (filters, masks, or the `copy`
    /// mode, which must clear the clip region outside the shape as a canvas does).
    var drawsInLayers: Bool { !filters.isEmpty || !masks.isEmpty || blendMode == .copy }

    /// False when a clip was added under a transform that squashes it to nothing.
    var clipsAreVisible: Bool { clips.allSatisfy { $0.transform.isInvertible && $0.transform.isFinite } }

    /// A copy for drawing inside a layer or a mask: this copy's transform and settings, with
    /// none of the state that applies when the layer is composited.
    func layerCanvas() -> MotionCanvas {
        var layer = self
        layer.opacity = 1
        layer.clips = []
        layer.filters = []
        layer.masks = []
        layer.blendMode = .normal
        return layer
    }
}
