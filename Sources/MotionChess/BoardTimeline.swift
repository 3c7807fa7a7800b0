import Foundation
import MotionCore

/// The board as a pure function of time: a start position and moves played at given instants.
///
/// Nothing is stored between frames; ``frame(at:)`` computes every piece from `t` alone, so any
/// instant can be drawn directly, forwards or backwards.
///
/// Motion rules (`w` is the spring frequency, 14 rad/s by default; `a` is a move's instant):
/// - The moving piece springs from its source to its destination: position
///   `lerp(from, to, Motion.spring(t − a, w))`, so it is on its source up to and including `a`.
///   If a piece moves again before it settles, the hops add up (each hop contributes
///   `(to − from) · spring(t − aᵢ, w)`), which is continuous and still ends on the last square.
/// - Castling moves the rook with the same spring at the same instant.
/// - A captured piece (for en passant, the passed pawn on its own square) stays fully opaque
///   until the capturing piece first reaches its destination (``arrivalDelay`` after `a`, when
///   the spring first reaches 1), then fades out with a smoothstep over ``captureFade`` (0.15 s)
///   and is left out of frames after that.
/// - A promoting pawn flies as a pawn and becomes the promoted piece at that same arrival instant.
/// - Moves are played in list order. A move whose instant is earlier than the previous move's
///   is played at the previous move's instant instead (instants never go backwards).
/// - Before the first move (and for negative `t`) the frame is the start position.
public struct BoardTimeline: Equatable, Sendable {
    /// The position before any move.
    public let start: Position
    /// The moves in order, with their effective (non-decreasing) instants.
    public let moves: [TimedMove]
    /// Spring frequency in rad/s for every hop (default 14).
    public let w: Double
    /// How long a captured piece takes to fade out, in seconds.
    public static let captureFade = 0.15

    private let tracks: [PieceTrack]

    /// A timeline from already resolved moves (from ``Position/resolveMoves(_:)-([String])``,
    /// ``Position/move(from:to:promotion:)`` or ``Position/legalMoves``), applied in order from `start`.
    ///
    /// The moves are not re-checked for legality, but each must start on an occupied square.
    /// - Throws: ``ChessError/emptySquare(_:)`` naming the square when a move starts on an empty one.
    public init(start: Position, moves: [TimedMove], w: Double = 14) throws {
        var tracks: [PieceTrack] = []
        var occupant: [Square: Int] = [:]
        for (id, entry) in start.pieces.enumerated() {
            tracks.append(PieceTrack(id: id, piece: entry.piece, start: entry.square))
            occupant[entry.square] = id
        }
        var effective: [TimedMove] = []
        var previous = -Double.infinity
        for (index, timed) in moves.enumerated() {
            let move = timed.move, at = max(timed.at, previous)
            previous = at
            effective.append(TimedMove(move, at: at))
            guard let mover = occupant[move.from] else { throw ChessError.emptySquare(move.from) }
            if let square = move.captureSquare, let victim = occupant[square] {
                tracks[victim].capturedAt = at
                tracks[victim].capturedIndex = index
                occupant[square] = nil
            }
            occupant[move.from] = nil
            occupant[move.to] = mover
            tracks[mover].hops.append((from: move.from, to: move.to, at: at, index: index))
            if let promotion = move.promotion {
                tracks[mover].promotion = promotion
                tracks[mover].promotedAt = at
            }
            if let rook = move.castlingRook, let rookID = occupant[rook.from] {
                occupant[rook.from] = nil
                occupant[rook.to] = rookID
                tracks[rookID].hops.append((from: rook.from, to: rook.to, at: at, index: index))
            }
        }
        self.start = start
        self.moves = effective
        self.w = w
        self.tracks = tracks
    }

    /// A timeline from moves named by squares, as scenes write them: `("e2", "e4", 2.75)` plays
    /// e2→e4 at 2.75 s. Castling is the king's move (`("e1", "g1", t)`); promotion is to a queen.
    ///
    /// - Throws: ``ChessError/invalidSquare(_:)``, ``ChessError/emptySquare(_:)`` or
    ///   ``ChessError/illegalMove(text:move:reason:)`` naming the bad square or move.
    public init(start: Position, squareMoves: [(from: String, to: String, at: Double)], w: Double = 14) throws {
        var position = start
        var timed: [TimedMove] = []
        for entry in squareMoves {
            let move = try position.move(from: Square(entry.from), to: Square(entry.to))
            timed.append(TimedMove(move, at: entry.at))
            position.apply(move)
        }
        try self.init(start: start, moves: timed, w: w)
    }

    /// A timeline from SAN moves with their instants, such as `[("e4", 2.75), ("e5", 3.65)]`.
    ///
    /// - Throws: the errors of ``Position/resolve(san:)``, naming the move and its number.
    public init(start: Position, sanMoves: [(san: String, at: Double)], w: Double = 14) throws {
        var position = start
        var timed: [TimedMove] = []
        for entry in sanMoves {
            let move = try position.resolve(san: entry.san)
            timed.append(TimedMove(move, at: entry.at))
            position.apply(move)
        }
        try self.init(start: start, moves: timed, w: w)
    }

    /// Seconds from a move's instant until its piece first reaches the destination, that is until
    /// `Motion.spring(x, w)` first equals 1: `(π − atan(√(1 − ζ²)/ζ)) / (w·√(1 − ζ²))` with
    /// ζ = ``/MotionCore/Motion/springDamping``. About 0.281 s for `w = 14`.
    public var arrivalDelay: Double {
        let z = Motion.springDamping, root = (1 - z * z).squareRoot()
        return (Double.pi - atan(root / z)) / (w * root)
    }

    /// Every visible piece at scene time `t` (seconds), back to front: pieces that have not moved
    /// yet first, then by the move that last touched them (a captured piece just under its
    /// captor), ties by ``PlacedPiece/id``. Fully faded pieces are left out.
    public func frame(at t: Double) -> [PlacedPiece] {
        let arrival = arrivalDelay
        var placed: [(key: Int, piece: PlacedPiece)] = []
        for track in tracks {
            var opacity = 1.0
            var key = -1
            if let capturedAt = track.capturedAt, let capturedIndex = track.capturedIndex {
                let fadeStart = capturedAt + arrival
                opacity = 1 - Motion.smooth(fadeStart, fadeStart + BoardTimeline.captureFade, t)
                if t >= fadeStart + BoardTimeline.captureFade || opacity <= 0 { continue }
                if t >= capturedAt { key = 2 * capturedIndex }
            }
            var file = Double(track.start.file), rank = Double(track.start.rank)
            for hop in track.hops {
                let k = Motion.spring(t - hop.at, w)
                file += Double(hop.to.file - hop.from.file) * k
                rank += Double(hop.to.rank - hop.from.rank) * k
                if t >= hop.at { key = max(key, 2 * hop.index + 1) }
            }
            var piece = track.piece
            if let promotion = track.promotion, let promotedAt = track.promotedAt, t >= promotedAt + arrival {
                piece = Piece(piece.color, promotion)
            }
            placed.append((key, PlacedPiece(id: track.id, piece: piece, file: file, rank: rank, opacity: opacity)))
        }
        return placed.sorted { ($0.key, $0.piece.id) < ($1.key, $1.piece.id) }.map(\.piece)
    }

    /// The index in ``moves`` of the last move played at time `t` (its instant ≤ `t`), or nil
    /// before the first move.
    public func lastMoveIndex(at t: Double) -> Int? {
        moves.lastIndex { $0.at <= t }
    }

    /// Two timelines are equal when they have the same start, effective moves and spring frequency
    /// (everything else is derived from those).
    public static func == (lhs: BoardTimeline, rhs: BoardTimeline) -> Bool {
        lhs.start == rhs.start && lhs.moves == rhs.moves && lhs.w == rhs.w
    }

    /// The last move played at time `t` (its instant ≤ `t`), for the last-move highlight; nil
    /// before the first move.
    public func lastMove(at t: Double) -> Move? {
        lastMoveIndex(at: t).map { moves[$0].move }
    }

    /// The position once every move with instant ≤ `t` has been played.
    public func position(at t: Double) -> Position {
        var position = start
        for timed in moves where timed.at <= t { position.apply(timed.move) }
        return position
    }
}
