import Foundation
import MotionCore
import XCTest
@testable import MotionChess

final class BoardThemeTests: XCTestCase {
    /// `Resources/` of this checkout, found from this file's path.
    private let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources")

    func testShippedThemesParse() throws {
        let data = try Data(contentsOf: resources.appendingPathComponent("board-themes.json"))
        let themes = try BoardTheme.themes(fromJSON: data)
        let names = themes.map(\.name)
        for required in ["green", "brown", "blue", "grey"] {
            XCTAssertTrue(names.contains(required), "\(names)")
        }
        for theme in themes {
            XCTAssertEqual(theme.light.alpha, 1, theme.name)
            XCTAssertEqual(theme.dark.alpha, 1, theme.name)
            XCTAssertLessThan(theme.highlight.alpha, 1, theme.name)
            XCTAssertGreaterThan(theme.highlight.alpha, 0.2, theme.name)
            // Yellowish: more red and green than blue.
            XCTAssertGreaterThan(min(theme.highlight.red, theme.highlight.green), theme.highlight.blue + 0.3, theme.name)
            // Light squares are lighter than dark ones.
            let luma = { (c: MotionColor) in 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue }
            XCTAssertGreaterThan(luma(theme.light), luma(theme.dark) + 0.15, theme.name)
        }
    }

    func testDecodesHexColours() throws {
        let json = ##"{"themes":[{"name":"t","light":"#FFFFFF","dark":"#000000","highlight":"#FF000080","coordinatesOnLight":"#000000","coordinatesOnDark":"#FFFFFF"}]}"##
        let theme = try XCTUnwrap(BoardTheme.themes(fromJSON: Data(json.utf8)).first)
        XCTAssertEqual(theme.highlight, MotionColor(red: 1, green: 0, blue: 0, alpha: 128.0 / 255))
        XCTAssertEqual(theme.color(of: try Square("a1")), theme.dark)
        XCTAssertEqual(theme.color(of: try Square("h1")), theme.light)
        XCTAssertEqual(theme.coordinateColor(on: try Square("a1")), MotionColor(red: 1, green: 1, blue: 1))
    }

    func testBadThemesNameTheProblem() {
        let badColour = ##"{"themes":[{"name":"t","light":"#GGGGGG","dark":"#000000","highlight":"#FF000080","coordinatesOnLight":"#000000","coordinatesOnDark":"#FFFFFF"}]}"##
        XCTAssertThrowsError(try BoardTheme.themes(fromJSON: Data(badColour.utf8))) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("\"t\"") && text.contains("light") && text.contains("#GGGGGG"), text)
        }
        let twice = ##"{"themes":[{"name":"t","light":"#FFFFFF","dark":"#000000","highlight":"#FF000080","coordinatesOnLight":"#000000","coordinatesOnDark":"#FFFFFF"},{"name":"t","light":"#FFFFFF","dark":"#000000","highlight":"#FF000080","coordinatesOnLight":"#000000","coordinatesOnDark":"#FFFFFF"}]}"##
        XCTAssertThrowsError(try BoardTheme.themes(fromJSON: Data(twice.utf8))) { error in
            XCTAssertEqual(error as? ChessError, .invalidBoardThemes("theme \"t\" is listed twice"))
        }
        XCTAssertThrowsError(try BoardTheme.themes(fromJSON: Data("nope".utf8))) { error in
            guard case .invalidBoardThemes? = error as? ChessError else { return XCTFail("\(error)") }
        }
    }

    func testPieceSetsHaveAllTwelveFiles() throws {
        for theme in PieceTheme.builtIn {
            let folder = resources.appendingPathComponent("pieces/\(theme.name)")
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".svg") }
            XCTAssertEqual(Set(files), ["wK.svg", "wQ.svg", "wR.svg", "wB.svg", "wN.svg", "wP.svg",
                                        "bK.svg", "bQ.svg", "bR.svg", "bB.svg", "bN.svg", "bP.svg"], theme.name)
            XCTAssertEqual(theme.assetPath(for: Piece(.black, .knight)), "pieces/\(theme.name)/bN.svg")
            for file in files {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                XCTAssertTrue(text.contains(#"viewBox="0 0 45 45""#), file)
                XCTAssertFalse(text.contains("<image") || text.contains("<text") || text.contains("href"), file)
                XCTAssertLessThan(text.utf8.count, 4096, file)
            }
        }
    }

    func testTheDefaultThemeInCodeIsTheFilesFirstTheme() throws {
        let data = try Data(contentsOf: resources.appendingPathComponent("board-themes.json"))
        let first = try XCTUnwrap(try BoardTheme.themes(fromJSON: data).first)
        XCTAssertEqual(first.name, "green")
        for (a, b) in [(first.light, BoardTheme.green.light), (first.dark, BoardTheme.green.dark),
                       (first.highlight, BoardTheme.green.highlight),
                       (first.coordinatesOnLight, BoardTheme.green.coordinatesOnLight),
                       (first.coordinatesOnDark, BoardTheme.green.coordinatesOnDark)] {
            XCTAssertEqual(a.description, b.description)
        }
        XCTAssertEqual(BoardThemeKey.defaultValue, BoardTheme.green)
    }

    func testArgumentsResolveNamesFilesAndCustomColours() throws {
        XCTAssertEqual(try BoardTheme(argument: "blue").name, "blue")
        let custom = try BoardTheme(argument: "#FFFFFF/#000000")
        XCTAssertEqual(custom.light, .white)
        XCTAssertEqual(custom.dark, .black)
        XCTAssertEqual(custom.coordinatesOnLight, .black, "coordinates in the other square's colour")
        XCTAssertThrowsError(try BoardTheme(argument: "teal")) { XCTAssertTrue("\($0)".contains("teal"), "\($0)") }
        XCTAssertThrowsError(try BoardTheme(argument: "#FFF")) { XCTAssertTrue("\($0)".contains("#LIGHT/#DARK"), "\($0)") }
        XCTAssertThrowsError(try BoardTheme(argument: "/nonexistent/themes.json")) {
            XCTAssertTrue("\($0)".contains("/nonexistent/themes.json does not exist"), "\($0)")
        }
    }
}
