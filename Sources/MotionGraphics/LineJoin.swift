/// How two segments of a stroked path meet (canvas `lineJoin`).
public enum LineJoin: String, Sendable, CaseIterable {
    /// A sharp corner, cut to a bevel beyond the miter limit (the default).
    case miter
    /// A circular arc.
    case round
    /// A straight cut across the corner.
    case bevel
}
