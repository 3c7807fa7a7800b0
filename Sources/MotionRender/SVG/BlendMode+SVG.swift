extension BlendMode {
    /// True for the Porter–Duff modes, which an SVG writes from the backdrop and the drawing
    /// rather than as a CSS blend mode.
    var isPorterDuff: Bool {
        switch self {
        case .clear, .copy, .sourceIn, .sourceOut, .sourceAtop, .destinationOver, .destinationIn, .destinationOut,
             .destinationAtop, .xor, .plusLighter:
            return true
        default:
            return false
        }
    }

    /// True for the modes that clear what lies outside the drawing in the clip region (canvas
    /// semantics: the drawing is composited over the whole clip).
    var clearsOutsideShape: Bool {
        switch self {
        case .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop: return true
        default: return false
        }
    }

    /// The CSS `mix-blend-mode` of a separable or non-separable mode (the same names as a canvas's).
    var cssName: String { canvasName ?? rawValue }
}
