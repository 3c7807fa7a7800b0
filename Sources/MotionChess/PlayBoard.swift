import Foundation
import MotionCore
import MotionRender

/// Draws a board whose pieces fly from square to square: the position `fen` at time `t` after
/// `moves`, each `(from, to, at)` played at instant `at` (seconds) with a spring.
///
/// The board is 8 × `side` points square with its top-left corner at `origin`, rank 8 at the top
/// (white's view) unless `flipped`. Motion follows ``BoardTimeline``: each piece springs from its
/// square to the next with `Motion.spring(t − at, w)`, castling moves the rook too (name the
/// king's move, `("e1", "g1", at)`), a captured piece fades out once the captor lands, a pawn
/// reaching the last rank becomes a queen when it lands. The last move played so far (`at ≤ t`)
/// has both squares painted with `board.highlight`.
///
/// Errors in the scene's data are not thrown, so a scene's `draw` stays non-throwing as in the
/// prototype: an invalid FEN or move, or a piece file that cannot be loaded, is reported through
/// `MotionCanvas.report(_:)`, so the render fails naming the scene, the time and the bad value
/// and writes no file. Build a ``BoardTimeline`` yourself and use the overload that takes it to
/// handle errors before drawing.
///
/// - Parameters:
///   - canvas: drawn with its transform, opacity and clip; the caller's copy is not changed.
///   - t: scene time in seconds; any value, negative included (before the first move the start
///     position is shown).
///   - origin: the board's top-left corner, in points.
///   - side: the side of one square in points; ≤ 0 draws nothing.
///   - fen: the start position as a FEN record.
///   - moves: `(from, to, at)`: square names and the instant in seconds, in the order played.
///   - board: the square, highlight and coordinate colours.
///   - pieces: the piece set drawn.
///   - w: spring frequency in rad/s (default 14).
///   - flipped: draw from black's side (rank 1 at the top, h-file on the left). Default false.
///   - showCoordinates: letters a–h along the bottom edge and digits 1–8 along the left edge, in
///     the theme's coordinate colours, `0.24 × side` points high. Default false.
public func playBoard(_ canvas: MotionCanvas, t: Double, origin: CGPoint, side: Double, fen: String,
                      moves: [(String, String, Double)], board: BoardTheme, pieces: PieceTheme,
                      w: Double = 14, flipped: Bool = false, showCoordinates: Bool = false) {
    var timeline: BoardTimeline?
    switch PlayBoardCache.shared.timeline(fen: fen, moves: moves, w: w) {
    case .success(let built): timeline = built
    case .failure(let error): canvas.report("playBoard: \(error)")
    }
    drawBoard(canvas, t: t, origin: origin, side: side, timeline: timeline, board: board, pieces: pieces,
              flipped: flipped, showCoordinates: showCoordinates)
}

/// Draws `timeline` at time `t`; the same drawing as the FEN overload, for a timeline built (and its
/// errors handled) by the caller, for example from SAN with ``BoardTimeline/init(start:sanMoves:w:)``.
public func playBoard(_ canvas: MotionCanvas, t: Double, origin: CGPoint, side: Double, timeline: BoardTimeline,
                      board: BoardTheme, pieces: PieceTheme, flipped: Bool = false, showCoordinates: Bool = false) {
    drawBoard(canvas, t: t, origin: origin, side: side, timeline: timeline, board: board, pieces: pieces,
              flipped: flipped, showCoordinates: showCoordinates)
}

private func drawBoard(_ canvas: MotionCanvas, t: Double, origin: CGPoint, side: Double, timeline: BoardTimeline?,
                       board: BoardTheme, pieces: PieceTheme, flipped: Bool, showCoordinates: Bool) {
    guard side > 0, side.isFinite else { return }
    /// The top-left corner of fractional square (file, rank) on screen.
    func corner(_ file: Double, _ rank: Double) -> CGPoint {
        CGPoint(x: origin.x + (flipped ? 7 - file : file) * side, y: origin.y + (flipped ? rank : 7 - rank) * side)
    }
    func squareRect(_ file: Double, _ rank: Double) -> CGRect {
        CGRect(origin: corner(file, rank), size: CGSize(width: side, height: side))
    }

    // Squares. A single light backdrop, then the dark squares, so no seams show between squares.
    canvas.rect(CGRect(x: origin.x, y: origin.y, width: 8 * side, height: 8 * side), board.light)
    for square in Square.all where square.isDark {
        canvas.rect(squareRect(Double(square.file), Double(square.rank)), board.dark)
    }

    // Last-move highlight.
    if let move = timeline?.lastMove(at: t) {
        for square in [move.from, move.to] {
            canvas.rect(squareRect(Double(square.file), Double(square.rank)), board.highlight)
        }
    }

    if showCoordinates {
        let font = MotionFont(size: side * 0.24, weight: .semibold)
        let inset = side * 0.06
        for index in 0..<8 {
            // Files along the bottom row, ranks along the left column (as seen on screen).
            let fileSquare = Square(file: flipped ? 7 - index : index, rank: flipped ? 7 : 0)!
            let fileRect = squareRect(Double(fileSquare.file), Double(fileSquare.rank))
            canvas.text(String(Square.fileLetters[fileSquare.file]),
                        at: CGPoint(x: fileRect.maxX - inset, y: fileRect.maxY - inset / 2),
                        font: font, color: board.coordinateColor(on: fileSquare), anchor: .bottomTrailing)
            let rankSquare = Square(file: flipped ? 7 : 0, rank: flipped ? index : 7 - index)!
            let rankRect = squareRect(Double(rankSquare.file), Double(rankSquare.rank))
            canvas.text(String(Square.rankDigits[rankSquare.rank]),
                        at: CGPoint(x: rankRect.minX + inset, y: rankRect.minY + inset / 2),
                        font: font, color: board.coordinateColor(on: rankSquare), anchor: .topLeading)
        }
    }

    // Pieces, back to front as the timeline orders them (a piece in flight is drawn over the rest).
    guard let timeline else { return }
    for placed in timeline.frame(at: t) {
        let asset: SVGAsset
        switch PlayBoardCache.shared.asset(pieces, placed.piece) {
        case .success(let loaded): asset = loaded
        case .failure(let error):
            canvas.report("playBoard: piece \(placed.piece.assetCode) of set \"\(pieces.name)\": \(error)")
            continue
        }
        var piece = canvas
        piece.fade(placed.opacity)
        piece.image(asset, in: squareRect(placed.file, placed.rank))
    }
}
