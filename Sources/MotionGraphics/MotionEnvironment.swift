import Foundation

/// What a scene may read about where it is drawn: colour scheme and palette, device and posture
/// (with the hinge), Reduce Motion, the box, and the values other modules define keys for (the
/// chess module's board theme and piece set, say).
///
/// Read through the canvas (`c.environment`, `c.palette`); a scene never reads globals, so the
/// same scene and environment always give the same frame.
public struct MotionEnvironment: Sendable {
    /// Light or dark (default light); kept in ``values``.
    public var colorScheme: ColorScheme {
        get { values[ColorSchemeKey.self] }
        set { values[ColorSchemeKey.self] = newValue }
    }
    /// The palette for ``colorScheme``.
    public var palette: Palette
    /// True when the person asked for less motion. Playback then shows the still frame, unless an
    /// explicit time was asked for (a snapshot pins an instant); the scene sees this either way.
    /// Kept in ``values``.
    public var reduceMotion: Bool {
        get { values[ReduceMotionKey.self] }
        set { values[ReduceMotionKey.self] = newValue }
    }
    /// Device and posture (default: a phone, flat); kept in ``values``.
    public var device: DeviceEnvironment {
        get { values[DeviceKey.self] }
        set { values[DeviceKey.self] = newValue }
    }
    /// The box the scene draws in (360 × 280 unless the scene says otherwise).
    public var box: CGSize
    /// The one store of what the scene sees besides the palette and the box: the scheme,
    /// Reduce Motion and device above, and values for keys other modules declare (see
    /// ``EnvironmentKey``). A render's is its options' ``RenderOptions/environmentValues``.
    public var values: EnvironmentValues

    /// An environment; `palette` should be the palette of `colorScheme` (renders build it so).
    /// Defaults: Reduce Motion off, a flat phone, a 360 × 280 box, no other values.
    public init(colorScheme: ColorScheme, palette: Palette, reduceMotion: Bool = false,
                device: DeviceEnvironment = .phone, box: CGSize = .sceneBox,
                values: EnvironmentValues = EnvironmentValues()) {
        self.palette = palette
        self.box = box
        self.values = values
        self.colorScheme = colorScheme
        self.reduceMotion = reduceMotion
        self.device = device
    }

    /// The environment `values` describe (their scheme, Reduce Motion, device and the rest), with
    /// `palette` (which should be the scheme's) and `box`.
    public init(palette: Palette, box: CGSize = .sceneBox, values: EnvironmentValues) {
        self.palette = palette
        self.box = box
        self.values = values
    }

    /// The value for `key`, or its default when none was set.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[key] }
        set { values[key] = newValue }
    }

    /// The hinge in box coordinates, or nil when no hinge crosses the screen.
    public var hinge: CGRect? { device.hinge(in: box) }
}
