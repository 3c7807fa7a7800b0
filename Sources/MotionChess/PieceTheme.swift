/// A piece set: a folder `Resources/pieces/<name>/` holding the twelve SVGs `wK.svg` … `bP.svg`
/// (viewBox 0 0 45 45), named by ``Piece/assetCode``. A name containing `/` is a folder path of
/// the user's own set instead (as `MotionEnvironment.pieceSet` allows); ``init(argument:)``
/// resolves what a user typed, relative folders included, into one of the two.
public struct PieceTheme: Hashable, Sendable {
    /// The folder name, such as `"classic"`, or a folder path such as `"/home/me/pieces"`.
    public var name: String

    /// The set called `name`: a shipped set's name, or a folder path when it contains `/`.
    /// Nothing is checked here; ``init(argument:)`` checks what a user typed.
    public init(name: String) {
        self.name = name
    }

    /// Filled silhouettes with an outline: light pieces with a dark stroke, dark pieces with light details.
    public static let classic = PieceTheme(name: "classic")
    /// Flat shapes built from circles, rectangles and polygons, with a gold accent on the dark pieces.
    public static let geometric = PieceTheme(name: "geometric")
    /// The sets shipped in `Resources/pieces`.
    public static let builtIn: [PieceTheme] = [.classic, .geometric]

    /// Whether ``name`` is a folder path rather than a shipped set's name.
    public var isFolderPath: Bool { name.utf8.contains(UInt8(ascii: "/")) }

    /// The artwork's path: relative to `Resources/` for a shipped set (`"pieces/classic/wK.svg"`),
    /// inside the folder for a folder path (`"/home/me/pieces/wK.svg"`).
    public func assetPath(for piece: Piece) -> String {
        isFolderPath ? (name.hasSuffix("/") ? name : name + "/") + "\(piece.assetCode).svg"
            : "pieces/\(name)/\(piece.assetCode).svg"
    }
}
