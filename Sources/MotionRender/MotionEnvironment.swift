import Foundation

/// What a scene may read about where it is drawn: colour scheme and palette, device and posture
/// (with the hinge), Reduce Motion, and the user's board theme, piece set and avatar style.
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
    /// Device and posture (default: a phone, flat).
    public var device: DeviceEnvironment
    /// The box the scene draws in (360 × 280 unless the scene says otherwise).
    public var box: CGSize
    /// The user's board theme by name (default "green"), resolved by the chess module.
    public var boardTheme: String
    /// The user's piece set: a name of a shipped set or a folder path (default "classic").
    public var pieceSet: String
    /// The user's avatar style by name (default "illustrated").
    public var avatarStyle: String

    public init(colorScheme: ColorScheme, palette: Palette, reduceMotion: Bool = false,
                device: DeviceEnvironment = .phone, box: CGSize = CGSize(width: 360, height: 280),
                boardTheme: String = "green", pieceSet: String = "classic", avatarStyle: String = "illustrated") {
        self.colorScheme = colorScheme
        self.palette = palette
        self.reduceMotion = reduceMotion
        self.device = device
        self.box = box
        self.boardTheme = boardTheme
        self.pieceSet = pieceSet
        self.avatarStyle = avatarStyle
    }

    /// The hinge in box coordinates, or nil when no hinge crosses the screen.
    public var hinge: CGRect? { device.hinge(in: box) }
}
