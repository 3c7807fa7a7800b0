internal import CCairo
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
/// The drawing calls are grouped by kind: shapes and paths (`MotionCanvas+Shapes.swift`), text
/// (`+Text`), images (`+Images`), layers (`+Layers`), scenes drawn inside scenes (`+Composition`),
/// filters (`+Filters`) and clips and masks (`+Masks`); the state is applied by
/// `+Compositing` and shadings by `+Shading`.
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
    /// What ``Shading/foreground`` stands for in this copy's drawing (default: the palette's text colour).
    public var foreground: Shading {
        get { foregroundShading ?? .color(palette.text) }
        set { foregroundShading = newValue.kind == .foreground ? nil : newValue }
    }
    var foregroundShading: Shading?
    /// Clips with the transform each was added under, outermost first.
    var clips: [ClipEntry] = []
    /// Filters in the order they were added.
    var filters: [FilterEntry] = []
    /// Alpha masks in device space, applied when the copy composites.
    var masks: [MaskLayer] = []

    init(target: CanvasTarget, transform: MotionTransform) {
        self.target = target
        self.context = MotionContext(transform: transform)
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
    /// ``RenderError/sceneProblem(scene:time:detail:)`` naming the scene and time, and no file is
    /// written. Only the first report of a frame is kept.
    public func report(_ problem: String) {
        target.report(problem, nonFinite: false)
    }

    // MARK: - Plumbing shared by the drawing calls

    /// Draws one primitive with this copy's whole state: `body` marks it in the copy's
    /// coordinates (the matrix is set) and must multiply its source's alpha by the `alpha` it is
    /// given. Skipped when nothing would show or the frame is over.
    ///
    /// A plain copy draws straight into the frame: save → clip → blend mode → transform → `body`
    /// with this copy's opacity → restore. A copy with filters, masks or the `copy` blend mode
    /// renders `body` at full opacity into a layer and composites it (see ``composite(_:_:)``).
    func withState(_ what: @autoclosure () -> String, _ body: (_ cr: OpaquePointer, _ alpha: Double) -> Void) {
        guard opacity > 0 else { return }
        guard context.transform.isFinite else { return target.report("\(what()) with transform \(context.transform)") }
        // A zero scale (or a clip squashed to nothing) hides the drawing, as in a canvas or SwiftUI;
        // cairo would instead put the context into an error state.
        guard context.transform.isInvertible, clipsAreVisible else { return }
        if drawsInLayers {
            composite(what()) { cr in
                setMatrix(context.transform, cr)
                body(cr, 1)
            }
            return
        }
        guard let cr = target.cr(for: what()) else { return }
        cairo_save(cr)
        applyClips(cr)
        if blendMode != .normal { cairo_set_operator(cr, blendMode.cairo) }
        setMatrix(context.transform, cr)
        body(cr, opacity)
        cairo_restore(cr)
    }

    /// ``withState(_:_:)`` with `shading` as the source: `mark` adds the geometry and paints it
    /// (`cairo_fill`, `cairo_stroke`, showing glyphs). `bounds` is the box relative gradients
    /// are placed in (the path's bounds, the text's box), in the drawing's coordinates; it is
    /// only evaluated for such gradients. This is what every shaded drawing (shapes, text)
    /// calls, so shading, blend mode, filters and masks apply to all of them alike.
    ///
    /// `outset` is how far the ink may reach past `bounds` in the drawing's units (half a
    /// stroke's width and its miters; 0 for fills and text).
    func paint(_ what: @autoclosure () -> String, with shading: Shading, bounds: () -> CGRect, outset: Double = 0,
               _ mark: (_ cr: OpaquePointer) -> Void) {
        if let problem = shadingProblem(shading) { return target.report("\(what()) with \(problem.detail)", nonFinite: problem.nonFinite) }
        withState(what()) { cr, alpha in
            guard setSource(shading, alpha: alpha, bounds: bounds, outset: outset, cr) else { return }
            mark(cr)
        }
    }

    /// `paint` of `path`: checked to be finite; its bounds place relative gradients, and it is the
    /// current path when `mark` paints it.
    func paint(_ what: @autoclosure () -> String, path: MotionPath, with shading: Shading, outset: Double = 0,
               _ mark: (_ cr: OpaquePointer) -> Void) {
        guard path.isFinite else { return target.report("\(what()) of a path with non-finite points") }
        paint(what(), with: shading, bounds: { path.boundingRect }, outset: outset) { cr in
            append(path, cr)
            mark(cr)
        }
    }

    /// True when this copy draws each call in a layer of its own (filters, masks, or the `copy`
    /// mode, which must clear the clip region outside the shape as a canvas does).
    var drawsInLayers: Bool { !filters.isEmpty || !masks.isEmpty || blendMode == .copy }

    /// False when a clip was added under a transform that squashes it to nothing.
    var clipsAreVisible: Bool { clips.allSatisfy { $0.transform.isInvertible && $0.transform.isFinite } }

    func applyClips(_ cr: OpaquePointer) {
        for clip in clips {
            if clip.inverse {
                // Everything visible, minus the path: a rectangle around the current clip and
                // the path, filled even-odd.
                let visible = deviceClipExtents(cr)
                cairo_identity_matrix(cr)
                cairo_new_path(cr)
                cairo_rectangle(cr, visible.minX - 1, visible.minY - 1, visible.width + 2, visible.height + 2)
                setMatrix(clip.transform, cr)
                appendSubpaths(clip.path, cr)
                cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            } else {
                setMatrix(clip.transform, cr)
                append(clip.path, cr)
                if clip.evenOdd { cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD) }
            }
            cairo_clip(cr)
            if clip.inverse || clip.evenOdd { cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING) }
        }
    }

    /// The current clip's extents in device space (the whole surface without a clip), kept
    /// within cairo's coordinate range for unbounded (recording) surfaces.
    func deviceClipExtents(_ cr: OpaquePointer) -> CGRect {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        cairo_restore(cr)
        let limit = 4_000_000.0
        x1 = max(x1, -limit); y1 = max(y1, -limit); x2 = min(x2, limit); y2 = min(y2, limit)
        return CGRect(x: x1, y: y1, width: max(0, x2 - x1), height: max(0, y2 - y1))
    }

    func setMatrix(_ t: MotionTransform, _ cr: OpaquePointer) {
        var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_set_matrix(cr, &matrix)
    }

    func setSource(_ color: MotionColor, alpha: Double, _ cr: OpaquePointer) {
        cairo_set_source_rgba(cr, Motion.clamp(color.red), Motion.clamp(color.green), Motion.clamp(color.blue),
                              Motion.clamp(color.alpha) * alpha)
    }

    /// Replaces the current path with `path`.
    func append(_ path: MotionPath, _ cr: OpaquePointer) {
        cairo_new_path(cr)
        appendSubpaths(path, cr)
    }

    /// Adds `path` to the current path.
    func appendSubpaths(_ path: MotionPath, _ cr: OpaquePointer) {
        for element in path.elements {
            switch element {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case .curve(let p, let c1, let c2): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .arc(let c, let r, let a0, let a1, let clockwise):
                if clockwise { cairo_arc(cr, c.x, c.y, max(0, r), a0, a1) } else { cairo_arc_negative(cr, c.x, c.y, max(0, r), a0, a1) }
            case .close: cairo_close_path(cr)
            }
        }
    }
}
