import XCTest
@testable import MotionChess

final class SANTests: XCTestCase {
    private func sq(_ name: String) -> Square { try! Square(name) }

    func testOpeningWithMoveNumbers() throws {
        let moves = try Position.start.resolveMoves("1.e4 e5 2.Nf3 Nc6")
        XCTAssertEqual(moves.map(\.description), ["e2e4", "e7e5", "g1f3", "b8c6"])
        XCTAssertEqual(try Position.start.resolveMoves(["e4", "e5", "Nf3", "Nc6"]), moves)
        XCTAssertEqual(try Position.start.resolveMoves("1. e4 1... e5 2. Nf3 2... Nc6 *"), moves)
    }

    func testBlackToMoveWithEllipsis() throws {
        let afterE4 = try Position(fen: "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")
        XCTAssertEqual(try afterE4.resolveMoves("1...e5").map(\.description), ["e7e5"])
        XCTAssertEqual(try afterE4.resolve(san: "1...c5").description, "c7c5")
    }

    func testSuffixesAndAnnotations() throws {
        let moves = try Position.start.resolveMoves("1.e4!? e5 2.Bc4 Nc6 3.Qh5?! Nf6?? 4.Qxf7# 1-0")
        XCTAssertEqual(moves.last?.description, "h5f7")
        XCTAssertEqual(moves.last?.captured, Piece(.black, .pawn))
        var position = Position.start
        moves.forEach { position.apply($0) }
        XCTAssertTrue(position.isCheckmate)
    }

    func testFileDisambiguation() throws {
        let p = try Position(fen: "7k/8/8/8/8/8/8/1N2KN2 w - - 0 1")
        XCTAssertEqual(try p.resolve(san: "Nbd2").from, sq("b1"))
        XCTAssertEqual(try p.resolve(san: "Nfd2").from, sq("f1"))
        XCTAssertThrowsError(try p.resolve(san: "Nd2")) { error in
            XCTAssertEqual(error as? ChessError, .ambiguousMove(text: "Nd2", move: "1.", candidates: [sq("b1"), sq("f1")]))
            XCTAssertTrue("\(error)".contains("1.Nd2"), "\(error)")
            XCTAssertTrue("\(error)".contains("b1") && "\(error)".contains("f1"), "\(error)")
        }
    }

    func testRankDisambiguation() throws {
        let p = try Position(fen: "7k/8/8/4R3/8/8/8/K3R3 w - - 0 1")
        XCTAssertEqual(try p.resolve(san: "R1e2").from, sq("e1"))
        XCTAssertEqual(try p.resolve(san: "R5e3").from, sq("e5"))
        XCTAssertEqual(try p.resolve(san: "Re5e3").from, sq("e5"))
        XCTAssertThrowsError(try p.resolve(san: "Re3")) { error in
            XCTAssertEqual(error as? ChessError, .ambiguousMove(text: "Re3", move: "1.", candidates: [sq("e1"), sq("e5")]))
        }
    }

    func testPinnedPieceMakesItUnambiguous() throws {
        // The c3 knight is pinned by the a5 bishop, so only the g3 knight can go to e2.
        let p = try Position(fen: "4k3/8/8/b7/8/2N3N1/8/4K3 w - - 0 1")
        XCTAssertEqual(try p.resolve(san: "Ne2").from, sq("g3"))
        XCTAssertThrowsError(try p.resolve(san: "Nce2")) { error in
            guard case .illegalMove("Nce2", "1.", _)? = error as? ChessError else { return XCTFail("\(error)") }
        }
    }

    func testCastlingBothSides() throws {
        let p = try Position(fen: "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
        let moves = try p.resolveMoves("1.O-O O-O-O")
        XCTAssertEqual(moves[0].from, sq("e1"))
        XCTAssertEqual(moves[0].to, sq("g1"))
        XCTAssertEqual(moves[0].castlingRook, CastlingRookMove(from: sq("h1"), to: sq("f1")))
        XCTAssertEqual(moves[1].to, sq("c8"))
        XCTAssertEqual(moves[1].castlingRook, CastlingRookMove(from: sq("a8"), to: sq("d8")))
        var position = p
        moves.forEach { position.apply($0) }
        XCTAssertEqual(position.fen, "2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2")
        XCTAssertEqual(try p.resolve(san: "0-0-0").to, sq("c1"))
        XCTAssertEqual(try p.resolve(san: "O-O+").to, sq("g1"))
    }

    func testCastlingThroughCheckIsIllegalSAN() throws {
        let p = try Position(fen: "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1")
        XCTAssertThrowsError(try p.resolve(san: "O-O")) { error in
            XCTAssertEqual(error as? ChessError,
                           .illegalMove(text: "O-O", move: "1.", reason: "white cannot castle kingside here"))
        }
        XCTAssertEqual(try p.resolve(san: "O-O-O").to, sq("c1"))
    }

    func testEnPassant() throws {
        let moves = try Position.start.resolveMoves("1.e4 Nf6 2.e5 d5 3.exd6 e.p.")
        let ep = moves[4]
        XCTAssertEqual(ep.from, sq("e5"))
        XCTAssertEqual(ep.to, sq("d6"))
        XCTAssertEqual(ep.captureSquare, sq("d5"))
        XCTAssertEqual(ep.captured, Piece(.black, .pawn))
        XCTAssertTrue(ep.isEnPassant)
        var position = Position.start
        moves.forEach { position.apply($0) }
        XCTAssertEqual(position.fen, "rnbqkb1r/ppp1pppp/3P1n2/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3")
        // One move too late, the right has gone.
        XCTAssertThrowsError(try Position.start.resolveMoves("1.e4 Nf6 2.e5 d5 3.a3 a6 4.exd6")) { error in
            guard case .illegalMove("exd6", "4.", _)? = error as? ChessError else { return XCTFail("\(error)") }
        }
    }

    func testPromotion() throws {
        let p = try Position(fen: "3r4/4P3/8/8/8/8/k7/4K3 w - - 0 1")
        XCTAssertEqual(try p.resolve(san: "e8=Q").promotion, .queen)
        XCTAssertEqual(try p.resolve(san: "e8N").promotion, .knight)
        let capture = try p.resolve(san: "exd8=R+")
        XCTAssertEqual(capture.promotion, .rook)
        XCTAssertEqual(capture.captured, Piece(.black, .rook))
        XCTAssertEqual(p.applying(capture).fen, "3R4/8/8/8/8/8/k7/4K3 b - - 0 1")
        XCTAssertThrowsError(try p.resolve(san: "e8")) { error in
            guard case .illegalMove("e8", "1.", let reason)? = error as? ChessError else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.contains("must promote"), reason)
        }
    }

    func testIllegalMoveNamesTheMoveAndItsNumber() {
        XCTAssertThrowsError(try Position.start.resolveMoves("1.e4 e5 2.Ke3")) { error in
            XCTAssertEqual(error as? ChessError,
                           .illegalMove(text: "Ke3", move: "2.", reason: "no white king can move to e3"))
            XCTAssertTrue("\(error)".contains("2.Ke3"), "\(error)")
        }
        XCTAssertThrowsError(try Position.start.resolveMoves(["e4", "Nf3"])) { error in
            XCTAssertEqual(error as? ChessError,
                           .illegalMove(text: "Nf3", move: "1...", reason: "no black knight can move to f3"))
            XCTAssertTrue("\(error)".contains("1...Nf3"), "\(error)")
        }
        // An x with nothing to take.
        XCTAssertThrowsError(try Position.start.resolve(san: "Nxf3")) { error in
            guard case .illegalMove("Nxf3", "1.", let reason)? = error as? ChessError else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.contains("nothing to capture"), reason)
        }
    }

    func testTextThatIsNotSAN() {
        for bad in ["Nz9", "e9", "Ke", "xe4", "Pe4x", "Qe8=Q", "hello", "O-O-O-O"] {
            XCTAssertThrowsError(try Position.start.resolve(san: bad), bad) { error in
                XCTAssertEqual(error as? ChessError, .invalidSAN(text: bad, move: "1."), bad)
            }
        }
        XCTAssertThrowsError(try Position.start.resolveMoves("1.e4 e5 2.Nz9")) { error in
            XCTAssertEqual(error as? ChessError, .invalidSAN(text: "Nz9", move: "2."))
            XCTAssertTrue("\(error)".contains("2.Nz9"), "\(error)")
        }
    }
}
