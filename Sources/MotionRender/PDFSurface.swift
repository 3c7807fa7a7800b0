internal import CCairo
import Foundation

/// A cairo PDF surface writing into memory: the creation date pinned (so the bytes do not change
/// from run to run), title and subject set, status checked when made and when finished.
final class PDFSurface {
    let surface: OpaquePointer
    private let sink = DocumentSink()
    private let stage: String

    /// A document whose pages are `width × height` points.
    /// - Parameter stage: what is being written, for error messages ("writing the storyboard PDF").
    /// - Throws: ``RenderError/cairo(stage:message:)`` when cairo cannot make the surface.
    init(width: Double, height: Double, title: String, subject: String? = nil, stage: String = "writing PDF") throws {
        surface = sink.withWriter { cairo_pdf_surface_create_for_stream($0, $1, width, height)! }
        self.stage = stage
        do {
            try CairoStatus.check(surface: surface, "creating the surface for \(stage)")
        } catch {
            cairo_surface_destroy(surface)
            throw error
        }
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, MotionRenderer.pinnedPDFDate)
        // What this format cannot hold (see RenderLimits.vectorRasterScale) is rasterized at the package's density.
        cairo_surface_set_fallback_resolution(surface, 72 * RenderLimits.vectorRasterScale, 72 * RenderLimits.vectorRasterScale)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title)
        if let subject { cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_SUBJECT, subject) }
    }

    deinit { cairo_surface_destroy(surface) }

    /// Finishes the document and returns its bytes (handed over, not copied: call it once).
    func finish() throws -> Data {
        cairo_surface_finish(surface)
        try CairoStatus.check(surface: surface, stage)
        return sink.take()
    }
}
