import MotionRender

/// The environment key of the piece set a scene draws its boards with (default ``PieceTheme/classic``).
///
/// Its fingerprint is the set's name and a hash of the twelve files' contents, as parsed for
/// drawing in this process, so frames drawn from edited files are never taken for these.
public struct PieceSetKey: EnvironmentKey {
    public static let defaultValue = PieceTheme.classic
    public static var name: String { "pieceSet" }
    public static func fingerprint(of pieces: PieceTheme) -> String {
        var hashes: [String] = []
        for color in PieceColor.allCases {
            for kind in PieceKind.allCases {
                let piece = Piece(color, kind)
                hashes.append((try? pieces.asset(for: piece).contentHash) ?? "unreadable \(piece.assetCode)")
            }
        }
        return pieces.name + " " + ContentHash.tag(hashes.joined(separator: " "), length: 16)
    }
    public static func description(of pieces: PieceTheme) -> String { pieces.name }
}
