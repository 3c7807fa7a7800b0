/// A coloured piece, such as the white knight.
public struct Piece: Hashable, Sendable, CustomStringConvertible {
    /// White or black.
    public var color: PieceColor
    /// King, queen, rook, bishop, knight or pawn.
    public var kind: PieceKind

    /// The `color` piece of `kind`, such as `Piece(.white, .knight)`.
    public init(_ color: PieceColor, _ kind: PieceKind) {
        self.color = color
        self.kind = kind
    }

    /// The file name of the piece's artwork without extension: `"wK"`, `"bN"`, …
    /// (`Resources/pieces/<set>/<assetCode>.svg`).
    public var assetCode: String { "\(color.letter)\(kind.letter)" }

    /// The FEN letter: upper case for white (`"N"`), lower case for black (`"n"`).
    public var fenLetter: Character {
        color == .white ? kind.letter : Character(kind.letter.lowercased())
    }

    /// The piece for a FEN letter (`KQRBNP` white, `kqrbnp` black); nil for anything else.
    public init?(fenLetter: Character) {
        // ASCII only: the upper case of some letters is more than one character ("ʔͅ" is "ʔΙ").
        guard fenLetter.isASCII else { return nil }
        if let kind = PieceKind(letter: fenLetter) {
            self.init(.white, kind)
        } else if fenLetter.isLowercase, let kind = PieceKind(letter: Character(fenLetter.uppercased())) {
            self.init(.black, kind)
        } else {
            return nil
        }
    }

    /// The ``assetCode``, such as `"wK"`.
    public var description: String { assetCode }
}
