/// How a video stores colour: chroma at a quarter of the pixels (what every player plays), at
/// every pixel (sharper coloured edges, fewer players), or a quarter plus an alpha plane
/// (transparent WebM).
public enum VideoPixelFormat: String, Sendable, CaseIterable {
    /// 4:2:0 chroma: what every player plays; needs an even width and height in MP4. The default
    /// for an opaque video.
    case yuv420p
    /// 4:4:4 chroma: colour at every pixel, any size; fewer players (and browsers) play it.
    case yuv444p
    /// 4:2:0 chroma with an alpha plane: transparent WebM only (the default for one); refused
    /// for MP4.
    case yuva420p
}
