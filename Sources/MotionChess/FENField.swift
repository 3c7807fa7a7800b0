/// The six space-separated fields of a FEN record, in order.
public enum FENField: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case placement, sideToMove, castling, enPassant, halfmoveClock, fullmoveNumber

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
