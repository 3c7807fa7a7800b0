/// The rook's half of a castling move: h1→f1 and a1→d1 for white, h8→f8 and a8→d8 for black.
public struct CastlingRookMove: Hashable, Sendable {
    /// The rook's corner (h1, a1, h8 or a8).
    public var from: Square
    /// Where it lands, beside the king (f1, d1, f8 or d8).
    public var to: Square

    /// The rook's move from `from` to `to`, stored as given.
    public init(from: Square, to: Square) {
        self.from = from
        self.to = to
    }
}
