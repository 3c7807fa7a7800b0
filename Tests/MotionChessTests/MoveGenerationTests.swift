import XCTest
@testable import MotionChess

/// Node counts compared with the published perft tables for these well-known test positions.
final class MoveGenerationTests: XCTestCase {
    private func perft(_ position: Position, _ depth: Int) -> Int {
        guard depth > 0 else { return 1 }
        let moves = position.legalMoves
        if depth == 1 { return moves.count }
        return moves.reduce(0) { $0 + perft(position.applying($1), depth - 1) }
    }

    func testStartPosition() {
        XCTAssertEqual(perft(.start, 1), 20)
        XCTAssertEqual(perft(.start, 2), 400)
        XCTAssertEqual(perft(.start, 3), 8902)
    }

    func testCastlingPinsAndPromotionsPosition() throws {
        let p = try Position(fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
        XCTAssertEqual(perft(p, 1), 48)
        XCTAssertEqual(perft(p, 2), 2039)
    }

    func testEndgameWithEnPassantPins() throws {
        let p = try Position(fen: "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1")
        XCTAssertEqual(perft(p, 1), 14)
        XCTAssertEqual(perft(p, 2), 191)
        XCTAssertEqual(perft(p, 3), 2812)
    }

    func testMirroredPromotionPosition() throws {
        let p = try Position(fen: "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1")
        XCTAssertEqual(perft(p, 1), 6)
        XCTAssertEqual(perft(p, 2), 264)
        XCTAssertEqual(perft(p, 3), 9467)
    }

    func testPromotionCheckPosition() throws {
        let p = try Position(fen: "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8")
        XCTAssertEqual(perft(p, 1), 44)
        XCTAssertEqual(perft(p, 2), 1486)
    }

    func testCastlingThroughCheckIsNotAllowed() throws {
        // The black rook on f2 covers f1: no O-O, but O-O-O is fine.
        let p = try Position(fen: "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1")
        let castles = p.legalMoves.filter(\.isCastling).map(\.to.name)
        XCTAssertEqual(castles, ["c1"])
        // Out of check: neither.
        let checked = try Position(fen: "4k3/8/8/4r3/8/8/8/R3K2R w KQ - 0 1")
        XCTAssertTrue(checked.legalMoves.filter(\.isCastling).isEmpty)
        // b1 attacked does not stop O-O-O: the king never crosses it.
        let b1 = try Position(fen: "1r2k3/8/8/8/8/8/8/R3K2R w KQ - 0 1")
        XCTAssertEqual(Set(b1.legalMoves.filter(\.isCastling).map(\.to.name)), ["c1", "g1"])
    }

    func testMoveFromSquares() throws {
        let move = try Position.start.move(from: Square("e2"), to: Square("e4"))
        XCTAssertEqual(move.piece, Piece(.white, .pawn))
        XCTAssertEqual(move.description, "e2e4")
        XCTAssertThrowsError(try Position.start.move(from: Square("e3"), to: Square("e4"))) { error in
            XCTAssertEqual(error as? ChessError, .emptySquare(try! Square("e3")))
            XCTAssertTrue("\(error)".contains("e3"))
        }
        XCTAssertThrowsError(try Position.start.move(from: Square("e2"), to: Square("e5"))) { error in
            guard case .illegalMove("e2e5", "1.", _)? = error as? ChessError else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try Position.start.move(from: Square("e7"), to: Square("e5"))) { error in
            guard case .illegalMove("e7e5", _, let reason)? = error as? ChessError else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.contains("white's turn"), reason)
        }
        let promo = try Position(fen: "8/4P3/8/8/8/8/k7/4K3 w - - 0 1")
        XCTAssertEqual(try promo.move(from: Square("e7"), to: Square("e8")).promotion, .queen)
        XCTAssertEqual(try promo.move(from: Square("e7"), to: Square("e8"), promotion: .knight).promotion, .knight)
    }
}
