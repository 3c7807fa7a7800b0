extension RenderLimits {
    /// The most frames one animated SVG holds: it keeps every distinct frame in the file and in
    /// memory while it is built (2 minutes at 30 fps).
    public static let svgAnimationFrames = 3_600
    /// The most frames per second of a GIF: its delays are whole hundredths of a second, and
    /// browsers show frames shorter than 2/100 s at 10 frames per second.
    public static let gifMaximumFPS = 50.0
}
