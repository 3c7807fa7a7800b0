/// How glyph edges are drawn into pixels.
///
/// Subpixel (coloured) antialiasing is not offered: it assumes one display's subpixel order and
/// an opaque background, and outputs here are scaled, composited and often transparent.
public enum TextAntialiasing: String, Sendable, CaseIterable, Hashable, Codable {
    /// Grey levels along the edges (default).
    case gray
    /// Every pixel fully in or out: hard, aliased edges.
    case none
}
