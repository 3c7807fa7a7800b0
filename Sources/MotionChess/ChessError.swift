/// Everything that can go wrong reading positions and moves; each case names the text at fault.
public enum ChessError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Not a square name such as `e4`.
    case invalidSquare(String)
    /// The FEN does not have exactly six space-separated fields; carries the count and the whole FEN.
    case fenFieldCount(found: Int, fen: String)
    /// One FEN field is wrong: the field, the offending text (a character or the field) and why.
    case invalidFEN(field: FENField, text: String, reason: String)
    /// A move starts on a square with no piece.
    case emptySquare(Square)
    /// The text is not SAN at all (`"Nz9"`); carries the text and the move's label such as `"3."`.
    case invalidSAN(text: String, move: String)
    /// Well-formed but not legal here; carries the text, the move's label and why.
    case illegalMove(text: String, move: String, reason: String)
    /// More than one legal move matches; carries the text, the move's label and the candidate origins.
    case ambiguousMove(text: String, move: String, candidates: [Square])
    /// `board-themes.json` is malformed; carries what is wrong.
    case invalidBoardThemes(String)
    /// No board theme has this name; carries the name and the names available.
    case unknownBoardTheme(String, available: [String])

    public var description: String {
        switch self {
        case .invalidSquare(let text):
            return "invalid square \"\(text)\": expected a file a-h and a rank 1-8, such as \"e4\""
        case .fenFieldCount(let found, let fen):
            return "invalid FEN \"\(fen)\": expected 6 space-separated fields, found \(found)"
        case .invalidFEN(let field, let text, let reason):
            return "invalid FEN \(field) \"\(text)\": \(reason)"
        case .emptySquare(let square):
            return "no piece on \(square) to move"
        case .invalidSAN(let text, let move):
            return "move \(move)\(text): \"\(text)\" is not SAN (such as e4, Nf3, exd5, O-O, e8=Q)"
        case .illegalMove(let text, let move, let reason):
            return "illegal move \(move)\(text): \(reason)"
        case .ambiguousMove(let text, let move, let candidates):
            let from = candidates.map(\.name).joined(separator: ", ")
            return "ambiguous move \(move)\(text): pieces on \(from) can all play it; add the file or rank of the one that moves"
        case .invalidBoardThemes(let reason):
            return "invalid board themes: \(reason)"
        case .unknownBoardTheme(let name, let available):
            return "unknown board theme \"\(name)\"; available: \(available.joined(separator: ", "))"
        }
    }
}
