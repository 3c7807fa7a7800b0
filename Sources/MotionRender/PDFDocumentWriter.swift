internal import CCairo
import Foundation

/// A multi-page PDF built page by page, each page handing out a canvas in page points.
///
/// Assets (SVG pieces, icons) are stored once in the file however many pages draw them. Each
/// page's canvas is valid only inside the closure that receives it. The creation date is pinned,
/// so the same pages give the same bytes in every run.
///
/// ```swift
/// let pdf = try PDFDocumentWriter(pageSize: CGSize(width: 842, height: 595), title: "coins, 3 frames")
/// for (i, t) in [0.5, 1.5, 4.4].enumerated() {
///     try pdf.addPage { page in
///         try page.draw(CoinsScene(), at: t, in: CGRect(x: 40, y: 40, width: 360, height: 280))
///         page.text("frame \(i + 1)", at: CGPoint(x: 40, y: 330), color: .black, anchor: .topLeading)
///     }
/// }
/// let data = try pdf.finish()
/// ```
///
/// Not thread-safe: one thread builds one document.
public final class PDFDocumentWriter {
    /// Every page's size in points.
    public let pageSize: CGSize
    /// What the page canvases read (palette, scheme…); scenes drawn on a page get their own.
    public let environment: MotionEnvironment
    /// Pages added so far.
    public private(set) var pageCount = 0

    private let surface: PDFSurface
    private let assets = AssetScope()
    private var finished = false

    /// - Parameters:
    ///   - pageSize: finite, at least 1 × 1 and at most ``/MotionGraphics/RenderLimits/pageSide`` points a side.
    ///   - title: the document's title in its metadata.
    ///   - subject: its subject in the metadata (default none).
    ///   - environment: what page canvases read (default: light, from `Resources/`).
    /// - Throws: ``/MotionGraphics/RenderError`` for an invalid or oversized page, a missing palette, or
    ///   a cairo failure.
    public init(pageSize: CGSize, title: String, subject: String? = nil, environment: MotionEnvironment? = nil) throws {
        guard pageSize.width.isFinite, pageSize.height.isFinite, pageSize.width >= 1, pageSize.height >= 1 else {
            throw RenderError.invalidSize(width: pageSize.width, height: pageSize.height)
        }
        try RenderLimits.checkSides(width: Int(pageSize.width.rounded(.up)), height: Int(pageSize.height.rounded(.up)), format: .pdf)
        self.pageSize = pageSize
        self.environment = try environment ?? RenderOptions().environment(box: pageSize)
        surface = try PDFSurface(width: pageSize.width, height: pageSize.height, title: title, subject: subject)
    }

    /// Adds one page drawn by `body`; errors it throws (or problems its drawing reports) are
    /// rethrown and leave the document unusable.
    public func addPage(_ body: (inout MotionCanvas) throws -> Void) throws {
        precondition(!finished, "PDFDocumentWriter.addPage after finish()")
        let cr = cairo_create(surface.surface)!
        defer { cairo_destroy(cr) }
        let recorder = DisplayRecorder()
        let target = CanvasTarget(recorder: recorder, environment: environment, assets: assets)
        defer { target.end() }
        var canvas = MotionCanvas(target: target, transform: .identity)
        try body(&canvas)
        let page = "page \(pageCount + 1)"
        if let error = target.error(scene: page, time: 0) { throw error }
        let replay = CairoReplay(cr: cr, assets: assets)
        FrameWatch.frame(scene: page, time: 0) { replay.replay(recorder.list) }
        if let problem = replay.firstProblem { throw RenderError.sceneProblem(scene: page, time: 0, detail: problem) }
        try CairoStatus.check(context: cr, "drawing '\(page)' at t=0")
        cairo_show_page(cr)
        pageCount += 1
    }

    /// Finishes the file and returns its bytes.
    /// - Throws: ``/MotionGraphics/RenderError`` when no page was added or cairo fails.
    public func finish() throws -> Data {
        precondition(!finished, "PDFDocumentWriter.finish() called twice")
        guard pageCount > 0 else {
            throw RenderError.invalidParameter(name: "page count", value: "0", expected: "at least one page")
        }
        finished = true
        return try surface.finish()
    }
}
