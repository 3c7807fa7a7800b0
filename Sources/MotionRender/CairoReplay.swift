internal import CCairo
import Foundation

/// Draws display lists into a cairo context: the backend of PNG frames and PDF pages.
///
/// Each item is drawn as its canvas call always was: save → the state's clips → its blend mode
/// → its transform → the operation with its opacity → restore; a state with filters, masks or the
/// `copy` mode renders the operation alone into a layer and composites it (``composite(_:_:_:)``).
/// The same list therefore gives the same pixels whether it was recorded a moment ago or kept.
///
/// Masks are made when their item is reached and kept by id for the items after it. Problems
/// found while drawing (a filtered layer over the pixel limit, an asset that fails to draw) are
/// kept as ``firstProblem``. Owned by one thread, for one frame or page.
final class CairoReplay {
    /// The context drawn into (a recording while a filtered drawing is recorded).
    private(set) var cr: OpaquePointer
    /// The document's asset copies and text engine.
    let assets: AssetScope
    /// Pixels per device unit at which filtered drawings and luminance masks are rasterized:
    /// 1 for an image (device units are its pixels), ``/MotionGraphics/RenderLimits/vectorRasterScale``
    /// for PDF (device units are points).
    let rasterScale: Double
    /// The masks made so far, by id; a mask whose layer showed nothing has no pattern.
    private var masks: [Int: MaskLayer] = [:]
    /// The first problem met while drawing; once there is one, nothing more is drawn (the
    /// frame fails with it).
    private(set) var firstProblem: String?
    /// Pixels filtered so far, once per filter operation (against ``/MotionGraphics/RenderLimits/filterWork``).
    var filterWork = 0

    /// A replay into `cr` (referenced for the replay's life).
    init(cr: OpaquePointer, assets: AssetScope) {
        self.cr = cairo_reference(cr)
        self.assets = assets
        rasterScale = cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE ? 1 : RenderLimits.vectorRasterScale
    }

    deinit { cairo_destroy(cr) }

    /// Draws every item of `list`, in order.
    func replay(_ list: DisplayList) { replay(list, from: 0) }

    /// Draws the items of `list` from index `start` on, in order.
    func replay(_ list: DisplayList, from start: Int) {
        // Read in place, not copied out one by one.
        list.items.withUnsafeBufferPointer { items in
            for i in start..<items.count where firstProblem == nil { draw(items[i]) }
        }
    }

    func report(_ problem: @autoclosure () -> String) {
        if firstProblem == nil { firstProblem = problem() }
    }

    /// Runs `body` with items drawing into `other` instead (a filtered drawing recorded before
    /// it is rasterized), then into the frame again.
    func redirect<T>(to other: OpaquePointer, _ body: () throws -> T) rethrows -> T {
        let frame = cr
        cr = other
        defer { cr = frame }
        return try body()
    }

    /// The patterns of `state`'s masks that exist (a mask of nothing visible, inverted, has none).
    func maskPatterns(_ state: DisplayState) -> [OpaquePointer] {
        state.masks.compactMap { masks[$0]?.pattern }
    }

    /// True when `state` draws each call in a layer of its own (filters, masks, or the `copy`
    /// mode, which must clear the clip region outside the shape as a canvas does).
    func drawsInLayers(_ state: DisplayState) -> Bool {
        !state.filters.isEmpty || state.blendMode == .copy || state.masks.contains { masks[$0] != nil }
    }

    /// Draws one item.
    func draw(_ item: borrowing DisplayItem) {
        let state = item.state
        switch item.operation {
        case let .fill(shape, shading, style):
            paint(state, "fill", with: shading, bounds: { shape.bounds }) { cr in
                CairoPath.append(shape, cr)
                cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                if !style.isAntialiased { cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE) }
                cairo_fill(cr)
            }
        case let .stroke(path, shading, style):
            paint(state, "stroke", with: shading, bounds: { path.boundingRect }, outset: style.lineWidth / 2 * max(1, style.miterLimit)) { cr in
                CairoPath.append(path, cr)
                cairo_set_line_width(cr, style.lineWidth)
                cairo_set_line_cap(cr, style.lineCap.cairo)
                cairo_set_line_join(cr, style.lineJoin.cairo)
                cairo_set_miter_limit(cr, style.miterLimit)
                if style.drawsDashes {
                    cairo_set_dash(cr, style.dash, Int32(style.dash.count), style.dashPhase)
                }
                cairo_stroke(cr)
            }
        case let .text(text, shading):
            let engine = assets.text.engine
            let layout = (text.layout as? TextLayout).flatMap { $0.owner === engine ? $0 : nil } ?? engine.layout(text.request)
            paint(state, "text", with: shading, bounds: { CGRect(origin: text.origin, size: text.size) }) { cr in
                layout.show(at: text.origin, cr)
            }
        case let .image(image, source, destination):
            drawImage(state, image.asset, source: source, destination: destination)
        case .layer(let layer):
            drawLayer(state, layer)
        case .paint(let color):
            cairo_save(cr)
            applyClips(state.clips, cr)
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
            cairo_paint(cr)
            cairo_restore(cr)
        case let .pixels(image, x, y):
            putPixels(image, x: x, y: y)
        case .mask(let mask):
            if let made = makeMask(state, mask.kind) { masks[mask.id] = made }
        }
    }

    // MARK: - Plumbing shared by the operations

    /// Draws one primitive with `state`: `body` marks it in the drawing's coordinates (the matrix
    /// is set) and must multiply its source's alpha by the `alpha` it is given.
    ///
    /// A plain state draws straight into the frame: save → clip → blend mode → transform → `body`
    /// with the state's opacity → restore. A state with filters, masks or the `copy` blend mode
    /// renders `body` at full opacity into a layer and composites it (see ``composite(_:_:_:)``).
    func withState(_ state: DisplayState, _ what: @autoclosure () -> String, _ body: (_ cr: OpaquePointer, _ alpha: Double) -> Void) {
        if drawsInLayers(state) {
            composite(state, what()) { cr in
                CairoPath.setMatrix(state.transform, cr)
                body(cr, 1)
            }
            return
        }
        cairo_save(cr)
        applyClips(state.clips, cr)
        if state.blendMode != .normal { cairo_set_operator(cr, state.blendMode.cairo) }
        CairoPath.setMatrix(state.transform, cr)
        body(cr, state.opacity)
        cairo_restore(cr)
    }

    /// ``withState(_:_:_:)`` with `shading` as the source: `mark` adds the geometry and paints it.
    /// `bounds` is the box relative gradients are placed in, in the drawing's coordinates (only
    /// evaluated for such gradients); `outset` is how far the ink may reach past it (half a
    /// stroke's width and its miters; 0 for fills and text).
    func paint(_ state: DisplayState, _ what: @autoclosure () -> String, with shading: Shading, bounds: () -> CGRect, outset: Double = 0,
               _ mark: (_ cr: OpaquePointer) -> Void) {
        withState(state, what()) { cr, alpha in
            guard setSource(shading, state: state, alpha: alpha, bounds: bounds, outset: outset, cr) else { return }
            mark(cr)
        }
    }

    func applyClips(_ clips: [DisplayClip], _ cr: OpaquePointer) {
        for clip in clips { apply(clip, cr) }
    }

    func apply(_ clip: DisplayClip, _ cr: OpaquePointer) {
        if clip.inverse {
            // Everything visible, minus the path: a rectangle around the current clip and
            // the path, filled even-odd.
            let visible = deviceClipExtents(cr)
            cairo_identity_matrix(cr)
            cairo_new_path(cr)
            cairo_rectangle(cr, visible.minX - 1, visible.minY - 1, visible.width + 2, visible.height + 2)
            CairoPath.setMatrix(clip.transform, cr)
            CairoPath.appendSubpaths(clip.shape, cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        } else {
            CairoPath.setMatrix(clip.transform, cr)
            CairoPath.append(clip.shape, cr)
            if clip.evenOdd { cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD) }
        }
        cairo_clip(cr)
        if clip.inverse || clip.evenOdd { cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING) }
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

    /// Paints `cr`'s current source with `alpha` (`[0, 1]`).
    func paintSource(_ cr: OpaquePointer, alpha: Double) {
        if alpha < 1 { cairo_paint_with_alpha(cr, alpha) } else { cairo_paint(cr) }
    }
}
