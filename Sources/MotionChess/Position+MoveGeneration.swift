extension Position {
    /// Every legal move for the side to move.
    ///
    /// Pseudo-legal moves are generated and those that leave the mover's own king attacked are
    /// dropped, so pinned pieces cannot move off their line. Castling also needs the king not in
    /// check and the squares it crosses and lands on unattacked, the squares between king and rook
    /// empty, and the king and rook on their home squares. A pawn reaching the last rank yields four
    /// moves (queen, rook, bishop, knight). When the side to move has no king, no check filtering
    /// applies.
    public var legalMoves: [Move] {
        let king = kingSquare(of: sideToMove)
        return pseudoLegalMoves().filter { move in
            guard let king else { return true }
            let after = applying(move)
            return !after.isAttacked(move.piece.kind == .king ? move.to : king, by: sideToMove.opposite)
        } + castlingMoves()
    }

    /// Legal moves of the piece on `square` (empty when it is empty or not the side to move's).
    public func legalMoves(from square: Square) -> [Move] {
        legalMoves.filter { $0.from == square }
    }

    private func pseudoLegalMoves() -> [Move] {
        var moves: [Move] = []
        let color = sideToMove
        for from in Square.all {
            guard let piece = self[from], piece.color == color else { continue }
            switch piece.kind {
            case .pawn:
                addPawnMoves(from: from, piece: piece, into: &moves)
            case .knight, .king:
                for (df, dr) in piece.kind == .knight ? Position.knightSteps : Position.kingSteps {
                    guard let to = from.offset(df, dr) else { continue }
                    if let target = self[to] {
                        if target.color != color { moves.append(Move(piece: piece, from: from, to: to, captured: target)) }
                    } else {
                        moves.append(Move(piece: piece, from: from, to: to))
                    }
                }
            case .bishop, .rook, .queen:
                let rays = piece.kind == .bishop ? Position.diagonalRays
                    : piece.kind == .rook ? Position.straightRays
                    : Position.straightRays + Position.diagonalRays
                for (df, dr) in rays {
                    var next = from.offset(df, dr)
                    while let to = next {
                        if let target = self[to] {
                            if target.color != color { moves.append(Move(piece: piece, from: from, to: to, captured: target)) }
                            break
                        }
                        moves.append(Move(piece: piece, from: from, to: to))
                        next = to.offset(df, dr)
                    }
                }
            }
        }
        return moves
    }

    private func addPawnMoves(from: Square, piece: Piece, into moves: inout [Move]) {
        let forward = piece.color.forward
        let lastRank = piece.color == .white ? 7 : 0
        func add(_ to: Square, captured: Piece?, captureSquare: Square? = nil) {
            if to.rank == lastRank {
                for kind in PieceKind.promotions {
                    moves.append(Move(piece: piece, from: from, to: to, promotion: kind, captured: captured))
                }
            } else {
                moves.append(Move(piece: piece, from: from, to: to, captured: captured, captureSquare: captureSquare))
            }
        }
        if let one = from.offset(0, forward), self[one] == nil {
            add(one, captured: nil)
            let homeRank = piece.color == .white ? 1 : 6
            if from.rank == homeRank, let two = one.offset(0, forward), self[two] == nil {
                add(two, captured: nil)
            }
        }
        for df in [-1, 1] {
            guard let to = from.offset(df, forward) else { continue }
            if let target = self[to] {
                if target.color != piece.color { add(to, captured: target) }
            } else if to == enPassant, let passed = to.offset(0, -forward),
                      let victim = self[passed], victim == Piece(piece.color.opposite, .pawn) {
                add(to, captured: victim, captureSquare: passed)
            }
        }
    }

    private func castlingMoves() -> [Move] {
        let color = sideToMove, rank = color.backRank
        let kingFrom = Square(file: 4, rank: rank)!
        guard self[kingFrom] == Piece(color, .king), !isAttacked(kingFrom, by: color.opposite) else { return [] }
        var moves: [Move] = []
        for kingside in [true, false] where castling.allows(color, kingside: kingside) {
            let rookFrom = Square(file: kingside ? 7 : 0, rank: rank)!
            guard self[rookFrom] == Piece(color, .rook) else { continue }
            let between = kingside ? [5, 6] : [1, 2, 3]
            guard between.allSatisfy({ self[Square(file: $0, rank: rank)!] == nil }) else { continue }
            let crossed = kingside ? [5, 6] : [3, 2]
            guard crossed.allSatisfy({ !isAttacked(Square(file: $0, rank: rank)!, by: color.opposite) }) else { continue }
            let rook = CastlingRookMove(from: rookFrom, to: Square(file: kingside ? 5 : 3, rank: rank)!)
            moves.append(Move(piece: Piece(color, .king), from: kingFrom,
                              to: Square(file: kingside ? 6 : 2, rank: rank)!, castlingRook: rook))
        }
        return moves
    }

    /// The legal move from `from` to `to`, as a scene or a user names it by squares.
    ///
    /// For castling name the king's squares (`e1` → `g1`). A pawn reaching the last rank promotes
    /// to `promotion`, which defaults to a queen; `promotion` is ignored for other moves.
    ///
    /// - Throws: ``ChessError/emptySquare(_:)`` when `from` is empty;
    ///   ``ChessError/illegalMove(text:move:reason:)`` naming the move (`"e2e5"`) when it is not
    ///   legal here (wrong side, blocked, leaves the king in check, …).
    public func move(from: Square, to: Square, promotion: PieceKind? = nil) throws -> Move {
        guard let piece = self[from] else { throw ChessError.emptySquare(from) }
        let text = from.name + to.name
        guard piece.color == sideToMove else {
            throw ChessError.illegalMove(text: text, move: moveLabel,
                                         reason: "the \(piece.color) \(piece.kind) on \(from) cannot move, it is \(sideToMove)'s turn")
        }
        let candidates = legalMoves.filter { $0.from == from && $0.to == to }
        guard let move = candidates.first(where: { $0.promotion == nil || $0.promotion == (promotion ?? .queen) }) else {
            throw ChessError.illegalMove(text: text, move: moveLabel,
                                         reason: "the \(piece.color) \(piece.kind) on \(from) cannot move to \(to)")
        }
        return move
    }
}
