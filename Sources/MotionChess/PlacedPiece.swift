/// A piece as drawn in one frame: where it is (in fractional squares) and how opaque.
///
/// Coordinates use ``Square``'s axes: `file` 0 is the a-file and `rank` 0 is rank 1, so a piece at
/// rest on e4 is at `(4, 3)`, and halfway from e2 to e4 it is at `(4, 2)`. A spring overshoots, so
/// mid-flight values can go slightly past the destination.
public struct PlacedPiece: Hashable, Sendable {
    /// Stable across frames: the index of this piece in the start position's piece list
    /// (square order a1, b1, …, h8), so a renderer can follow one piece through the timeline.
    public var id: Int
    /// The piece shown now (a promoting pawn becomes its new piece when it lands).
    public var piece: Piece
    /// Fractional file, 0 (a) … 7 (h).
    public var file: Double
    /// Fractional rank, 0 (rank 1) … 7 (rank 8).
    public var rank: Double
    /// 0 (gone) … 1 (opaque); below 1 only while a captured piece fades out.
    public var opacity: Double

    /// A piece `id` at fractional `(file, rank)`, fully opaque unless `opacity` (0…1) says otherwise.
    public init(id: Int, piece: Piece, file: Double, rank: Double, opacity: Double = 1) {
        self.id = id
        self.piece = piece
        self.file = file
        self.rank = rank
        self.opacity = opacity
    }
}
