import Foundation

/// Everything about one render besides the scene and the time. Defaults: PNG at scale 1, light,
/// phone, palette background filled, Reduce Motion off, no other environment value set.
public struct RenderOptions: Sendable {
    /// The largest output accepted by default, in pixels (``RenderLimits/defaultPixels``).
    public static let defaultPixelLimit = RenderLimits.defaultPixels

    public var format: RenderFormat
    public var size: RenderSize
    public var colorScheme: ColorScheme
    /// Fill the palette's background colour behind the scene (default true); false keeps PNGs transparent.
    public var background: Bool
    public var reduceMotion: Bool
    public var device: DeviceEnvironment
    /// Values for the keys other modules declare (board theme, piece set, …); see ``EnvironmentKey``.
    public var environmentValues: EnvironmentValues
    /// Width × height limit for the output (default ``defaultPixelLimit``).
    public var pixelLimit: Int
    /// Title stored in PDF metadata and in an SVG's `<title>` (default: the scene's name and time).
    public var title: String?
    /// Prefix for every id in SVG output, so many frames can be inlined in one page (default:
    /// derived from scene, time, scheme and device, then a short hash of every other drawing
    /// option and environment value, e.g. `coins-4400ms-light-phone-1f0c9a3e-`).
    public var svgIDPrefix: String?
    /// Mark SVG output decorative: `aria-hidden="true"` and no title (default false).
    public var decorative: Bool = false
    /// How PNG output is compressed (default ``PNGCompression/balanced``: several times faster
    /// than cairo's writer, files about its size); every setting gives the same pixels.
    public var pngCompression: PNGCompression

    public init(format: RenderFormat = .png, size: RenderSize = .scale(1), colorScheme: ColorScheme = .light,
                background: Bool = true, reduceMotion: Bool = false, device: DeviceEnvironment = .phone,
                environmentValues: EnvironmentValues = EnvironmentValues(),
                pixelLimit: Int = RenderOptions.defaultPixelLimit, title: String? = nil,
                pngCompression: PNGCompression = .default) {
        self.format = format
        self.size = size
        self.colorScheme = colorScheme
        self.background = background
        self.reduceMotion = reduceMotion
        self.device = device
        self.environmentValues = environmentValues
        self.pixelLimit = pixelLimit
        self.title = title
        self.pngCompression = pngCompression
    }

    /// The value these options set for `key`, or its default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { environmentValues[key] }
        set { environmentValues[key] = newValue }
    }

    /// The environment a scene with `box` sees under these options (palette from `Resources/`).
    public func environment(box: CGSize) throws -> MotionEnvironment {
        MotionEnvironment(colorScheme: colorScheme, palette: try PaletteSet.builtIn().palette(for: colorScheme),
                          reduceMotion: reduceMotion, device: device, box: box, values: environmentValues)
    }
}
