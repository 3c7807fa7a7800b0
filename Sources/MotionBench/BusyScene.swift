import Foundation
import MotionRender
import MotionScenes

/// The benchmark's busy frame: a chess board with all 32 pieces of the classic set (SVG assets)
/// playing a Ruy Lopez, its coordinates and a caption (text), and the coins scene at 0.6 of its
/// size beside it (ten springing coins, the badge, sparks). Every frame has pieces at rest on
/// whole pixels at scale 3 and, most frames, pieces in flight between squares.
///
/// Written against the public canvas API only; the C floor draws the same numbers
/// (`draw_busy` in Sources/CFloorBench/scenes.c) and the bench checks both give the same pixels.
struct BusyScene: MotionScene {
    var name: String { "busy" }
    var duration: Double { 6 }
    var stillTime: Double { 2.5 }

    /// A move of one piece (square = rank · 8 + file, file a = 0, rank 1 = 0) at `at` seconds.
    struct Move {
        let from: Int, to: Int, at: Double
    }

    /// One move every 0.45 s; castling moves the king and the rook at the same time.
    static let moves = [
        Move(from: 12, to: 28, at: 0.30), Move(from: 52, to: 36, at: 0.75), Move(from: 6, to: 21, at: 1.20),
        Move(from: 57, to: 42, at: 1.65), Move(from: 5, to: 33, at: 2.10), Move(from: 48, to: 40, at: 2.55),
        Move(from: 33, to: 24, at: 3.00), Move(from: 62, to: 45, at: 3.45), Move(from: 4, to: 6, at: 3.90),
        Move(from: 7, to: 5, at: 3.90), Move(from: 61, to: 52, at: 4.35), Move(from: 5, to: 4, at: 4.80),
        Move(from: 49, to: 33, at: 5.25),
    ]

    /// The start position: the piece's asset on each square, nil where empty.
    let start: [SVGAsset?]
    let boardLight: MotionColor, boardDark: MotionColor, highlight: MotionColor
    private let coins = CoinsScene()

    /// Loads the twelve piece SVGs of the classic set from the package's resources.
    init() throws {
        let kinds = Array("KQRBNP")
        let assets = try ["w", "b"].flatMap { side in
            try kinds.map { try SVGAsset(contentsOf: try MotionResources.url("pieces/classic/\(side)\($0).svg")) }
        }
        var board = [SVGAsset?](repeating: nil, count: 64)
        for (file, kind) in "RNBQKBNR".enumerated() {
            let index = kinds.firstIndex(of: kind)!
            board[file] = assets[index]
            board[8 + file] = assets[5]
            board[48 + file] = assets[6 + 5]
            board[56 + file] = assets[6 + index]
        }
        start = board
        boardLight = try MotionColor(hex: "#EBECD0")
        boardDark = try MotionColor(hex: "#739552")
        highlight = try MotionColor(hex: "#F5F16A8C")
    }

    func draw(_ c: inout MotionCanvas, t: Double) {
        let ox = 14.0, oy = 48.0, side = 25.0, flight = 1.0
        var board = start
        var flying: [Move] = [], played = 0, last = -1.0
        for move in Self.moves where t >= move.at {
            // A piece moving again ends its previous flight.
            flying.removeAll { $0.to == move.from }
            board[move.to] = board[move.from]
            board[move.from] = nil
            if t < move.at + flight { flying.append(move) }
            if move.at != last { played += 1 }
            last = move.at
        }

        func square(_ index: Int) -> CGRect {
            CGRect(x: ox + Double(index % 8) * side, y: oy + Double(7 - index / 8) * side, width: side, height: side)
        }
        c.rect(CGRect(x: ox, y: oy, width: 8 * side, height: 8 * side), boardLight)
        for index in 0..<64 where (index % 8 + index / 8).isMultiple(of: 2) {
            c.rect(square(index), boardDark)
        }
        for move in Self.moves where move.at <= t && move.at == last {
            c.rect(square(move.from), highlight)
            c.rect(square(move.to), highlight)
        }
        // Pieces at rest, then the ones in flight in move order.
        for index in 0..<64 {
            guard let piece = board[index], !flying.contains(where: { $0.to == index }) else { continue }
            c.image(piece, in: square(index))
        }
        for move in flying {
            let k = Motion.spring(t - move.at, 14)
            let file = Double(move.from % 8) + Double(move.to % 8 - move.from % 8) * k
            let rank = Double(move.from / 8) + Double(move.to / 8 - move.from / 8) * k
            guard let piece = board[move.to] else { continue }
            c.image(piece, in: CGRect(x: ox + file * side, y: oy + (7 - rank) * side, width: side, height: side))
        }

        let small = MotionFont(size: 8, weight: .medium)
        for i in 0..<8 {
            c.text(String(UnicodeScalar(UInt8(97 + i))), at: CGPoint(x: ox + (Double(i) + 0.5) * side, y: oy + 8 * side + 9),
                   font: small, color: c.palette.secondaryText)
            c.text("\(i + 1)", at: CGPoint(x: ox - 7, y: oy + (Double(7 - i) + 0.5) * side), font: small,
                   color: c.palette.secondaryText)
        }
        c.text("Ruy Lopez, move \(played)", at: CGPoint(x: ox + 4 * side, y: 26),
               font: MotionFont(size: 14, weight: .semibold), color: c.palette.text)

        // The coins scene at 0.6 of its size, its centre at (288, 128.4).
        var inset = c
        inset.context.translateBy(x: 180, y: 54)
        inset.context.scaleBy(x: 0.6, y: 0.6)
        coins.draw(&inset, t: t)
    }
}
