import CCairo
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
public struct MotionCanvas {
    let target: CanvasTarget
    /// The transform; `context.translateBy`, `rotate(by:)` and `scaleBy` change only this copy.
    public var context: MotionContext
    /// The product of every ``fade(_:)`` on this copy, in `[0, 1]` (starts at 1).
    public private(set) var opacity: Double = 1
    /// Clip paths with the transform each was added under, outermost first.
    private var clips: [(path: MotionPath, transform: MotionTransform)] = []

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

    // MARK: - Shapes

    /// A filled circle (the seed's `circle(g, x, y, r, colour)`); radius in points, ≤ 0 draws nothing.
    public func circle(_ center: CGPoint, _ radius: Double, _ color: MotionColor) {
        guard radius > 0 || radius.isNaN else { return }
        // The same path as `MotionPath().addArc(…)` + close, without building one: scenes draw
        // many circles a frame, and this keeps each to its cairo calls.
        guard center.x.isFinite, center.y.isFinite, radius.isFinite else {
            return target.report("fill of a path with non-finite points")
        }
        withState("fill") { cr in
            cairo_new_path(cr)
            cairo_arc(cr, center.x, center.y, radius, 0, 2 * .pi)
            cairo_close_path(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            setSource(color, cr)
            cairo_fill(cr)
        }
    }

    /// A filled rectangle.
    public func rect(_ rect: CGRect, _ color: MotionColor) {
        fill(MotionPath(rect: rect), with: color)
    }

    /// A filled rectangle with circular corners (radius limited to half the shorter side).
    public func roundedRect(_ rect: CGRect, cornerRadius: Double, _ color: MotionColor) {
        fill(MotionPath(roundedRect: rect, cornerRadius: cornerRadius), with: color)
    }

    /// Fills `path` with the non-zero winding rule (canvas default), or even-odd when asked.
    public func fill(_ path: MotionPath, with color: MotionColor, evenOdd: Bool = false) {
        draw("fill", path: path) { cr in
            cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            setSource(color, cr)
            cairo_fill(cr)
        }
    }

    /// Strokes `path` with `style` (width, caps, joins, dash), in points of the current coordinates.
    public func stroke(_ path: MotionPath, with color: MotionColor, style: StrokeStyle = StrokeStyle()) {
        guard style.lineWidth.isFinite, style.miterLimit.isFinite, style.dashPhase.isFinite,
              style.dash.allSatisfy(\.isFinite) else {
            return target.report("stroke style \(style)")
        }
        guard style.lineWidth > 0 else { return }
        draw("stroke", path: path) { cr in
            cairo_set_line_width(cr, style.lineWidth)
            cairo_set_line_cap(cr, style.lineCap.cairo)
            cairo_set_line_join(cr, style.lineJoin.cairo)
            cairo_set_miter_limit(cr, style.miterLimit)
            if !style.dash.isEmpty, style.dash.allSatisfy({ $0 >= 0 }), style.dash.contains(where: { $0 > 0 }) {
                cairo_set_dash(cr, style.dash, Int32(style.dash.count), style.dashPhase)
            }
            setSource(color, cr)
            cairo_stroke(cr)
        }
    }

    /// Strokes `path` with a solid line `lineWidth` points wide.
    public func stroke(_ path: MotionPath, with color: MotionColor, lineWidth: Double) {
        stroke(path, with: color, style: StrokeStyle(lineWidth: lineWidth))
    }

    // MARK: - Text

    /// Draws one line of text anchored at `point`.
    ///
    /// - Parameters:
    ///   - anchor: which point of the text's line box sits on `point`: `.center` (default),
    ///     `.leading` (left edge, vertically centred), `.topLeading`, … The line box spans the
    ///     font's ascent and descent, so the baseline does not jump with the letters drawn.
    ///   - font: family, weight, size in points (default Inter Regular 14).
    /// Text is UTF-8 ("Sofía" works); it is laid out glyph by glyph without kerning or shaping.
    public func text(_ string: String, at point: CGPoint, font: MotionFont = MotionFont(),
                     color: MotionColor, anchor: UnitPoint = .center) {
        guard !string.isEmpty else { return }
        guard point.x.isFinite, point.y.isFinite, font.size.isFinite, font.size > 0 else {
            return target.report("text \"\(string)\" at \(point) size \(font.size)")
        }
        let metrics = measure(string, font: font)
        let x = point.x - anchor.x * metrics.width
        let baseline = point.y - anchor.y * metrics.height + metrics.ascent
        withState("text") { cr in
            select(font, cr)
            cairo_move_to(cr, x, baseline)
            setSource(color, cr)
            cairo_show_text(cr, string)
        }
    }

    /// The advance width and line box of `string` in `font`, in points (independent of transform).
    public func measure(_ string: String, font: MotionFont = MotionFont()) -> TextMetrics {
        let cr = target.cr
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_identity_matrix(cr)
        select(font, cr)
        var text = cairo_text_extents_t()
        var line = cairo_font_extents_t()
        cairo_text_extents(cr, string, &text)
        cairo_font_extents(cr, &line)
        return TextMetrics(width: text.x_advance, ascent: line.ascent, descent: line.descent)
    }

    // MARK: - Images and layers

    /// Draws an SVG asset scaled to fill `rect` (its aspect is not preserved; pass a rect of the
    /// asset's aspect to keep it). In SVG and PDF output the asset stays vector.
    public func image(_ asset: SVGAsset, in rect: CGRect) {
        // Plain comparisons rather than an array: this runs for every image of every frame.
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else {
            return target.report("image \(asset.name) in \(rect)")
        }
        guard rect.width > 0, rect.height > 0 else { return }
        withState("image") { cr in
            let surface: OpaquePointer
            do { surface = try target.assets.surface(for: asset) } catch {
                return target.report("image \(asset.name): \(error)", nonFinite: false)
            }
            cairo_translate(cr, rect.minX, rect.minY)
            cairo_scale(cr, rect.width / asset.size.width, rect.height / asset.size.height)
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_paint_with_alpha(cr, opacity)
        }
    }

    /// Draws `body` into an offscreen layer, then composites the layer once with `opacity`
    /// (group opacity: overlapping shapes inside do not show through each other).
    ///
    /// The layer starts with this copy's transform and clip and an opacity of 1; the result is
    /// multiplied by this copy's opacity and `opacity` (clamped to `[0, 1]`).
    public func drawLayer(opacity layerOpacity: Double = 1, _ body: (inout MotionCanvas) -> Void) {
        guard layerOpacity.isFinite else { return target.report("drawLayer(opacity: \(layerOpacity))") }
        let alpha = opacity * Motion.clamp(layerOpacity)
        guard alpha > 0, clipsAreVisible else { return }
        let cr = target.cr
        cairo_save(cr)
        applyClips(cr)
        cairo_push_group(cr)
        var layer = self
        layer.opacity = 1
        layer.clips = []
        body(&layer)
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, alpha)
        cairo_restore(cr)
    }

    // MARK: - Plumbing

    /// save → clip → transform → `body` → restore, skipped when nothing would show.
    private func withState(_ what: String, _ body: (OpaquePointer) -> Void) {
        guard opacity > 0 else { return }
        guard context.transform.isFinite else { return target.report("\(what) with transform \(context.transform)") }
        // A zero scale (or a clip squashed to nothing) hides the drawing, as in a canvas or SwiftUI;
        // cairo would instead put the context into an error state.
        guard context.transform.isInvertible, clipsAreVisible else { return }
        let cr = target.cr
        cairo_save(cr)
        applyClips(cr)
        setMatrix(context.transform, cr)
        body(cr)
        cairo_restore(cr)
    }

    private func draw(_ what: String, path: MotionPath, _ paint: (OpaquePointer) -> Void) {
        guard path.isFinite else { return target.report("\(what) of a path with non-finite points") }
        withState(what) { cr in
            append(path, cr)
            paint(cr)
        }
    }

    /// False when a clip was added under a transform that squashes it to nothing.
    private var clipsAreVisible: Bool { clips.allSatisfy { $0.transform.isInvertible && $0.transform.isFinite } }

    private func applyClips(_ cr: OpaquePointer) {
        for clip in clips {
            setMatrix(clip.transform, cr)
            append(clip.path, cr)
            cairo_clip(cr)
        }
    }

    private func setMatrix(_ t: MotionTransform, _ cr: OpaquePointer) {
        var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_set_matrix(cr, &matrix)
    }

    private func setSource(_ color: MotionColor, _ cr: OpaquePointer) {
        cairo_set_source_rgba(cr, Motion.clamp(color.red), Motion.clamp(color.green), Motion.clamp(color.blue),
                              Motion.clamp(color.alpha) * opacity)
    }

    private func select(_ font: MotionFont, _ cr: OpaquePointer) {
        let library = FontLibrary.shared
        cairo_set_font_face(cr, library.face(for: font))
        cairo_set_font_size(cr, font.size)
        cairo_set_font_options(cr, library.options)
    }

    private func append(_ path: MotionPath, _ cr: OpaquePointer) {
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

private extension LineCap {
    var cairo: cairo_line_cap_t {
        switch self {
        case .butt: return CAIRO_LINE_CAP_BUTT
        case .round: return CAIRO_LINE_CAP_ROUND
        case .square: return CAIRO_LINE_CAP_SQUARE
        }
    }
}

private extension LineJoin {
    var cairo: cairo_line_join_t {
        switch self {
        case .miter: return CAIRO_LINE_JOIN_MITER
        case .round: return CAIRO_LINE_JOIN_ROUND
        case .bevel: return CAIRO_LINE_JOIN_BEVEL
        }
    }
}
