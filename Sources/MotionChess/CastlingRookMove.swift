/// The rook's half of a castling move: h1→f1 and a1→d1 for white, h8→f8 and a8→d8 for black.
public struct CastlingRookMove: Hashable, Sendable {
    public var from: Square
    public var to: Square

    public init(from: Square, to: Square) {
        self.from = from
        self.to = to
    }
}
