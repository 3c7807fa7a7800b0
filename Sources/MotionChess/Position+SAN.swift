extension Position {
    /// The legal move a SAN text names, such as `"Nbd2"`, `"exd6"`, `"e8=Q+"`, `"O-O"`.
    ///
    /// A move number in front (`"3.Nf3"`, `"3...Nf6"`) is allowed and ignored. A capture may omit
    /// the `x`, but an `x` on a move that takes nothing does not match. A pawn reaching the last
    /// rank must name its promotion.
    ///
    /// - Throws: ``ChessError/invalidSAN(text:move:)`` when the text is not SAN,
    ///   ``ChessError/illegalMove(text:move:reason:)`` when no legal move matches and
    ///   ``ChessError/ambiguousMove(text:move:candidates:)`` when several do; each names the text
    ///   and the move's label (``moveLabel``, such as `"1..."`).
    public func resolve(san: String) throws -> Move {
        let text = Position.strippingMoveNumber(san)
        guard let parsed = SANMove(text) else { throw ChessError.invalidSAN(text: text, move: moveLabel) }
        let moves = legalMoves
        let matching = moves.filter(parsed.matches)
        switch matching.count {
        case 1:
            return matching[0]
        case 0:
            throw ChessError.illegalMove(text: text, move: moveLabel, reason: reasonNothingMatches(parsed, moves))
        default:
            // Promotion pieces are never ambiguous here (the kind is part of the match), so the
            // candidates differ by origin square.
            throw ChessError.ambiguousMove(text: text, move: moveLabel, candidates: matching.map(\.from).sorted())
        }
    }

    /// Resolves a move list written as in a score sheet, such as `"1.e4 e5 2.Nf3 Nc6"`,
    /// `"1. e4 1... e5"` or `"e4 e5 Nf3"`, playing each move before resolving the next.
    ///
    /// Move numbers (`12.`, `12...`, attached or standalone), `e.p.` and a final result
    /// (`1-0`, `0-1`, `1/2-1/2`, `*`) are skipped; the numbers are not checked against the position.
    ///
    /// - Returns: the moves in order; apply them one after another from this position.
    /// - Throws: the first error of ``resolve(san:)``, labelled with that move's number.
    public func resolveMoves(_ text: String) throws -> [Move] {
        try resolveMoves(text.split(whereSeparator: \.isWhitespace).map(String.init))
    }

    /// Resolves SAN moves given one per element, such as `["e4", "e5", "Nf3"]`; an element may
    /// carry its number (`"2.Nf3"`) or be only a number or result token, which is skipped.
    public func resolveMoves(_ sans: [String]) throws -> [Move] {
        var position = self
        var moves: [Move] = []
        for token in sans {
            let text = Position.strippingMoveNumber(token)
            if text.isEmpty || ["1-0", "0-1", "1/2-1/2", "½-½", "*", "e.p."].contains(text) { continue }
            let move = try position.resolve(san: text)
            moves.append(move)
            position.apply(move)
        }
        return moves
    }

    /// `"12.Nf3"` → `"Nf3"`, `"3..."` → `""`; anything else unchanged (so `"0-0"` stays).
    static func strippingMoveNumber(_ token: String) -> String {
        let trimmed = token.trimmingWhitespace()
        let digits = trimmed.prefix(while: { $0.isASCII && $0.isNumber })
        let rest = trimmed.dropFirst(digits.count)
        guard !digits.isEmpty, rest.first == "." else { return trimmed }
        return String(rest.drop(while: { $0 == "." }))
    }

    private func reasonNothingMatches(_ san: SANMove, _ moves: [Move]) -> String {
        let side = sideToMove
        if let kingside = san.castlesKingside {
            return "\(side) cannot castle \(kingside ? "kingside" : "queenside") here"
        }
        guard let to = san.to else { return "no such move" }
        if san.kind == .pawn, san.promotion == nil,
           moves.contains(where: { $0.piece.kind == .pawn && $0.to == to && $0.promotion != nil }) {
            return "a pawn reaching \(to) must promote; write \(to)=Q, \(to)=R, \(to)=B or \(to)=N"
        }
        var reason = "no \(side) \(san.kind) can move to \(to)"
        if san.isCapture && self[to] == nil && to != enPassant { reason += " (there is nothing to capture on \(to))" }
        if isCheck { reason += " (\(side) is in check)" }
        return reason
    }
}

private extension String {
    func trimmingWhitespace() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
