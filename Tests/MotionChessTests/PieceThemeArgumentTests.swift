import Foundation
import MotionChess
import MotionRender
import MotionTestSupport
import XCTest

/// `PieceTheme(argument:)`: what a user types after `--piece-set`. Relative folders are checked
/// through the `motion` binary (PieceSetArgumentTests), which runs in a folder of its own.
final class PieceThemeArgumentTests: XCTestCase {
    /// A folder holding copies of the shipped geometric pieces.
    private func copyOfGeometric(in folder: URL, named name: String = "mine") throws -> URL {
        let set = folder.appendingPathComponent(name)
        try FileManager.default.copyItem(at: try MotionResources.url("pieces/geometric"), to: set)
        return set
    }

    func testShippedNamesAreTheShippedSets() throws {
        XCTAssertEqual(try PieceTheme(argument: "classic"), .classic)
        XCTAssertEqual(try PieceTheme(argument: "geometric"), .geometric)
    }

    func testAnAbsoluteFolderIsTheUsersSet() throws {
        let set = try copyOfGeometric(in: try makeTemporaryFolder(self))
        let theme = try PieceTheme(argument: set.path + "/")
        XCTAssertTrue(theme.isFolderPath)
        XCTAssertEqual(theme.name, set.path)
        XCTAssertEqual(theme.assetPath(for: Piece(.black, .knight)), set.path + "/bN.svg")
        XCTAssertNoThrow(try theme.asset(for: Piece(.black, .knight)))
    }

    func testBadArgumentsNameTheValue() throws {
        let folder = try makeTemporaryFolder(self)
        let file = folder.appendingPathComponent("notes.txt")
        try Data("x".utf8).write(to: file)
        let incomplete = folder.appendingPathComponent("incomplete")
        try FileManager.default.createDirectory(at: incomplete, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: try MotionResources.url("pieces/classic/wK.svg"),
                                         to: incomplete.appendingPathComponent("wK.svg"))
        let cases: [(String, RenderError)] = [
            ("wooden", .resource(file: "pieces/wooden", message: "unknown piece set 'wooden'; sets: classic, geometric, or a folder holding wK.svg … bP.svg")),
            ("", .resource(file: "pieces/", message: "unknown piece set ''; sets: classic, geometric, or a folder holding wK.svg … bP.svg")),
            (file.path, .resource(file: file.path, message: "is a file, not a piece set folder")),
            (folder.path + "/none", .resource(file: folder.path + "/none", message: "piece set folder does not exist")),
            (incomplete.path, .resource(file: incomplete.path, message: "piece set is missing wQ.svg, wR.svg, wB.svg, wN.svg, wP.svg, bK.svg, bQ.svg, bR.svg, bB.svg, bN.svg, bP.svg")),
        ]
        for (argument, expected) in cases {
            XCTAssertThrowsError(try PieceTheme(argument: argument), argument) { error in
                XCTAssertEqual(error as? RenderError, expected, argument)
            }
        }
    }
}
