/// How a video stores colour: chroma at a quarter of the pixels (what every player plays), at
/// every pixel (sharper coloured edges, fewer players), or a quarter plus an alpha plane
/// (transparent WebM).
public enum VideoPixelFormat: String, Sendable, CaseIterable {
    case yuv420p
    case yuv444p
    case yuva420p
}
