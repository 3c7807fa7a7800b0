import XCTest
@testable import MotionChess

final class FENTests: XCTestCase {
    func testStartPositionMatchesItsFEN() throws {
        XCTAssertEqual(try Position(fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"), Position.start)
        XCTAssertEqual(Position.start.fen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
        XCTAssertEqual(Position.start[try Square("e1")], Piece(.white, .king))
        XCTAssertEqual(Position.start[try Square("d8")], Piece(.black, .queen))
        XCTAssertNil(Position.start[try Square("e4")])
    }

    func testRoundTrips() throws {
        let records = [
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 33",
            "8/8/8/8/8/8/8/8 b Kq - 99 120",
        ]
        for fen in records {
            XCTAssertEqual(try Position(fen: fen).fen, fen)
        }
    }

    func testReadsEveryField() throws {
        let p = try Position(fen: "4k3/8/8/3pP3/8/8/8/4K3 w Kq d6 7 33")
        XCTAssertEqual(p.sideToMove, .white)
        XCTAssertEqual(p.castling, CastlingRights(whiteKingside: true, blackQueenside: true))
        XCTAssertEqual(p.enPassant, try Square("d6"))
        XCTAssertEqual(p.halfmoveClock, 7)
        XCTAssertEqual(p.fullmoveNumber, 33)
        XCTAssertEqual(p[try Square("d5")], Piece(.black, .pawn))
        XCTAssertEqual(p.pieces.count, 4)
    }

    func testExtraWhitespaceIsAccepted() throws {
        XCTAssertEqual(try Position(fen: "  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR   w KQkq - 0 1 "), Position.start)
    }

    private func assertFENError(_ fen: String, _ expected: ChessError, mentions: [String] = [],
                                file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try Position(fen: fen), file: file, line: line) { error in
            XCTAssertEqual(error as? ChessError, expected, file: file, line: line)
            for text in mentions {
                XCTAssertTrue("\(error)".contains(text), "\"\(error)\" should mention \(text)", file: file, line: line)
            }
        }
    }

    /// Found by the fuzzer: "ʔ" with a combining ypogegrammeni upper-cases to two characters,
    /// which trapped; a letter that is not ASCII is refused like any other.
    func testALetterOutsideASCIIIsRefused() {
        XCTAssertThrowsError(try Position(fen: "rnbqkbnr/pppppppp/8/8/8/\u{294}\u{345}7/PPPPPPPP/RNBQKBNR w KQkq - 0 1")) {
            XCTAssertTrue("\($0)".contains("not a piece letter"), "\($0)")
        }
        XCTAssertNil(Piece(fenLetter: "\u{1E9E}"), "ẞ is not a piece letter")
    }

    func testFieldCount() {
        let five = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0"
        assertFENError(five, .fenFieldCount(found: 5, fen: five), mentions: ["6", "found 5"])
        assertFENError("", .fenFieldCount(found: 0, fen: ""))
        let seven = Position.startFEN + " 9"
        assertFENError(seven, .fenFieldCount(found: 7, fen: seven))
    }

    func testPlacementErrors() {
        // Seven ranks.
        assertFENError("8/8/8/8/8/8/8 w - - 0 1",
                       .invalidFEN(field: .placement, text: "8/8/8/8/8/8/8", reason: "expected 8 ranks separated by \"/\", found 7"),
                       mentions: ["piece placement", "found 7"])
        // Nine squares on rank 8.
        assertFENError("rnbqkbnr1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                       .invalidFEN(field: .placement, text: "rnbqkbnr1", reason: "rank 8 covers 9 squares, expected 8"),
                       mentions: ["\"rnbqkbnr1\"", "rank 8"])
        // Seven squares on rank 1.
        assertFENError("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1",
                       .invalidFEN(field: .placement, text: "RNBQKBN", reason: "rank 1 covers 7 squares, expected 8"))
        // A letter that is no piece.
        XCTAssertThrowsError(try Position(fen: "rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")) { error in
            guard case .invalidFEN(.placement, "x", _)? = error as? ChessError else { return XCTFail("\(error)") }
            XCTAssertTrue("\(error)".contains("\"x\""))
        }
        // Digits 0 and 9.
        for digit in ["0", "9"] {
            XCTAssertThrowsError(try Position(fen: "\(digit)8/8/8/8/8/8/8/8 w - - 0 1")) { error in
                guard case .invalidFEN(.placement, digit, _)? = error as? ChessError else { return XCTFail("\(error)") }
            }
        }
        // An empty rank.
        assertFENError("8//8/8/8/8/8/8 w - - 0 1",
                       .invalidFEN(field: .placement, text: "", reason: "rank 7 covers 0 squares, expected 8"))
    }

    func testSideToMoveError() {
        assertFENError("8/8/8/8/8/8/8/8 x - - 0 1",
                       .invalidFEN(field: .sideToMove, text: "x", reason: "expected \"w\" or \"b\""),
                       mentions: ["side to move", "\"x\""])
        assertFENError("8/8/8/8/8/8/8/8 W - - 0 1",
                       .invalidFEN(field: .sideToMove, text: "W", reason: "expected \"w\" or \"b\""))
    }

    func testCastlingErrors() {
        for (field, bad) in [("KQkx", "x"), ("KK", "K"), ("qk", "k"), ("KQkq-", "-"), ("--", "-")] {
            XCTAssertThrowsError(try Position(fen: "8/8/8/8/8/8/8/8 w \(field) - 0 1"), field) { error in
                guard case .invalidFEN(.castling, bad, _)? = error as? ChessError else { return XCTFail("\(field): \(error)") }
                XCTAssertTrue("\(error)".contains("castling"))
            }
        }
        XCTAssertEqual(try Position(fen: "8/8/8/8/8/8/8/8 w Qk - 0 1").castling,
                       CastlingRights(whiteQueenside: true, blackKingside: true))
    }

    func testEnPassantErrors() {
        for bad in ["e4", "e9", "x3", "e", "e3e4"] {
            XCTAssertThrowsError(try Position(fen: "8/8/8/8/8/8/8/8 b - \(bad) 0 1"), bad) { error in
                guard case .invalidFEN(.enPassant, bad, _)? = error as? ChessError else { return XCTFail("\(bad): \(error)") }
                XCTAssertTrue("\(error)".contains("en passant"))
            }
        }
        // Rank 3 needs black to move, rank 6 white.
        XCTAssertThrowsError(try Position(fen: "8/8/8/8/8/8/8/8 w - e3 0 1")) { error in
            guard case .invalidFEN(.enPassant, "e3", let reason)? = error as? ChessError else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.contains("rank 6"), reason)
        }
        XCTAssertNoThrow(try Position(fen: "8/8/8/8/8/8/8/8 b - e3 0 1"))
        XCTAssertNoThrow(try Position(fen: "8/8/8/8/8/8/8/8 w - c6 0 1"))
    }

    func testCounterErrors() {
        for bad in ["-1", "x", "1.5", "+3", "1e3"] {
            assertFENError("8/8/8/8/8/8/8/8 w - - \(bad) 1",
                           .invalidFEN(field: .halfmoveClock, text: bad, reason: "expected a non-negative integer"),
                           mentions: ["halfmove clock", "\"\(bad)\""])
            assertFENError("8/8/8/8/8/8/8/8 w - - 0 \(bad)",
                           .invalidFEN(field: .fullmoveNumber, text: bad, reason: "expected a non-negative integer"),
                           mentions: ["fullmove number"])
        }
        assertFENError("8/8/8/8/8/8/8/8 w - - 0 99999999999999999999999",
                       .invalidFEN(field: .fullmoveNumber, text: "99999999999999999999999", reason: "expected a non-negative integer"))
    }
}
