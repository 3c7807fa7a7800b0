/// A SAN move as written, before it is matched against a position: `Nbd2` is a knight, from the
/// b-file, to d2. Check, mate and annotation marks are already stripped.
struct SANMove: Hashable, Sendable {
    /// The moving piece's kind (`.king` for castling).
    var kind: PieceKind
    /// For castling: true for `O-O`, false for `O-O-O`; nil for other moves.
    var castlesKingside: Bool?
    /// The destination; nil only for castling.
    var to: Square?
    /// Disambiguation given in the text (0-based), or the capturing pawn's file.
    var fromFile: Int?
    var fromRank: Int?
    /// An `x` was written.
    var isCapture: Bool
    var promotion: PieceKind?

    /// Parses SAN such as `e4`, `exd6`, `e8=Q` (also `e8Q`), `Nf3`, `Nbd2`, `R1e2`, `Qh4xe1`,
    /// `O-O`, `O-O-O` (zeros accepted too). Trailing `+`, `#`, `!`, `?` and an `e.p.` suffix are
    /// ignored. Returns nil when the text is not SAN.
    init?(_ text: String) {
        var body = Substring(text)
        if body.hasSuffix("e.p.") { body = body.dropLast(4) }
        while let last = body.last, "+#!?".contains(last) { body = body.dropLast() }
        if body.hasSuffix("e.p.") { body = body.dropLast(4) }

        switch body {
        case "O-O", "0-0":
            self.init(kind: .king, castlesKingside: true)
            return
        case "O-O-O", "0-0-0":
            self.init(kind: .king, castlesKingside: false)
            return
        default: break
        }

        var chars = Array(body)
        var promotion: PieceKind?
        if let last = chars.last, let kind = PieceKind(letter: last), PieceKind.promotions.contains(kind), chars.count >= 3 {
            promotion = kind
            chars.removeLast()
            if chars.last == "=" { chars.removeLast() }
        }
        guard chars.count >= 2,
              let toFile = Square.fileLetters.firstIndex(of: chars[chars.count - 2]),
              let toRank = Square.rankDigits.firstIndex(of: chars[chars.count - 1]) else { return nil }
        chars.removeLast(2)

        var kind = PieceKind.pawn
        if let first = chars.first, let letter = PieceKind(letter: first), letter != .pawn {
            kind = letter
            chars.removeFirst()
        }
        var isCapture = false
        if chars.last == "x" {
            isCapture = true
            chars.removeLast()
        }
        var fromFile: Int?, fromRank: Int?
        if let first = chars.first, let file = Square.fileLetters.firstIndex(of: first) {
            fromFile = file
            chars.removeFirst()
        }
        if let first = chars.first, let rank = Square.rankDigits.firstIndex(of: first) {
            fromRank = rank
            chars.removeFirst()
        }
        guard chars.isEmpty else { return nil }
        // Only pawns promote, and a pawn's only prefix is its file (for captures).
        if promotion != nil && kind != .pawn { return nil }
        if kind == .pawn && (fromRank != nil || (isCapture && fromFile == nil)) { return nil }

        self.init(kind: kind, castlesKingside: nil, to: Square(file: toFile, rank: toRank),
                  fromFile: fromFile, fromRank: fromRank, isCapture: isCapture, promotion: promotion)
    }

    init(kind: PieceKind, castlesKingside: Bool?, to: Square? = nil, fromFile: Int? = nil,
         fromRank: Int? = nil, isCapture: Bool = false, promotion: PieceKind? = nil) {
        self.kind = kind
        self.castlesKingside = castlesKingside
        self.to = to
        self.fromFile = fromFile
        self.fromRank = fromRank
        self.isCapture = isCapture
        self.promotion = promotion
    }

    /// Whether `move` is one this text can mean (same piece, destination, disambiguation,
    /// capture and promotion). A pawn move without a file prefix must stay on its file.
    func matches(_ move: Move) -> Bool {
        if let kingside = castlesKingside {
            return move.castlingRook.map { ($0.from.file == 7) == kingside } ?? false
        }
        guard move.piece.kind == kind, move.to == to, !move.isCastling, move.promotion == promotion else { return false }
        if let fromFile, move.from.file != fromFile { return false }
        if let fromRank, move.from.rank != fromRank { return false }
        if isCapture && !move.isCapture { return false }
        if kind == .pawn && fromFile == nil && move.from.file != move.to.file { return false }
        return true
    }
}
