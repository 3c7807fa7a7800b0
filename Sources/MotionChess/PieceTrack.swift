/// One piece's whole story in a ``BoardTimeline``: where it starts, each hop it makes (as the
/// mover or as the castling rook), when it is captured and what it promotes to.
struct PieceTrack: Sendable {
    var id: Int
    var piece: Piece
    var start: Square
    /// Each hop: from one square to another, starting at an instant (seconds), made during move `index`.
    var hops: [(from: Square, to: Square, at: Double, index: Int)] = []
    /// The instant of the capturing move and its index, when this piece is taken.
    var capturedAt: Double?
    var capturedIndex: Int?
    /// The kind it becomes and the instant of the promoting move.
    var promotion: PieceKind?
    var promotedAt: Double?
}
