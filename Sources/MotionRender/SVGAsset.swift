internal import CCairo
internal import CRSVG
import Foundation

/// An SVG image (a chess piece, an avatar, an icon) parsed once by librsvg and kept as a cairo
/// recording surface, so it stays vector in SVG and PDF output, is stored once in a PDF however
/// many pages draw it, and replays fast into PNG frames.
///
/// Safety: before librsvg parses the file, ``SVGAssetCheck`` refuses what could reach outside
/// it (external references, style sheets, entities) or cost unbounded work (gzip bombs, huge
/// embedded images, reference amplification, expensive filters); librsvg is also given no base
/// location, so it resolves nothing outside the data. Files over ``maximumBytes`` or larger than
/// ``maximumSide`` points are refused. The limits are in ``RenderLimits``.
///
/// ```swift
/// let pawn = try SVGAsset(contentsOf: URL(fileURLWithPath: "Resources/pieces/classic/wP.svg"))
/// c.image(pawn, in: CGRect(x: 132, y: 190, width: 25, height: 25))
/// ```
public final class SVGAsset: ImageAsset, @unchecked Sendable {
    /// The largest SVG file accepted, in bytes (``RenderLimits/assetBytes``, 4 MiB).
    public static let maximumBytes = RenderLimits.assetBytes
    /// The largest intrinsic width or height accepted, in points (``RenderLimits/assetSide``).
    public static let maximumSide = RenderLimits.assetSide

    /// The file or name the asset came from, for messages.
    public let name: String
    /// The intrinsic size in points (the SVG's width/height, or its viewBox when it has none).
    public let size: CGSize
    /// The SHA-256 of the bytes the asset was made from (as read, before any gzip expansion):
    /// what a frame manifest records, so a resumed render notices an edited file.
    public let contentHash: String
    /// The file the asset was read from, or nil for one made from bytes.
    public let file: URL?
    /// What the asset's filters and masks cost each thread that draws it (pixel passes), held
    /// against ``/MotionGraphics/RenderLimits/liveAssetFilterWork`` while the asset lives.
    private let filterWork: Double
    /// The filter work of every asset alive in the process, under `budgetLock`.
    nonisolated(unsafe) private static var liveFilterWork = 0.0
    private static let budgetLock = NSLock()

    /// Counts `work` against the process's budget, or refuses the asset naming the budget.
    private static func reserve(_ work: Double, name: String) throws {
        guard work > 0 else { return }
        let total = budgetLock.withLock { () -> Double? in
            guard liveFilterWork + work <= Double(RenderLimits.liveAssetFilterWork) else { return liveFilterWork }
            liveFilterWork += work
            return nil
        }
        if let total {
            throw RenderError.asset(file: name, message: "applies filters or masks costing \(Int(work)) pixel passes, and the assets loaded already cost \(Int(total)): over the limit of \(RenderLimits.liveAssetFilterWork) for all assets together (RenderLimits.liveAssetFilterWork); use fewer filtered assets or simpler filters")
        }
    }

    /// Gives `work` back to the budget (an asset freed, or refused after its reservation).
    private static func release(_ work: Double) {
        guard work > 0 else { return }
        budgetLock.withLock { liveFilterWork -= work }
    }

    /// The document librsvg parsed (gzip expanded, checked): what an SVG output inlines.
    let document: Data
    /// The parsed document; librsvg may not render one handle from two threads at once, so it is
    /// only used under `lock`.
    private let handle: UnsafeMutablePointer<RsvgHandle>
    /// One drawing per thread, rendered from the handle on the thread's first use. A recording
    /// surface is never drawn from two threads: cairo attaches cached data to a surface as it is
    /// drawn, and sharing that across threads made frames differ with the thread they ran on.
    private var masters: [UInt: OpaquePointer] = [:]
    private let lock = NSLock()

    /// Reads and parses an SVG file (see `InputFile`: a regular file, at most ``maximumBytes``).
    /// Errors name the file and the reason.
    public convenience init(contentsOf url: URL) throws {
        let data: Data
        do { data = try InputFile.read(url, limit: SVGAsset.maximumBytes) } catch {
            throw RenderError.asset(file: error.path, message: error.reason)
        }
        try self.init(data: data, name: url.path, file: url)
    }

    /// Parses SVG bytes (plain or gzip-compressed); `name` is used in error messages.
    public convenience init(data: Data, name: String) throws {
        try self.init(data: data, name: name, file: nil)
    }

    /// Parses SVG bytes read from `file` (recorded in frame manifests, so a resumed render notices
    /// an edited file); `name` is used in error messages.
    package init(data: Data, name: String, file: URL?) throws {
        let (document, report) = try SVGAssetCheck.inspect(data, name: name)
        let handle: UnsafeMutablePointer<RsvgHandle> = try document.withUnsafeBytes { raw in
            var error: UnsafeMutablePointer<GError>?
            let base = raw.bindMemory(to: guint8.self).baseAddress
            guard let handle = rsvg_handle_new_from_data(base, gsize(raw.count), &error) else {
                throw RenderError.asset(file: name, message: SVGAsset.consume(error))
            }
            return handle
        }
        let size: CGSize, first: OpaquePointer
        var filterWork = 0.0
        do {
            size = try SVGAsset.intrinsicSize(handle, name: name)
            filterWork = try SVGAssetCheck.checkFilters(report, width: size.width, height: size.height, name: name)
            try SVGAsset.reserve(filterWork, name: name)
            // Render once now, so a file librsvg cannot draw fails here, naming it.
            first = try SVGAsset.render(handle, size: size, name: name)
        } catch {
            SVGAsset.release(filterWork)
            g_object_unref(UnsafeMutableRawPointer(handle))
            throw error
        }
        self.name = name
        self.size = size
        self.handle = handle
        self.file = file
        self.document = document
        contentHash = ContentHash.sha256(data)
        self.filterWork = filterWork
        masters[UInt(pthread_self())] = first
    }

    deinit {
        SVGAsset.release(filterWork)
        for master in masters.values { cairo_surface_destroy(master) }
        g_object_unref(UnsafeMutableRawPointer(handle))
    }

    /// A new recording surface with the drawing, owned by the caller (destroy it); it refers to
    /// the calling thread's drawing, so draw it on this thread only.
    func makeCopy() throws -> OpaquePointer {
        let master = try threadMaster()
        var extents = cairo_rectangle_t(x: 0, y: 0, width: size.width, height: size.height)
        let copy = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents)!
        let cr = cairo_create(copy)!
        cairo_set_source_surface(cr, master, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        return copy
    }

    /// The calling thread's drawing, rendered from the handle on the thread's first use (the
    /// handle rendered once already at init, so this fails only when memory runs out).
    func threadMaster() throws -> OpaquePointer {
        let thread = UInt(pthread_self())
        lock.lock()
        defer { lock.unlock() }
        if let master = masters[thread] { return master }
        let master = try SVGAsset.render(handle, size: size, name: name)
        masters[thread] = master
        return master
    }

    /// The document's width/height, or its viewBox when it has none.
    private static func intrinsicSize(_ handle: UnsafeMutablePointer<RsvgHandle>, name: String) throws -> CGSize {

        var width = 0.0, height = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) == 0 {
            var hasViewBox: gboolean = 0
            var viewBox = RsvgRectangle()
            rsvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
            guard hasViewBox != 0 else {
                throw RenderError.asset(file: name, message: "has neither width/height nor a viewBox")
            }
            width = viewBox.width
            height = viewBox.height
        }
        guard width > 0, height > 0, width <= SVGAsset.maximumSide, height <= SVGAsset.maximumSide else {
            throw RenderError.asset(file: name, message: "size \(width)x\(height) is invalid: each side must be in (0, \(Int(SVGAsset.maximumSide))] points")
        }
        return CGSize(width: width, height: height)
    }

    /// The document drawn by librsvg into a new recording surface (vector).
    private static func render(_ handle: UnsafeMutablePointer<RsvgHandle>, size: CGSize, name: String) throws -> OpaquePointer {
        var extents = cairo_rectangle_t(x: 0, y: 0, width: size.width, height: size.height)
        let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents)!
        let cr = cairo_create(recording)!
        var viewport = RsvgRectangle(x: 0, y: 0, width: size.width, height: size.height)
        var error: UnsafeMutablePointer<GError>?
        let ok = rsvg_handle_render_document(handle, cr, &viewport, &error)
        let status = cairo_status(cr)
        cairo_destroy(cr)
        guard ok != 0, status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(recording)
            let message = ok == 0 ? SVGAsset.consume(error) : CairoStatus.message(status)
            throw RenderError.asset(file: name, message: message)
        }
        return recording
    }

    private static func consume(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "librsvg could not parse it" }
        defer { g_error_free(error) }
        // One line: librsvg's messages may end in (or contain) newlines.
        return String(cString: error.pointee.message).split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: "; ")
    }
}
