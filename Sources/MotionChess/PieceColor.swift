/// The side a piece belongs to.
public enum PieceColor: String, CaseIterable, Hashable, Sendable {
    /// White: moves first, pawns advance towards rank 8.
    case white
    /// Black: pawns advance towards rank 1.
    case black

    /// The other side.
    public var opposite: PieceColor { self == .white ? .black : .white }

    /// `"w"` or `"b"`: the FEN side-to-move field and the first letter of an asset code.
    public var letter: Character { self == .white ? "w" : "b" }

    /// The direction this side's pawns advance in ranks: +1 for white, −1 for black.
    var forward: Int { self == .white ? 1 : -1 }

    /// The rank (0-based) of this side's back row: 0 for white, 7 for black.
    var backRank: Int { self == .white ? 0 : 7 }
}
