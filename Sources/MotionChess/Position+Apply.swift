extension Position {
    /// The position after `move`, which should come from this position (``legalMoves``,
    /// ``resolve(san:)``, ``move(from:to:promotion:)``); it is applied as given, not re-checked.
    ///
    /// Removes the captured piece (from ``Move/captureSquare``, so en passant takes the passed
    /// pawn), moves the piece, swaps in the promoted piece, moves the castling rook, updates the
    /// castling rights (king moves drop both; moving from or capturing on a rook's home corner drops
    /// that one), sets the en passant square after a pawn's double step, resets the halfmove clock
    /// on pawn moves and captures (otherwise +1), adds 1 to the fullmove number after black moves
    /// and passes the turn.
    public func applying(_ move: Move) -> Position {
        var next = self
        next.apply(move)
        return next
    }

    /// Plays `move` in place; see ``applying(_:)``.
    public mutating func apply(_ move: Move) {
        if let captured = move.captureSquare { self[captured] = nil }
        self[move.from] = nil
        self[move.to] = move.arrivingPiece
        if let rook = move.castlingRook {
            self[rook.to] = self[rook.from]
            self[rook.from] = nil
        }
        if move.piece.kind == .king { castling.revoke(move.piece.color) }
        castling.revoke(touching: move.from)
        castling.revoke(touching: move.to)
        enPassant = nil
        if move.piece.kind == .pawn, abs(move.to.rank - move.from.rank) == 2 {
            enPassant = Square(file: move.from.file, rank: (move.from.rank + move.to.rank) / 2)
        }
        halfmoveClock = move.piece.kind == .pawn || move.isCapture ? 0 : halfmoveClock + 1
        if sideToMove == .black { fullmoveNumber += 1 }
        sideToMove = sideToMove.opposite
    }
}
