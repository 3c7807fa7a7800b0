import XCTest
@testable import MotionChess

final class SquareAndPieceTests: XCTestCase {
    func testParsesSquareNames() throws {
        let e4 = try Square("e4")
        XCTAssertEqual(e4.file, 4)
        XCTAssertEqual(e4.rank, 3)
        XCTAssertEqual(e4.name, "e4")
        XCTAssertEqual(try Square("a1").index, 0)
        XCTAssertEqual(try Square("h8").index, 63)
        XCTAssertEqual(Square(file: 7, rank: 0)?.name, "h1")
        XCTAssertNil(Square(file: 8, rank: 0))
        XCTAssertNil(Square(file: 0, rank: -1))
    }

    func testRejectsBadSquareNamesNamingTheText() {
        for bad in ["", "e", "e9", "i4", "E4", "e44", " e4", "4e", "e0"] {
            XCTAssertThrowsError(try Square(bad), bad) { error in
                XCTAssertEqual(error as? ChessError, .invalidSquare(bad))
                XCTAssertTrue("\(error)".contains("\"\(bad)\""), "\(error)")
            }
        }
    }

    func testAssetCodesAndFENLetters() {
        XCTAssertEqual(Piece(.white, .king).assetCode, "wK")
        XCTAssertEqual(Piece(.black, .knight).assetCode, "bN")
        XCTAssertEqual(Piece(.black, .pawn).fenLetter, "p")
        XCTAssertEqual(Piece(.white, .queen).fenLetter, "Q")
        XCTAssertEqual(Piece(fenLetter: "r"), Piece(.black, .rook))
        XCTAssertEqual(Piece(fenLetter: "B"), Piece(.white, .bishop))
        XCTAssertNil(Piece(fenLetter: "x"))
        XCTAssertNil(Piece(fenLetter: "1"))
        let codes = Set(PieceColor.allCases.flatMap { c in PieceKind.allCases.map { Piece(c, $0).assetCode } })
        XCTAssertEqual(codes, ["wK", "wQ", "wR", "wB", "wN", "wP", "bK", "bQ", "bR", "bB", "bN", "bP"])
    }
}
