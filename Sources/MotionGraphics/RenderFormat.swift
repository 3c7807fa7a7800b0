/// An output format.
public enum RenderFormat: String, Sendable, CaseIterable {
    /// Pixels: any scale, 8-bit RGBA.
    case png
    /// Vector, sized in px with a viewBox.
    case svg
    /// Vector, sized in points, one page per frame.
    case pdf

    /// The format a path's extension names (case-insensitive), or nil.
    public init?(fileExtension: String) {
        self.init(rawValue: fileExtension.lowercased())
    }

    /// Parses a format name; throws an error listing the choices.
    public static func parse(_ name: String) throws -> RenderFormat {
        guard let format = RenderFormat(rawValue: name.lowercased()) else { throw RenderError.unknownFormat(name) }
        return format
    }
}
