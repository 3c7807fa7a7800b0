/// The six space-separated fields of a FEN record, in order.
public enum FENField: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The pieces, rank 8 first (`rnbqkbnr/pppppppp/8/…`).
    case placement
    /// `w` or `b`.
    case sideToMove
    /// A subset of `KQkq`, or `-`.
    case castling
    /// The square a pawn skipped (`e3`), or `-`.
    case enPassant
    /// Half-moves since the last capture or pawn move.
    case halfmoveClock
    /// The move number, from 1.
    case fullmoveNumber

    /// The field's name as used in error messages, such as `"piece placement"`.
    public var description: String {
        switch self {
        case .placement: return "piece placement"
        case .sideToMove: return "side to move"
        case .castling: return "castling"
        case .enPassant: return "en passant"
        case .halfmoveClock: return "halfmove clock"
        case .fullmoveNumber: return "fullmove number"
        }
    }
}
