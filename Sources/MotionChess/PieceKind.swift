/// What a piece is, regardless of colour.
public enum PieceKind: String, CaseIterable, Hashable, Sendable {
    /// The king (`K`).
    case king
    /// The queen (`Q`).
    case queen
    /// A rook (`R`).
    case rook
    /// A bishop (`B`).
    case bishop
    /// A knight (`N`).
    case knight
    /// A pawn (`P`; no letter in SAN).
    case pawn

    /// The upper-case letter used by SAN, FEN (for white) and asset codes: `K Q R B N P`.
    public var letter: Character {
        switch self {
        case .king: return "K"
        case .queen: return "Q"
        case .rook: return "R"
        case .bishop: return "B"
        case .knight: return "N"
        case .pawn: return "P"
        }
    }

    /// The kind for an upper-case letter `K Q R B N P`; nil for any other character (lower case too).
    public init?(letter: Character) {
        guard let kind = PieceKind.allCases.first(where: { $0.letter == letter }) else { return nil }
        self = kind
    }

    /// The kinds a pawn may promote to, strongest first.
    public static let promotions: [PieceKind] = [.queen, .rook, .bishop, .knight]
}
