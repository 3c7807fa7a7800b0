import Foundation
import MotionRender

/// What ``playBoard(_:t:origin:side:fen:moves:board:pieces:w:flipped:showCoordinates:)`` keeps
/// between frames: the timeline built for each (FEN, moves, w) and the parsed piece artwork, so a
/// scene's moves are resolved once rather than on every frame. Failures are kept too, and each
/// problem is returned to the caller, which reports it through the canvas. Thread-safe.
final class PlayBoardCache: @unchecked Sendable {
    static let shared = PlayBoardCache()

    private let lock = NSLock()
    private var timelines: [String: Result<BoardTimeline, Error>] = [:]
    /// By set, then piece: a lookup on every piece of every frame, so no path string is built for it.
    private var assets: [PieceTheme: [Piece: Result<SVGAsset, Error>]] = [:]

    /// The timeline for `fen` and square-named `moves`, or the error naming the bad FEN or move.
    func timeline(fen: String, moves: [(String, String, Double)], w: Double) -> Result<BoardTimeline, Error> {
        let key = ([fen, String(w)] + moves.map { "\($0.0)\($0.1)@\($0.2)" }).joined(separator: "|")
        lock.lock()
        defer { lock.unlock() }
        let entry = timelines[key] ?? Result {
            try BoardTimeline(start: Position(fen: fen), squareMoves: moves.map { (from: $0.0, to: $0.1, at: $0.2) }, w: w)
        }
        timelines[key] = entry
        return entry
    }

    /// The artwork for `piece` in `theme`, or the error naming the file.
    func asset(_ theme: PieceTheme, _ piece: Piece) -> Result<SVGAsset, Error> {
        lock.lock()
        defer { lock.unlock() }
        if let entry = assets[theme]?[piece] { return entry }
        let entry = Result { try theme.asset(for: piece) }
        assets[theme, default: [:]][piece] = entry
        return entry
    }
}
