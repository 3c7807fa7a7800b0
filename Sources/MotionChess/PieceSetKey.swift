import MotionRender

/// The environment key of the piece set a scene draws its boards with (default ``PieceTheme/classic``).
public struct PieceSetKey: EnvironmentKey {
    public static let defaultValue = PieceTheme.classic
    public static var name: String { "pieceSet" }
    public static func fingerprint(of pieces: PieceTheme) -> String { pieces.name }
    public static func description(of pieces: PieceTheme) -> String { pieces.name }
}
