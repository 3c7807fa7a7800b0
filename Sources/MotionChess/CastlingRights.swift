/// Which castlings are still allowed, as in the FEN castling field.
///
/// A right says only that the king and that rook have not moved; whether castling is legal
/// right now (empty squares, no check) is decided by move generation.
public struct CastlingRights: Hashable, Sendable, CustomStringConvertible {
    /// White may still castle on the king's side (`K`).
    public var whiteKingside: Bool
    /// White may still castle on the queen's side (`Q`).
    public var whiteQueenside: Bool
    /// Black may still castle on the king's side (`k`).
    public var blackKingside: Bool
    /// Black may still castle on the queen's side (`q`).
    public var blackQueenside: Bool

    /// Rights as given; each defaults to false (``none``).
    public init(whiteKingside: Bool = false, whiteQueenside: Bool = false,
                blackKingside: Bool = false, blackQueenside: Bool = false) {
        self.whiteKingside = whiteKingside
        self.whiteQueenside = whiteQueenside
        self.blackKingside = blackKingside
        self.blackQueenside = blackQueenside
    }

    /// All four rights (`KQkq`).
    public static let all = CastlingRights(whiteKingside: true, whiteQueenside: true,
                                           blackKingside: true, blackQueenside: true)
    /// No rights (`-`).
    public static let none = CastlingRights()

    /// Whether `color` may still castle on the given side.
    public func allows(_ color: PieceColor, kingside: Bool) -> Bool {
        switch (color, kingside) {
        case (.white, true): return whiteKingside
        case (.white, false): return whiteQueenside
        case (.black, true): return blackKingside
        case (.black, false): return blackQueenside
        }
    }

    /// Removes both of `color`'s rights (its king moved).
    mutating func revoke(_ color: PieceColor) {
        if color == .white { whiteKingside = false; whiteQueenside = false } else { blackKingside = false; blackQueenside = false }
    }

    /// Removes the right tied to a rook's home corner when something leaves or lands on `square`.
    mutating func revoke(touching square: Square) {
        switch square.name {
        case "h1": whiteKingside = false
        case "a1": whiteQueenside = false
        case "h8": blackKingside = false
        case "a8": blackQueenside = false
        default: break
        }
    }

    /// The FEN field: a subset of `KQkq` in that order, or `-` when empty.
    public var fen: String {
        var text = ""
        if whiteKingside { text += "K" }
        if whiteQueenside { text += "Q" }
        if blackKingside { text += "k" }
        if blackQueenside { text += "q" }
        return text.isEmpty ? "-" : text
    }

    public var description: String { fen }
}
