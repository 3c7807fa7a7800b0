internal import CCairo
import Foundation

/// The surface a scene draws on: a value type over a cairo context.
///
/// Every copy holds its own drawing state (transform, opacity, clip). Copying replaces canvas
/// `save()`/`restore()`: change the copy, draw with it, and when it goes out of scope the original
/// is as it was, although both draw into the same frame.
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
/// Non-finite geometry (NaN or infinite coordinates, sizes, opacity or transform) is not drawn; the
/// renderer reports the first such call with the scene name and time and writes no file. A
/// transform scaled to zero simply draws nothing.
///
/// A canvas is valid while its frame is being drawn (inside `draw(_:t:)`, or the closure that
/// handed it out). A copy kept longer draws nothing: the first such call is reported on standard
/// error, and no freed memory is touched.
///
/// The drawing calls are grouped by kind: shapes and paths (`MotionCanvas+Shapes.swift`), text
/// (`+Text`), images (`+Images`), layers (`+Layers`), and scenes drawn inside scenes (`+Composition`).
public struct MotionCanvas {
    let target: CanvasTarget
    /// The transform; `context.translateBy`, `rotate(by:)` and `scaleBy` change only this copy.
    public var context: MotionContext
    /// The product of every ``fade(_:)`` on this copy, in `[0, 1]` (starts at 1).
    public internal(set) var opacity: Double = 1
    /// Clip paths with the transform each was added under, outermost first.
    var clips: [(path: MotionPath, transform: MotionTransform)] = []

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

    /// Intersects this copy's clip with `path` (in current coordinates); later draws of this copy
    /// only touch pixels inside every clip it has.
    public mutating func clip(to path: MotionPath) {
        clips.append((path, context.transform))
    }

    /// Reports a problem with the scene's own data (a bad position, a missing asset) from a
    /// drawing function that cannot throw. The render then fails with
    /// ``RenderError/sceneProblem(scene:time:detail:)`` naming the scene and time, and no file is
    /// written. Only the first report of a frame is kept.
    public func report(_ problem: String) {
        target.report(problem, nonFinite: false)
    }

    // MARK: - Plumbing shared by the drawing calls

    /// save → clip → transform → `body` → restore, skipped when nothing would show or the frame
    /// is over.
    func withState(_ what: String, _ body: (OpaquePointer) -> Void) {
        guard opacity > 0 else { return }
        guard context.transform.isFinite else { return target.report("\(what) with transform \(context.transform)") }
        // A zero scale (or a clip squashed to nothing) hides the drawing, as in a canvas or SwiftUI;
        // cairo would instead put the context into an error state.
        guard context.transform.isInvertible, clipsAreVisible, let cr = target.cr(for: what) else { return }
        cairo_save(cr)
        applyClips(cr)
        setMatrix(context.transform, cr)
        body(cr)
        cairo_restore(cr)
    }

    /// ``withState(_:_:)`` with `path` appended as the current path, after checking it is finite.
    func draw(_ what: String, path: MotionPath, _ paint: (OpaquePointer) -> Void) {
        guard path.isFinite else { return target.report("\(what) of a path with non-finite points") }
        withState(what) { cr in
            append(path, cr)
            paint(cr)
        }
    }

    /// False when a clip was added under a transform that squashes it to nothing.
    var clipsAreVisible: Bool { clips.allSatisfy { $0.transform.isInvertible && $0.transform.isFinite } }

    func applyClips(_ cr: OpaquePointer) {
        for clip in clips {
            setMatrix(clip.transform, cr)
            append(clip.path, cr)
            cairo_clip(cr)
        }
    }

    func setMatrix(_ t: MotionTransform, _ cr: OpaquePointer) {
        var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_set_matrix(cr, &matrix)
    }

    func setSource(_ color: MotionColor, _ cr: OpaquePointer) {
        cairo_set_source_rgba(cr, Motion.clamp(color.red), Motion.clamp(color.green), Motion.clamp(color.blue),
                              Motion.clamp(color.alpha) * opacity)
    }

    func append(_ path: MotionPath, _ cr: OpaquePointer) {
        cairo_new_path(cr)
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
