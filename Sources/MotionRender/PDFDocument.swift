import CCairo
import Foundation

/// Writes one PDF in memory with cairo's PDF surface: the creation date pinned (so the bytes do
/// not change from run to run), title and subject set, and cairo's status checked when the
/// surface is made and when it is finished.
enum PDFDocument {
    /// The bytes of a PDF whose pages `draw` makes on the surface it is given (`width × height`
    /// points a page).
    static func write(width: Double, height: Double, title: String, subject: String? = nil,
                      stage: String, _ draw: (OpaquePointer) throws -> Void) throws -> Data {
        let sink = ByteSink()
        let surface = sink.withWriter { cairo_pdf_surface_create_for_stream($0, $1, width, height)! }
        defer { cairo_surface_destroy(surface) }
        try check(surface, "creating the surface for \(stage)")
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, MotionRenderer.pinnedPDFDate)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title)
        if let subject { cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_SUBJECT, subject) }
        try draw(surface)
        cairo_surface_finish(surface)
        try check(surface, stage)
        return sink.data
    }

    private static func check(_ surface: OpaquePointer, _ stage: String) throws {
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(stage: stage, message: String(cString: cairo_status_to_string(status)))
        }
    }
}
