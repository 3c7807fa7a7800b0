/// A chess position: the board, the side to move, castling rights, the en passant square and
/// the two move counters (everything a FEN record holds).
///
/// A value type; ``applying(_:)`` returns the next position. Build one from FEN with
/// ``init(fen:)`` or use ``start``.
public struct Position: Hashable, Sendable {
    /// 64 entries in ``Square/index`` order (a1 … h8); nil is an empty square.
    var squares: [Piece?]
    /// The side whose turn it is.
    public var sideToMove: PieceColor
    /// Which castlings are still allowed.
    public var castling: CastlingRights
    /// The square a pawn skipped with its double step on the previous move (rank 3 or 6), or nil.
    public var enPassant: Square?
    /// Half-moves since the last capture or pawn move (the fifty-move rule counter), 0 or more.
    public var halfmoveClock: Int
    /// Starts at 1 and goes up after each black move.
    public var fullmoveNumber: Int

    /// A position from its parts. `pieces` maps squares to pieces; other squares are empty.
    public init(pieces: [Square: Piece], sideToMove: PieceColor = .white, castling: CastlingRights = .none,
                enPassant: Square? = nil, halfmoveClock: Int = 0, fullmoveNumber: Int = 1) {
        var squares = [Piece?](repeating: nil, count: 64)
        for (square, piece) in pieces { squares[square.index] = piece }
        self.squares = squares
        self.sideToMove = sideToMove
        self.castling = castling
        self.enPassant = enPassant
        self.halfmoveClock = halfmoveClock
        self.fullmoveNumber = fullmoveNumber
    }

    /// The piece on `square`, or nil when it is empty.
    public subscript(square: Square) -> Piece? {
        get { squares[square.index] }
        set { squares[square.index] = newValue }
    }

    /// Every piece with its square, in square order (a1, b1, …, h8).
    public var pieces: [(square: Square, piece: Piece)] {
        Square.all.compactMap { square in squares[square.index].map { (square, $0) } }
    }

    /// The FEN of the initial position.
    public static let startFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

    /// The initial position: white to move, all castling rights, counters 0 and 1.
    public static let start: Position = {
        let back: [PieceKind] = [.rook, .knight, .bishop, .queen, .king, .bishop, .knight, .rook]
        var pieces: [Square: Piece] = [:]
        for file in 0..<8 {
            pieces[Square(file: file, rank: 0)!] = Piece(.white, back[file])
            pieces[Square(file: file, rank: 1)!] = Piece(.white, .pawn)
            pieces[Square(file: file, rank: 6)!] = Piece(.black, .pawn)
            pieces[Square(file: file, rank: 7)!] = Piece(.black, back[file])
        }
        return Position(pieces: pieces, castling: .all)
    }()

    /// The label of the move about to be played, as in a score sheet: `"12."` with white to move,
    /// `"12..."` with black to move.
    public var moveLabel: String { "\(fullmoveNumber)" + (sideToMove == .white ? "." : "...") }
}
