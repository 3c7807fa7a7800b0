/// A fully resolved move: everything needed to apply or animate it without looking at the board.
///
/// Built by ``Position/legalMoves``, ``Position/resolve(san:)`` and ``Position/move(from:to:promotion:)``.
public struct Move: Hashable, Sendable, CustomStringConvertible {
    /// The piece that moves (the pawn, for a promotion; the king, for castling).
    public var piece: Piece
    /// The square the piece leaves.
    public var from: Square
    /// The square the piece lands on.
    public var to: Square
    /// The kind a pawn becomes on the last rank; nil otherwise.
    public var promotion: PieceKind?
    /// The piece taken, if any.
    public var captured: Piece?
    /// Where the taken piece stood: ``to`` for an ordinary capture, the passed pawn's square for
    /// en passant, nil when nothing is taken.
    public var captureSquare: Square?
    /// The rook's move when this is castling; nil otherwise.
    public var castlingRook: CastlingRookMove?

    /// A move from its parts. `captureSquare` defaults to `to` when `captured` is given and is
    /// forced to nil when it is not; pass it only for en passant.
    public init(piece: Piece, from: Square, to: Square, promotion: PieceKind? = nil,
                captured: Piece? = nil, captureSquare: Square? = nil, castlingRook: CastlingRookMove? = nil) {
        self.piece = piece
        self.from = from
        self.to = to
        self.promotion = promotion
        self.captured = captured
        self.captureSquare = captured == nil ? nil : (captureSquare ?? to)
        self.castlingRook = castlingRook
    }

    /// True when a piece is taken (en passant included).
    public var isCapture: Bool { captured != nil }
    /// True when a pawn captures a pawn that has just passed it (the taken pawn is not on ``to``).
    public var isEnPassant: Bool { captureSquare.map { $0 != to } ?? false }
    /// True for castling (the king's move, with ``castlingRook`` set).
    public var isCastling: Bool { castlingRook != nil }

    /// The piece standing on ``to`` after the move (the promoted piece for a promotion).
    public var arrivingPiece: Piece { Piece(piece.color, promotion ?? piece.kind) }

    /// Coordinate notation, such as `"e2e4"` or `"e7e8q"`.
    public var description: String {
        from.name + to.name + (promotion.map { $0.letter.lowercased() } ?? "")
    }
}
