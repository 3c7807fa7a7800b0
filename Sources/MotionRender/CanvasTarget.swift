internal import CCairo
import Foundation

/// The cairo context one frame (or page) draws into, shared by every copy of a ``MotionCanvas``.
///
/// Owned by one thread for the duration of one frame. It keeps its own reference to the context,
/// so a canvas copy kept past its frame never touches freed memory: once the frame is ``end()``ed,
/// drawing calls are ignored and the first one is reported on standard error. It also collects the
/// first problem a scene causes (non-finite geometry), so the renderer can report it with the
/// scene name and time.
final class CanvasTarget {
    private var context: OpaquePointer
    let environment: MotionEnvironment
    /// Pixels per device unit at which filtered drawings and luminance masks are rasterized:
    /// 1 for an image (device units are its pixels), ``RenderLimits/vectorRasterScale`` for SVG
    /// and PDF (device units are points).
    let rasterScale: Double
    /// True when the frame is an SVG document: cairo 1.16 writes SVG clip paths without their
    /// fill rule, so even-odd clips are drawn as masks there.
    let writesSVG: Bool
    /// The document's asset copies, shared by every frame drawn into the same document.
    let assets: AssetScope
    /// Output pixels per point of the box (text hinting, when asked for, is done at this scale).
    let outputScale: Double
    /// The props the frame's scene draws with (given to the render, else the scene's defaults);
    /// set by the renderer before `draw`.
    var props: any SceneProps = NoProps()
    /// The environment's text settings, read on the frame's first text call.
    lazy var textSettings = TextSettings(environment: environment, outputScale: outputScale)
    /// The first problem reported while drawing, and whether it was non-finite geometry.
    private(set) var firstProblem: (detail: String, nonFinite: Bool)?
    /// False once the frame is over.
    private(set) var isOpen = true
    private var reportedLateUse = false

    /// - Parameters:
    ///   - outputScale: output pixels per point of the box (for hinted text).
    ///   - rasterScale: nil to take it from the kind of surface `cr` draws on; a scene drawn
    ///     inside another passes its host's, whatever intermediate surface it draws on.
    init(cr: OpaquePointer, environment: MotionEnvironment, assets: AssetScope = AssetScope(), outputScale: Double = 1,
         rasterScale: Double? = nil) {
        context = cairo_reference(cr)
        self.environment = environment
        self.assets = assets
        self.outputScale = outputScale
        let kind = cairo_surface_get_type(cairo_get_target(cr))
        self.rasterScale = rasterScale ?? (kind == CAIRO_SURFACE_TYPE_IMAGE ? 1 : RenderLimits.vectorRasterScale)
        writesSVG = kind == CAIRO_SURFACE_TYPE_SVG
    }

    deinit { cairo_destroy(context) }

    /// Runs `body` with every copy of the canvas drawing into `cr` instead (a filtered drawing
    /// recorded before it is rasterized), then draws into the frame again.
    func redirect<T>(to cr: OpaquePointer, _ body: () throws -> T) rethrows -> T {
        let frame = context
        context = cr
        defer { context = frame }
        return try body()
    }

    /// The context to draw with, or nil after the frame ended (the call is then reported once).
    func cr(for what: @autoclosure () -> String) -> OpaquePointer? {
        if isOpen { return context }
        if !reportedLateUse {
            reportedLateUse = true
            try? OutputFile.write(Data(utf8Of: "error: a MotionCanvas was used after its frame ended (\(what())); the call was ignored. Draw only inside draw(_:t:) or the closure that handed out the canvas.\n"), to: .standardError)
        }
        return nil
    }

    /// Paints `cr`'s current source with `alpha` (`[0, 1]`).
    ///
    /// cairo 1.16 writes an SVG paint with alpha as a mask the size of the surface in the
    /// source's own coordinates, so an image or a rasterized layer that is scaled or moved would
    /// be cut off at that rectangle in every SVG renderer. In SVG such a source is therefore
    /// painted into a group first and the group, which lies in device space, is painted with
    /// `alpha`; a source already in device space (a layer's group), images and PDF paint directly.
    func paint(_ cr: OpaquePointer, alpha: Double) {
        guard alpha < 1 else { return cairo_paint(cr) }
        guard writesSVG, !Self.isInDeviceSpace(cairo_get_source(cr), cr) else { return cairo_paint_with_alpha(cr, alpha) }
        let source = cairo_pattern_reference(cairo_get_source(cr))
        cairo_push_group(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_set_source(cr, source)
        cairo_paint(cr)
        cairo_pop_group_to_source(cr)
        cairo_pattern_destroy(source)
        cairo_paint_with_alpha(cr, alpha)
    }

    /// True when `pattern`'s space is device space: its matrix undoes `cr`'s exactly.
    private static func isInDeviceSpace(_ pattern: OpaquePointer, _ cr: OpaquePointer) -> Bool {
        var matrix = cairo_matrix_t(), ctm = cairo_matrix_t(), product = cairo_matrix_t()
        cairo_pattern_get_matrix(pattern, &matrix)
        cairo_get_matrix(cr, &ctm)
        cairo_matrix_multiply(&product, &ctm, &matrix)
        return product.xx == 1 && product.yx == 0 && product.xy == 0 && product.yy == 1 && product.x0 == 0 && product.y0 == 0
    }

    /// Ends the frame: later drawing through any copy of the canvas is ignored.
    func end() { isOpen = false }

    func report(_ problem: @autoclosure () -> String, nonFinite: Bool = true) {
        if firstProblem == nil { firstProblem = (problem(), nonFinite) }
    }

    /// The first problem as the error naming `scene` and `t`, then cairo's status; nil when the
    /// frame is fine.
    func error(scene: String, time t: Double) -> Error? {
        if let problem = firstProblem {
            return problem.nonFinite ? RenderError.nonFiniteGeometry(scene: scene, time: t, detail: problem.detail)
                : RenderError.sceneProblem(scene: scene, time: t, detail: problem.detail)
        }
        do { try CairoStatus.check(context: context, "drawing '\(scene)' at t=\(t)") } catch { return error }
        return nil
    }
}
