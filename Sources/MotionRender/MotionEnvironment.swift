/// What a scene may read about where it is drawn: colour scheme and palette, Reduce Motion.
///
/// Read through the canvas (`c.environment`, `c.palette`); a scene never reads globals, so the
/// same scene and environment always give the same frame.
public struct MotionEnvironment: Sendable {
    /// Light or dark (default light).
    public var colorScheme: ColorScheme
    /// The palette for ``colorScheme``.
    public var palette: Palette
    /// True when the person asked for less motion; playback then shows the still frame.
    public var reduceMotion: Bool

    public init(colorScheme: ColorScheme, palette: Palette, reduceMotion: Bool = false) {
        self.colorScheme = colorScheme
        self.palette = palette
        self.reduceMotion = reduceMotion
    }

    /// The project's palette for `scheme` (from `Resources/palettes.json`).
    public static func standard(_ scheme: ColorScheme = .light, reduceMotion: Bool = false) throws -> MotionEnvironment {
        MotionEnvironment(colorScheme: scheme, palette: try PaletteSet.builtIn().palette(for: scheme),
                          reduceMotion: reduceMotion)
    }
}
