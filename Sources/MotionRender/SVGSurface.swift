internal import CCairo
import Foundation

/// A cairo SVG surface writing into memory, in px units: made and status checked at init,
/// finished and checked by ``finish()``. The ids cairo writes are made unique by ``SVGDocument``.
final class SVGSurface {
    let surface: OpaquePointer
    private let sink = ByteSink()

    /// - Throws: ``RenderError/cairo(stage:message:)`` when cairo cannot make the surface.
    init(width: Double, height: Double) throws {
        surface = sink.withWriter { cairo_svg_surface_create_for_stream($0, $1, width, height)! }
        do {
            try CairoStatus.check(surface: surface, "creating an SVG surface")
        } catch {
            cairo_surface_destroy(surface)
            throw error
        }
        cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
        // What this format cannot hold (see RenderLimits.vectorRasterScale) is rasterized at the package's density.
        cairo_surface_set_fallback_resolution(surface, 72 * RenderLimits.vectorRasterScale, 72 * RenderLimits.vectorRasterScale)
    }

    deinit { cairo_surface_destroy(surface) }

    /// Finishes the document and runs `body` with cairo's bytes (before ids are rewritten; valid
    /// only inside `body`).
    func finish<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) throws -> R {
        cairo_surface_finish(surface)
        try CairoStatus.check(surface: surface, "writing SVG")
        return try sink.withBytes(body)
    }
}
