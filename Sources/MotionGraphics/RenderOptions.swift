import Foundation

/// Everything about one render besides the scene and the time. Defaults: PNG at scale 1, light,
/// phone, palette background filled, Reduce Motion off, no other environment value set.
public struct RenderOptions: Sendable, Hashable, Codable {
    /// The largest output accepted by default, in pixels (``RenderLimits/defaultPixels``).
    public static let defaultPixelLimit = RenderLimits.defaultPixels

    /// PNG, SVG or PDF (default PNG).
    public var format: RenderFormat
    /// The box scaled by a factor or fitted into a size (default `.scale(1)`).
    public var size: RenderSize
    /// Light or dark, which picks the palette (default light); kept in ``environmentValues``.
    public var colorScheme: ColorScheme {
        get { environmentValues[ColorSchemeKey.self] }
        set { environmentValues[ColorSchemeKey.self] = newValue }
    }
    /// Fill the palette's background colour behind the scene (default true); false keeps PNGs transparent.
    public var background: Bool
    /// Reduce Motion on (default false): live and still playback show the still frame, and the
    /// scene sees `reduceMotion` in its environment. Kept in ``environmentValues``.
    public var reduceMotion: Bool {
        get { environmentValues[ReduceMotionKey.self] }
        set { environmentValues[ReduceMotionKey.self] = newValue }
    }
    /// Device and posture the scene sees (default a flat phone); kept in ``environmentValues``.
    public var device: DeviceEnvironment {
        get { environmentValues[DeviceKey.self] }
        set { environmentValues[DeviceKey.self] = newValue }
    }
    /// Everything the scene sees besides the palette and the box: the scheme, Reduce Motion and
    /// device above, and the values for the keys other modules declare (board theme, piece set,
    /// …; see ``EnvironmentKey``). The one store a scene's ``MotionEnvironment`` is made from.
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

    /// Options for one render; every default is the property's (PNG at scale 1, light, palette
    /// background, Reduce Motion off, a flat phone, no environment values, the default pixel
    /// limit, no title, balanced PNG compression).
    public init(format: RenderFormat = .png, size: RenderSize = .scale(1), colorScheme: ColorScheme = .light,
                background: Bool = true, reduceMotion: Bool = false, device: DeviceEnvironment = .phone,
                environmentValues: EnvironmentValues = EnvironmentValues(),
                pixelLimit: Int = RenderOptions.defaultPixelLimit, title: String? = nil,
                pngCompression: PNGCompression = .default) {
        self.format = format
        self.size = size
        self.background = background
        self.environmentValues = environmentValues
        self.pixelLimit = pixelLimit
        self.title = title
        self.pngCompression = pngCompression
        self.colorScheme = colorScheme
        self.reduceMotion = reduceMotion
        self.device = device
    }

    /// The value these options set for `key`, or its default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { environmentValues[key] }
        set { environmentValues[key] = newValue }
    }

    /// The environment a scene with `box` sees under these options (palette from `Resources/`).
    public func environment(box: CGSize) throws -> MotionEnvironment {
        MotionEnvironment(palette: try PaletteSet.builtIn().palette(for: colorScheme), box: box, values: environmentValues)
    }
}
