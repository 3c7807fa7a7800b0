import Foundation

/// What a scene may read about where it is drawn: colour scheme and palette, device and posture
/// (with the hinge), Reduce Motion, the box, and the values other modules define keys for (the
/// chess module's board theme and piece set, say).
///
/// Read through the canvas (`c.environment`, `c.palette`); a scene never reads globals, so the
/// same scene and environment always give the same frame.
public struct MotionEnvironment: Sendable {
    /// Light or dark (default light).
    public var colorScheme: ColorScheme
    /// The palette for ``colorScheme``.
    public var palette: Palette
    /// True when the person asked for less motion. Playback then shows the still frame, unless an
    /// explicit time was asked for (a snapshot pins an instant); the scene sees this either way.
    public var reduceMotion: Bool
    /// Device and posture (default: a phone, flat).
    public var device: DeviceEnvironment
    /// The box the scene draws in (360 × 280 unless the scene says otherwise).
    public var box: CGSize
    /// Values for keys other modules declare (see ``EnvironmentKey``).
    public var values: EnvironmentValues

    /// An environment; `palette` should be the palette of `colorScheme` (renders build it so).
    /// Defaults: Reduce Motion off, a flat phone, a 360 × 280 box, no other values.
    public init(colorScheme: ColorScheme, palette: Palette, reduceMotion: Bool = false,
                device: DeviceEnvironment = .phone, box: CGSize = .sceneBox,
                values: EnvironmentValues = EnvironmentValues()) {
        self.colorScheme = colorScheme
        self.palette = palette
        self.reduceMotion = reduceMotion
        self.device = device
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
