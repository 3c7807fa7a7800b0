extension Position {
    static let knightSteps = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
    static let kingSteps = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)]
    static let straightRays = [(1, 0), (-1, 0), (0, 1), (0, -1)]
    static let diagonalRays = [(1, 1), (1, -1), (-1, 1), (-1, -1)]

    /// Whether any piece of `color` attacks `square` (pins are ignored, as the rules require for
    /// check and castling).
    public func isAttacked(_ square: Square, by color: PieceColor) -> Bool {
        // A pawn of `color` attacks diagonally forward, so look one rank behind `square` from its side.
        for df in [-1, 1] {
            if let from = square.offset(df, -color.forward), self[from] == Piece(color, .pawn) { return true }
        }
        for (df, dr) in Position.knightSteps {
            if let from = square.offset(df, dr), self[from] == Piece(color, .knight) { return true }
        }
        for (df, dr) in Position.kingSteps {
            if let from = square.offset(df, dr), self[from] == Piece(color, .king) { return true }
        }
        for (rays, kind) in [(Position.straightRays, PieceKind.rook), (Position.diagonalRays, .bishop)] {
            for (df, dr) in rays {
                var next = square.offset(df, dr)
                while let current = next {
                    if let piece = self[current] {
                        if piece.color == color && (piece.kind == kind || piece.kind == .queen) { return true }
                        break
                    }
                    next = current.offset(df, dr)
                }
            }
        }
        return false
    }

    /// The square of `color`'s king, or nil when it has none (a diagram without kings).
    public func kingSquare(of color: PieceColor) -> Square? {
        Square.all.first { self[$0] == Piece(color, .king) }
    }

    /// Whether the side to move is in check; false when it has no king.
    public var isCheck: Bool {
        guard let king = kingSquare(of: sideToMove) else { return false }
        return isAttacked(king, by: sideToMove.opposite)
    }

    /// Whether the side to move is checkmated (in check with no legal move).
    public var isCheckmate: Bool { isCheck && legalMoves.isEmpty }
}
