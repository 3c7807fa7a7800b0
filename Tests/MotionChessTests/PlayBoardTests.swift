import Foundation
import MotionCore
import MotionRender
import XCTest
@testable import MotionChess

/// Draws small boards and reads pixels back; expected colours come from the theme's hex values
/// blended here by the usual "over" formula.
final class PlayBoardTests: XCTestCase {
    private struct BoardScene: MotionScene {
        var fen = Position.startFEN
        var moves: [(String, String, Double)] = [("e2", "e4", 0.5)]
        var flipped = false
        var duration: Double { 3 }
        var stillTime: Double { 2 }
        var box: CGSize { CGSize(width: 200, height: 200) }
        func draw(_ c: inout MotionCanvas, t: Double) {
            let board = try! BoardTheme.named("green")
            playBoard(c, t: t, origin: .zero, side: 25, fen: fen, moves: moves, board: board, pieces: .classic,
                      flipped: flipped)
        }
    }

    private func rgb(_ hex: String) -> [Double] {
        let digits = Array(hex.dropFirst())
        return (0..<(digits.count / 2)).map { Double(Int(String(digits[2 * $0...2 * $0 + 1]), radix: 16)!) }
    }

    private func assertPixel(_ image: RasterImage, _ x: Int, _ y: Int, _ expected: [Double],
                             file: StaticString = #filePath, line: UInt = #line) {
        let p = image[x, y]
        let got = [Double(p.r), Double(p.g), Double(p.b)]
        for i in 0..<3 {
            XCTAssertEqual(got[i], expected[i], accuracy: 2.5, "pixel (\(x), \(y)): \(got) vs \(expected)", file: file, line: line)
        }
    }

    /// `top` with alpha over an opaque `bottom`, per channel.
    private func over(_ top: String, _ bottom: String) -> [Double] {
        let t = rgb(top), b = rgb(bottom), a = t[3] / 255
        return (0..<3).map { t[$0] * a + b[$0] * (1 - a) }
    }

    private let light = "#EBECD0", dark = "#739552", highlight = "#F5F16A8C"

    func testSquaresAndHighlight() throws {
        let scene = BoardScene()
        let before = try MotionRenderer.raster(scene, at: 0.2)
        // d4 (file 3, rank 3) is dark and empty: x 75–100, y 100–125.
        assertPixel(before, 87, 112, rgb(dark))
        // e4 is light and empty before the move; its corner stays clear of the piece after it.
        assertPixel(before, 102, 102, rgb(light))
        let after = try MotionRenderer.raster(scene, at: 2)
        assertPixel(after, 87, 112, rgb(dark))
        // e2 (x 100–125, y 150–175) and e4 carry the highlight over their light colour.
        assertPixel(after, 112, 162, over(highlight, light))
        assertPixel(after, 102, 102, over(highlight, light))
        // A pawn now stands on e4 and none on e2: the centre of e4 is not a board colour.
        let centre = after[112, 116]
        XCTAssertNotEqual([Double(centre.r), Double(centre.g), Double(centre.b)].map { $0.rounded() },
                          over(highlight, light).map { $0.rounded() })
    }

    func testFlippedPutsRankOneOnTop() throws {
        let image = try MotionRenderer.raster(BoardScene(moves: [], flipped: true), at: 1)
        // Flipped, h1 is the top-left square and its white rook's body covers the middle of it;
        // d5 (x 100–125, y 75–100 when flipped) is an empty dark square.
        let h1 = image[12, 12], d5 = image[112, 87]
        let brightness: Int = Int(h1.r) + Int(h1.g) + Int(h1.b)
        XCTAssertGreaterThan(brightness, 3 * 235, "white rook body is near white")
        XCTAssertEqual(Double(d5.g), rgb(dark)[1], accuracy: 2.5)
    }

    func testInvalidDataFailsTheRenderNamingTheValue() throws {
        let cases: [(BoardScene, String)] = [
            (BoardScene(fen: "not a fen"), "playBoard: "),
            (BoardScene(moves: [("e2", "e5", 0.5)]), "e2e5"),
            (BoardScene(moves: [("e3", "e4", 0.5)]), "e3"),
        ]
        for (scene, fragment) in cases {
            XCTAssertThrowsError(try MotionRenderer.raster(scene, at: 1)) { error in
                guard case let .sceneProblem(_, time, detail)? = error as? RenderError else { return XCTFail("\(error)") }
                XCTAssertEqual(time, 1)
                XCTAssertTrue(detail.contains(fragment), "\(detail) should name \(fragment)")
            }
        }
    }

    func testMissingPieceFileFailsTheRenderNamingTheFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pieces-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        struct FolderScene: MotionScene {
            let folder: String
            var duration: Double { 1 }
            var stillTime: Double { 0 }
            func draw(_ c: inout MotionCanvas, t: Double) {
                playBoard(c, t: t, origin: .zero, side: 25, fen: Position.startFEN, moves: [],
                          board: try! BoardTheme.named("green"), pieces: PieceTheme(name: folder))
            }
        }
        XCTAssertThrowsError(try MotionRenderer.raster(FolderScene(folder: folder.path), at: 0)) { error in
            XCTAssertTrue("\(error)".contains(folder.path), "\(error)")
        }
    }
}
