import XCTest
@testable import MotionChess

final class ApplyTests: XCTestCase {
    private func play(_ fen: String, _ san: String) throws -> Position {
        var position = try Position(fen: fen)
        for move in try position.resolveMoves(san) { position.apply(move) }
        return position
    }

    func testCountersAndEnPassantSquare() throws {
        XCTAssertEqual(try play(Position.startFEN, "e4").fen,
                       "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")
        XCTAssertEqual(try play(Position.startFEN, "e4 c5 Nf3").fen,
                       "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2")
    }

    func testKingAndRookMovesDropRights() throws {
        let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
        XCTAssertEqual(try play(fen, "Kd1").castling.fen, "kq")
        XCTAssertEqual(try play(fen, "Rb1").castling.fen, "Kkq")
        XCTAssertEqual(try play(fen, "Rh2").castling.fen, "Qkq")
        // Capturing a rook on its corner drops the victim's right too.
        XCTAssertEqual(try play(fen, "Rxa8+").castling.fen, "Kk")
        XCTAssertEqual(try play(fen, "Rxh8+").fen, "r3k2R/8/8/8/8/8/8/R3K3 b Qq - 0 1")
    }

    func testCheckAndMate() throws {
        XCTAssertFalse(Position.start.isCheck)
        let mated = try Position(fen: "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3")
        XCTAssertTrue(mated.isCheck)
        XCTAssertTrue(mated.isCheckmate)
        XCTAssertTrue(mated.legalMoves.isEmpty)
    }
}
