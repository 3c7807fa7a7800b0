/// One of the 64 squares, by zero-based file and rank.
///
/// `file` 0 is the a-file and 7 the h-file; `rank` 0 is rank 1 and 7 is rank 8, so `e4` is
/// `file 4, rank 3`. Squares order a1, b1, …, h1, a2, …, h8 (see ``index``).
public struct Square: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// 0 (a) … 7 (h).
    public let file: Int
    /// 0 (rank 1) … 7 (rank 8).
    public let rank: Int

    /// The square at `file`, `rank` (both 0…7), or nil when either is off the board.
    public init?(file: Int, rank: Int) {
        guard (0..<8).contains(file), (0..<8).contains(rank) else { return nil }
        self.file = file
        self.rank = rank
    }

    /// Parses a square name such as `"e4"`: a file letter `a`–`h` (lower case) and a rank digit `1`–`8`.
    ///
    /// - Throws: ``ChessError/invalidSquare(_:)`` naming the text for anything else, including
    ///   surrounding spaces, upper-case files (`"E4"`) and extra characters (`"e44"`).
    public init(_ name: String) throws {
        let chars = Array(name)
        guard chars.count == 2,
              let file = Square.fileLetters.firstIndex(of: chars[0]),
              let rank = Square.rankDigits.firstIndex(of: chars[1]) else {
            throw ChessError.invalidSquare(name)
        }
        self.file = file
        self.rank = rank
    }

    /// `rank * 8 + file`: 0 for a1, 7 for h1, 63 for h8.
    public var index: Int { rank * 8 + file }

    /// The square with the given ``index``; `index` must be 0…63.
    init(index: Int) {
        precondition((0..<64).contains(index), "square index \(index) is outside 0...63")
        file = index % 8
        rank = index / 8
    }

    /// The square `df` files and `dr` ranks away, or nil when that leaves the board.
    func offset(_ df: Int, _ dr: Int) -> Square? { Square(file: file + df, rank: rank + dr) }

    /// Whether this is a dark square on a chessboard (a1 is dark, h1 light).
    public var isDark: Bool { (file + rank) % 2 == 0 }

    /// The name, such as `"e4"`.
    public var name: String {
        "\(Square.fileLetters[file])\(Square.rankDigits[rank])"
    }

    public var description: String { name }

    static let fileLetters: [Character] = Array("abcdefgh")
    static let rankDigits: [Character] = Array("12345678")

    public static func < (lhs: Square, rhs: Square) -> Bool { lhs.index < rhs.index }

    /// All 64 squares in ``index`` order.
    public static let all: [Square] = (0..<64).map { Square(index: $0) }
}
