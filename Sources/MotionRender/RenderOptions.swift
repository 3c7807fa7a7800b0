/// Everything about one render besides the scene and the time. Defaults: PNG at scale 1, light,
/// palette background filled, Reduce Motion off.
public struct RenderOptions: Sendable {
    /// The largest output accepted, in pixels (200 megapixels); checked before any allocation.
    public static let defaultPixelLimit = 200_000_000

    public var format: RenderFormat
    public var size: RenderSize
    public var colorScheme: ColorScheme
    /// Fill the palette's background colour behind the scene (default true); false keeps PNGs transparent.
    public var background: Bool
    public var reduceMotion: Bool
    /// Width × height limit for the output (default ``defaultPixelLimit``).
    public var pixelLimit: Int
    /// Title stored in PDF metadata (default: the scene's name and time).
    public var title: String?

    public init(format: RenderFormat = .png, size: RenderSize = .scale(1), colorScheme: ColorScheme = .light,
                background: Bool = true, reduceMotion: Bool = false,
                pixelLimit: Int = RenderOptions.defaultPixelLimit, title: String? = nil) {
        self.format = format
        self.size = size
        self.colorScheme = colorScheme
        self.background = background
        self.reduceMotion = reduceMotion
        self.pixelLimit = pixelLimit
        self.title = title
    }
}
