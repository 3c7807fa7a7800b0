extension Position {
    /// Reads a FEN record: six space-separated fields, every one validated.
    ///
    /// - Placement: 8 ranks separated by `/`, rank 8 first; each sums to 8 squares using the
    ///   letters `KQRBNPkqrbnp` and the digits `1`–`8`.
    /// - Side to move: `w` or `b`.
    /// - Castling: `-` or a non-empty subset of `KQkq` in that order, no repeats.
    /// - En passant: `-` or a square on rank 6 (white to move) or rank 3 (black to move).
    /// - Halfmove clock and fullmove number: non-negative decimal integers.
    ///
    /// Leading and trailing spaces are ignored; fields may be separated by runs of whitespace.
    /// Piece counts (kings, pawns on the back rank) are not checked.
    ///
    /// - Throws: ``ChessError/fenFieldCount(found:fen:)`` or ``ChessError/invalidFEN(field:text:reason:)``
    ///   naming the field and the character or text at fault.
    public init(fen: String) throws {
        let fields = fen.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
        guard fields.count == 6 else { throw ChessError.fenFieldCount(found: fields.count, fen: fen) }

        // Piece placement.
        let rows = fields[0].split(separator: "/", omittingEmptySubsequences: false)
        guard rows.count == 8 else {
            throw ChessError.invalidFEN(field: .placement, text: fields[0],
                                        reason: "expected 8 ranks separated by \"/\", found \(rows.count)")
        }
        var squares = [Piece?](repeating: nil, count: 64)
        for (row, text) in rows.enumerated() {
            let rank = 7 - row
            var file = 0
            for character in text {
                if let digit = character.wholeNumberValue, character.isASCII {
                    guard (1...8).contains(digit) else {
                        throw ChessError.invalidFEN(field: .placement, text: String(character),
                                                    reason: "empty-square counts are 1 to 8 (rank \(rank + 1) \"\(text)\")")
                    }
                    file += digit
                } else if let piece = Piece(fenLetter: character) {
                    if file < 8 { squares[rank * 8 + file] = piece }
                    file += 1
                } else {
                    throw ChessError.invalidFEN(field: .placement, text: String(character),
                                                reason: "not a piece letter (KQRBNP, kqrbnp) or a digit (rank \(rank + 1) \"\(text)\")")
                }
            }
            guard file == 8 else {
                throw ChessError.invalidFEN(field: .placement, text: String(text),
                                            reason: "rank \(rank + 1) covers \(file) squares, expected 8")
            }
        }

        // Side to move.
        let side: PieceColor
        switch fields[1] {
        case "w": side = .white
        case "b": side = .black
        default:
            throw ChessError.invalidFEN(field: .sideToMove, text: fields[1], reason: "expected \"w\" or \"b\"")
        }

        // Castling.
        var castling = CastlingRights.none
        if fields[2] != "-" {
            var remaining = Array("KQkq")
            for character in fields[2] {
                guard let at = remaining.firstIndex(of: character) else {
                    let reason = "KQkq".contains(character)
                        ? "repeated or out of order; expected a subset of KQkq in that order, or -"
                        : "not a castling letter; expected a subset of KQkq in that order, or -"
                    throw ChessError.invalidFEN(field: .castling, text: String(character), reason: reason)
                }
                remaining.removeSubrange(...at)
                switch character {
                case "K": castling.whiteKingside = true
                case "Q": castling.whiteQueenside = true
                case "k": castling.blackKingside = true
                default: castling.blackQueenside = true
                }
            }
        }

        // En passant.
        var enPassant: Square?
        if fields[3] != "-" {
            guard let square = try? Square(fields[3]) else {
                throw ChessError.invalidFEN(field: .enPassant, text: fields[3], reason: "expected a square such as e3, or -")
            }
            let expectedRank = side == .white ? 5 : 2
            guard square.rank == expectedRank else {
                throw ChessError.invalidFEN(field: .enPassant, text: fields[3],
                                            reason: "with \(side) to move the square must be on rank \(expectedRank + 1)")
            }
            enPassant = square
        }

        // Counters.
        func counter(_ field: FENField) throws -> Int {
            let text = fields[field.rawValue]
            guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(text) else {
                throw ChessError.invalidFEN(field: field, text: text, reason: "expected a non-negative integer")
            }
            return value
        }
        let halfmove = try counter(.halfmoveClock)
        let fullmove = try counter(.fullmoveNumber)

        self.squares = squares
        self.sideToMove = side
        self.castling = castling
        self.enPassant = enPassant
        self.halfmoveClock = halfmove
        self.fullmoveNumber = fullmove
    }

    /// The FEN record of this position; `Position(fen: p.fen) == p` for every position read from
    /// FEN. Runs of empty squares are always written as one digit.
    public var fen: String {
        var rows: [String] = []
        for rank in stride(from: 7, through: 0, by: -1) {
            var row = "", empty = 0
            for file in 0..<8 {
                if let piece = squares[rank * 8 + file] {
                    if empty > 0 { row += String(empty); empty = 0 }
                    row.append(piece.fenLetter)
                } else {
                    empty += 1
                }
            }
            if empty > 0 { row += String(empty) }
            rows.append(row)
        }
        return [rows.joined(separator: "/"), String(sideToMove.letter), castling.fen,
                enPassant?.name ?? "-", String(halfmoveClock), String(fullmoveNumber)].joined(separator: " ")
    }
}
