/// A still output format, as a value: its name, the file extensions that name it, its media type,
/// the longest side it allows, and whether it stays vector. Everything the package decides by
/// format (`--format` and `-o` names, the studio's `Content-Type`, the size check before any
/// pixel, which frames a sequence keeps as pixels) reads these properties; only the writer that
/// makes the format's document (in MotionRender, `StillWriter`) is per format.
///
/// Adding a format is one value here (listed in ``allCases``) and its writer: see
/// `docs/architecture.md`, "Adding a format".
public struct RenderFormat: RawRepresentable, Hashable, Sendable, CaseIterable, CustomStringConvertible, Codable {
    /// The format's name, as `--format` takes it and as manifests record it: `png`, `svg`, `pdf`.
    public let rawValue: String
    /// The file extensions (lower case, without the dot) that name the format; the first is the
    /// one the package writes.
    public let fileExtensions: [String]
    /// The media type of its files: `image/png`, `image/svg+xml`, `application/pdf`.
    public let mediaType: String
    /// The longest side of an output in pixels (PNG, ``RenderLimits/imageSide``) or points (PDF,
    /// ``RenderLimits/pageSide``); nil when the format has no limit (SVG).
    public let sideLimit: Int?
    /// True when the output stays vector at any zoom (SVG, PDF); false for pixels (PNG).
    public let isVector: Bool
    /// True when a sequence of frames is one document with a page per frame (PDF) rather than a
    /// file per frame (PNG, SVG).
    public let framesInOneDocument: Bool

    /// Pixels: any scale, 8-bit RGBA.
    public static let png = RenderFormat(name: "png", mediaType: "image/png", sideLimit: RenderLimits.imageSide, isVector: false)
    /// Vector, sized in px with a viewBox.
    public static let svg = RenderFormat(name: "svg", mediaType: "image/svg+xml", sideLimit: nil, isVector: true)
    /// Vector, sized in points, one page per frame.
    public static let pdf = RenderFormat(name: "pdf", mediaType: "application/pdf", sideLimit: RenderLimits.pageSide, isVector: true,
                                         framesInOneDocument: true)

    /// Every still format, in the order help and messages list them.
    public static let allCases: [RenderFormat] = [.png, .svg, .pdf]

    /// The format of `name` (any case), or nil.
    public init?(rawValue name: String) {
        guard let format = Self.allCases.first(where: { $0.rawValue == name.lowercased() }) else { return nil }
        self = format
    }

    /// The format a path's extension names (case-insensitive), or nil.
    public init?(fileExtension: String) {
        guard let format = Self.allCases.first(where: { $0.fileExtensions.contains(fileExtension.lowercased()) }) else { return nil }
        self = format
    }

    private init(name: String, fileExtensions: [String]? = nil, mediaType: String, sideLimit: Int?, isVector: Bool,
                 framesInOneDocument: Bool = false) {
        self.rawValue = name
        self.fileExtensions = fileExtensions ?? [name]
        self.mediaType = mediaType
        self.sideLimit = sideLimit
        self.isVector = isVector
        self.framesInOneDocument = framesInOneDocument
    }

    /// The usual file extension: the first of ``fileExtensions``.
    public var fileExtension: String { fileExtensions[0] }

    /// The name, `png`.
    public var description: String { rawValue }

    /// Parses a format name; throws an error listing the choices.
    public static func parse(_ name: String) throws -> RenderFormat {
        guard let format = RenderFormat(rawValue: name) else { throw RenderError.unknownFormat(name) }
        return format
    }

    /// Two formats are the same when their names are.
    public static func == (a: RenderFormat, b: RenderFormat) -> Bool { a.rawValue == b.rawValue }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}
