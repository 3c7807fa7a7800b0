import MotionRender

extension MotionEnvironment {
    /// The user's board theme (``BoardThemeKey``; default green).
    public var boardTheme: BoardTheme {
        get { self[BoardThemeKey.self] }
        set { self[BoardThemeKey.self] = newValue }
    }

    /// The user's piece set (``PieceSetKey``; default classic).
    public var pieceSet: PieceTheme {
        get { self[PieceSetKey.self] }
        set { self[PieceSetKey.self] = newValue }
    }
}
