internal import CCairo
internal import CRSVG
import Foundation

/// An SVG image (a chess piece, an avatar, an icon) parsed once by librsvg and kept as a cairo
/// recording surface, so it stays vector in SVG and PDF output, is stored once in a PDF however
/// many pages draw it, and replays fast into PNG frames.
///
/// Safety: the SVG may not reference other files or URLs (librsvg is given no base location, so
/// it resolves nothing outside the data), and files over ``maximumBytes`` or larger than
/// ``maximumSide`` points are refused.
///
/// ```swift
/// let pawn = try SVGAsset(contentsOf: URL(fileURLWithPath: "Resources/pieces/classic/wP.svg"))
/// c.image(pawn, in: CGRect(x: 132, y: 190, width: 25, height: 25))
/// ```
public final class SVGAsset: @unchecked Sendable {
    /// The largest SVG file accepted, in bytes (4 MiB).
    public static let maximumBytes = 4 << 20
    /// The largest intrinsic width or height accepted, in points.
    public static let maximumSide = 10_000.0

    /// The file or name the asset came from, for messages.
    public let name: String
    /// The intrinsic size in points (the SVG's width/height, or its viewBox when it has none).
    public let size: CGSize
    /// The parsed document; librsvg may not render one handle from two threads at once, so it is
    /// only used under `lock`.
    private let handle: UnsafeMutablePointer<RsvgHandle>
    /// One drawing per thread, rendered from the handle on the thread's first use. A recording
    /// surface is never drawn from two threads: cairo attaches cached data to a surface as it is
    /// drawn, and sharing that across threads made frames differ with the thread they ran on.
    private var masters: [UInt: OpaquePointer] = [:]
    private let lock = NSLock()

    /// Parses an SVG file. Errors name the file and carry librsvg's message.
    public convenience init(contentsOf url: URL) throws {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw RenderError.asset(file: url.path, message: "cannot be read (\(error.localizedDescription))")
        }
        try self.init(data: data, name: url.path)
    }

    /// Parses SVG bytes; `name` is used in error messages.
    public init(data: Data, name: String) throws {
        guard data.count <= SVGAsset.maximumBytes else {
            throw RenderError.asset(file: name, message: "is \(data.count) bytes, over the limit of \(SVGAsset.maximumBytes)")
        }
        guard !data.isEmpty else { throw RenderError.asset(file: name, message: "is empty") }
        var lowered = String(decoding: data, as: UTF8.self).lowercased()
        if lowered.withUTF8({ SVGAsset.find("<!entity", in: $0, from: 0) }) != nil {
            throw RenderError.asset(file: name, message: "declares XML entities, which are not allowed")
        }
        let handle: UnsafeMutablePointer<RsvgHandle> = try data.withUnsafeBytes { raw in
            var error: UnsafeMutablePointer<GError>?
            let base = raw.bindMemory(to: guint8.self).baseAddress
            guard let handle = rsvg_handle_new_from_data(base, gsize(raw.count), &error) else {
                throw RenderError.asset(file: name, message: SVGAsset.consume(error))
            }
            return handle
        }
        let size: CGSize, first: OpaquePointer
        do {
            try SVGAsset.refuseExternalReferences(&lowered, name: name)
            size = try SVGAsset.intrinsicSize(handle, name: name)
            // Render once now, so a file librsvg cannot draw fails here, naming it.
            first = try SVGAsset.render(handle, size: size, name: name)
        } catch {
            g_object_unref(UnsafeMutableRawPointer(handle))
            throw error
        }
        self.name = name
        self.size = size
        self.handle = handle
        masters[UInt(pthread_self())] = first
    }

    deinit {
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

    /// librsvg resolves nothing without a base location, but an `href` to a file or URL would
    /// silently draw nothing; refuse it so the author learns why.
    private static func refuseExternalReferences(_ text: inout String, name: String) throws {
        try text.withUTF8 { bytes in
            for attribute: StaticString in ["href=\"", "href='"] {
                var from = 0
                while let hit = find(attribute, in: bytes, from: from) {
                    let start = hit + attribute.utf8CodeUnitCount
                    from = start
                    guard start < bytes.count, bytes[start] != UInt8(ascii: "#") else { continue }
                    if find("data:", in: UnsafeBufferPointer(rebasing: bytes[start..<min(bytes.count, start + 5)]), from: 0) == 0 { continue }
                    var end = start
                    while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "'") { end += 1 }
                    let target = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                    throw RenderError.asset(file: name, message: "references an external resource '\(target)'; assets must be self-contained")
                }
            }
        }
    }

    /// Where the ASCII `needle` first occurs in `bytes` at or after `from`, or nil. A byte search:
    /// Foundation's `range(of:)` on a String goes through NSString and CoreFoundation, which cost
    /// the 15 avatars of a bots still 5.8 M instructions, a tenth of the process.
    private static func find(_ needle: StaticString, in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        let length = needle.utf8CodeUnitCount, first = Int32(needle.utf8Start[0])
        guard let base = bytes.baseAddress, length > 0 else { return nil }
        var position = from
        while position + length <= bytes.count, let hit = memchr(base + position, first, bytes.count - position) {
            let index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if index + length <= bytes.count, memcmp(base + index, needle.utf8Start, length) == 0 { return index }
            position = index + 1
        }
        return nil
    }

    private static func consume(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "librsvg could not parse it" }
        defer { g_error_free(error) }
        // One line: librsvg's messages may end in (or contain) newlines.
        return String(cString: error.pointee.message).split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: "; ")
    }
}
