import Foundation
import XCTest
@testable import MotionChess

/// The timeline checked against a spring written out here from the prototype's formula
/// (damping 0.78), not against MotionCore.
final class BoardTimelineTests: XCTestCase {
    private func spring(_ x: Double, _ w: Double = 14) -> Double {
        if x <= 0 { return 0 }
        let z = 0.78, wd = w * sqrt(1 - z * z), e = exp(-z * w * x)
        return 1 - e * (cos(wd * x) + (z * w / wd) * sin(wd * x))
    }

    private func smoothstep(_ u: Double) -> Double {
        let c = min(1, max(0, u))
        return c * c * (3 - 2 * c)
    }

    /// The first instant the reference spring reaches 1, by bisection on its rising edge.
    private func arrival(_ w: Double = 14) -> Double {
        var lo = 0.0, hi = 0.0
        while spring(hi, w) < 1 { hi += 0.001 }
        lo = hi - 0.001
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if spring(mid, w) < 1 { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    private func sq(_ name: String) -> Square { try! Square(name) }

    private func piece(on frame: [PlacedPiece], near name: String) -> PlacedPiece? {
        let s = sq(name)
        return frame.first { abs($0.file - Double(s.file)) < 1e-3 && abs($0.rank - Double(s.rank)) < 1e-3 }
    }

    private let opening: [(from: String, to: String, at: Double)] = [("e2", "e4", 2.75), ("e7", "e5", 3.65)]

    func testArrivalDelayIsWhenTheSpringFirstReachesOne() throws {
        let timeline = try BoardTimeline(start: .start, squareMoves: opening)
        XCTAssertEqual(timeline.arrivalDelay, arrival(), accuracy: 1e-9)
        XCTAssertEqual(timeline.arrivalDelay, 0.2814, accuracy: 1e-3)
        let fast = try BoardTimeline(start: .start, squareMoves: opening, w: 30)
        XCTAssertEqual(fast.arrivalDelay, arrival(30), accuracy: 1e-9)
    }

    func testAtRestBeforeAndAfter() throws {
        let timeline = try BoardTimeline(start: .start, squareMoves: opening)
        for t in [-1.0, 0, 2.75] {
            let frame = timeline.frame(at: t)
            XCTAssertEqual(frame.count, 32)
            for placed in frame {
                let square = try XCTUnwrap(Square(file: Int(placed.file), rank: Int(placed.rank)))
                XCTAssertEqual(Double(square.file), placed.file)
                XCTAssertEqual(Double(square.rank), placed.rank)
                XCTAssertEqual(Position.start[square], placed.piece, "\(t) \(square)")
                XCTAssertEqual(placed.opacity, 1)
            }
        }
        let end = timeline.frame(at: 10)
        XCTAssertEqual(piece(on: end, near: "e4")?.piece, Piece(.white, .pawn))
        XCTAssertEqual(piece(on: end, near: "e5")?.piece, Piece(.black, .pawn))
        XCTAssertNil(piece(on: end, near: "e2"))
        XCTAssertNil(piece(on: end, near: "e7"))
        XCTAssertEqual(timeline.position(at: 10).fen,
                       "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2")
    }

    func testMidFlightIsTheSpringLerp() throws {
        let timeline = try BoardTimeline(start: .start, squareMoves: opening)
        for dt in [0.01, 0.05, 0.1, 0.2, 0.3, 0.5] {
            let frame = timeline.frame(at: 2.75 + dt)
            let pawn = try XCTUnwrap(frame.first { $0.file == 4 && $0.piece == Piece(.white, .pawn) })
            XCTAssertEqual(pawn.rank, 1 + (3 - 1) * spring(dt), accuracy: 1e-12, "dt \(dt)")
        }
        // The moving piece is drawn last (on top).
        XCTAssertEqual(timeline.frame(at: 2.8).last?.piece, Piece(.white, .pawn))
        XCTAssertEqual(timeline.frame(at: 3.7).last?.piece, Piece(.black, .pawn))
        let black = try XCTUnwrap(timeline.frame(at: 3.75).last)
        XCTAssertEqual(black.rank, 6 + (4 - 6) * spring(0.1), accuracy: 1e-12)
        // Ids follow the start position's square order: the e2 pawn is the 13th piece (a1…h1, a2…e2).
        XCTAssertEqual(timeline.frame(at: 2.8).last?.id, 12)
    }

    func testLastMove() throws {
        let timeline = try BoardTimeline(start: .start, squareMoves: opening)
        XCTAssertNil(timeline.lastMove(at: 2.7))
        XCTAssertEqual(timeline.lastMove(at: 2.75)?.description, "e2e4")
        XCTAssertEqual(timeline.lastMove(at: 3.6)?.description, "e2e4")
        XCTAssertEqual(timeline.lastMove(at: 3.65)?.description, "e7e5")
        XCTAssertEqual(timeline.lastMove(at: 99)?.to, sq("e5"))
        XCTAssertEqual(timeline.lastMoveIndex(at: 3.0), 0)
    }

    func testCapturedPieceFadesAfterTheCaptorArrives() throws {
        let timeline = try BoardTimeline(start: .start, sanMoves: [("e4", 1), ("d5", 2), ("exd5", 3)])
        let land = 3 + arrival()
        func victim(_ t: Double) -> PlacedPiece? {
            timeline.frame(at: t).first { $0.piece == Piece(.black, .pawn) && abs($0.file - 3) < 1e-3 && abs($0.rank - 4) < 1e-3 }
        }
        XCTAssertEqual(victim(2.99)?.opacity, 1)
        XCTAssertEqual(victim(land - 0.001)?.opacity, 1)
        for u in [0.1, 0.5, 0.9] {
            XCTAssertEqual(try XCTUnwrap(victim(land + 0.15 * u)).opacity, 1 - smoothstep(u), accuracy: 1e-9)
        }
        XCTAssertNil(victim(land + 0.15 + 1e-9))
        XCTAssertEqual(timeline.frame(at: 10).count, 31)
        // While it fades it is drawn just under its captor.
        let frame = timeline.frame(at: land + 0.05)
        XCTAssertEqual(frame.last?.piece, Piece(.white, .pawn))
        XCTAssertEqual(frame[frame.count - 2].piece, Piece(.black, .pawn))
        XCTAssertEqual(frame[frame.count - 2].file, 3, accuracy: 1e-3)
    }

    func testCastlingMovesTheRookWithTheSameSpring() throws {
        let start = try Position(fen: "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
        let timeline = try BoardTimeline(start: start, squareMoves: [("e1", "g1", 1), ("e8", "c8", 2)])
        let t = 1.12, k = spring(t - 1)
        let frame = timeline.frame(at: t)
        let king = try XCTUnwrap(frame.first { $0.piece == Piece(.white, .king) })
        XCTAssertEqual(king.file, 4 + 2 * k, accuracy: 1e-12)
        let rooks = frame.filter { $0.piece == Piece(.white, .rook) && $0.rank == 0 }
        XCTAssertEqual(rooks.count, 2)
        XCTAssertTrue(rooks.contains { abs($0.file - (7 - 2 * k)) < 1e-12 }, "\(rooks)")
        XCTAssertTrue(rooks.contains { $0.file == 0 })
        let black = timeline.frame(at: 2.2)
        let blackRook = try XCTUnwrap(black.first { $0.piece == Piece(.black, .rook) && $0.file < 4 && $0.file > 0 })
        XCTAssertEqual(blackRook.file, 0 + 3 * spring(0.2), accuracy: 1e-12)
        XCTAssertEqual(timeline.position(at: 5).fen, "2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2")
    }

    func testEnPassantRemovesThePassedPawn() throws {
        let start = try Position(fen: "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1")
        let timeline = try BoardTimeline(start: start, squareMoves: [("d7", "d5", 1), ("e5", "d6", 2)])
        let land = 2 + arrival()
        let before = timeline.frame(at: land - 0.01)
        XCTAssertEqual(piece(on: before, near: "d5")?.opacity, 1)
        let fading = try XCTUnwrap(piece(on: timeline.frame(at: land + 0.075), near: "d5"))
        XCTAssertEqual(fading.opacity, 1 - smoothstep(0.5), accuracy: 1e-9)
        let after = timeline.frame(at: land + 0.2)
        XCTAssertNil(piece(on: after, near: "d5"))
        XCTAssertEqual(after.count, 3)
        XCTAssertEqual(piece(on: timeline.frame(at: 9), near: "d6")?.piece, Piece(.white, .pawn))
        XCTAssertTrue(try XCTUnwrap(timeline.lastMove(at: 3)).isEnPassant)
    }

    func testPromotionSwapsWhenThePawnLands() throws {
        let start = try Position(fen: "8/4P3/8/8/8/8/k7/4K3 w - - 0 1")
        let timeline = try BoardTimeline(start: start, sanMoves: [("e8=N", 1)])
        let land = 1 + arrival()
        func mover(_ t: Double) -> PlacedPiece { timeline.frame(at: t).first { $0.file == 4 && $0.rank > 5 }! }
        XCTAssertEqual(mover(1.1).piece, Piece(.white, .pawn))
        XCTAssertEqual(mover(1.1).rank, 6 + spring(0.1), accuracy: 1e-12)
        XCTAssertEqual(mover(land - 1e-6).piece, Piece(.white, .pawn))
        XCTAssertEqual(mover(land + 1e-6).piece, Piece(.white, .knight))
        XCTAssertEqual(mover(5).rank, 7, accuracy: 1e-12)
    }

    func testHopsOfOnePieceAddUp() throws {
        // The knight moves again while still springing: each hop adds its own spring.
        let timeline = try BoardTimeline(start: .start, sanMoves: [("Nf3", 1), ("a6", 1.05), ("Ng5", 1.1)])
        let t = 1.2
        let knight = try XCTUnwrap(timeline.frame(at: t).first { $0.id == 6 })
        XCTAssertEqual(knight.file, 6 + (5 - 6) * spring(t - 1) + (6 - 5) * spring(t - 1.1), accuracy: 1e-12)
        XCTAssertEqual(knight.rank, 0 + 2 * spring(t - 1) + 2 * spring(t - 1.1), accuracy: 1e-12)
    }

    func testInstantsNeverGoBackwards() throws {
        let timeline = try BoardTimeline(start: .start, squareMoves: [("e2", "e4", 2), ("e7", "e5", 1)])
        XCTAssertEqual(timeline.moves.map(\.at), [2, 2])
        XCTAssertNil(timeline.lastMove(at: 1.5))
    }

    func testErrorsNameTheSquareOrMove() {
        XCTAssertThrowsError(try BoardTimeline(start: .start, squareMoves: [("e3", "e4", 1)])) { error in
            XCTAssertEqual(error as? ChessError, .emptySquare(try! Square("e3")))
        }
        XCTAssertThrowsError(try BoardTimeline(start: .start, squareMoves: [("e2", "e9", 1)])) { error in
            XCTAssertEqual(error as? ChessError, .invalidSquare("e9"))
        }
        XCTAssertThrowsError(try BoardTimeline(start: .start, sanMoves: [("e4", 1), ("e4", 2)])) { error in
            guard case .illegalMove("e4", "1...", _)? = error as? ChessError else { return XCTFail("\(error)") }
        }
        let stray = TimedMove(Move(piece: Piece(.white, .rook), from: try! Square("d4"), to: try! Square("d5")), at: 1)
        XCTAssertThrowsError(try BoardTimeline(start: .start, moves: [stray])) { error in
            XCTAssertEqual(error as? ChessError, .emptySquare(try! Square("d4")))
        }
    }
}
