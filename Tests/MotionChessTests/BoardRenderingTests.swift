import Foundation
import MotionCore
import MotionRender
import XCTest
@testable import MotionChess

/// Boards as drawn: every shipped SVG parses, a piece in flight is where the seed's spring puts
/// it, a long PDF stores the pieces once, and a broken piece set is refused naming the file.
final class BoardRenderingTests: XCTestCase {
    private struct PawnScene: MotionScene {
        var duration: Double { 3 }
        var stillTime: Double { 2 }
        var box: CGSize { CGSize(width: 200, height: 200) }
        func draw(_ c: inout MotionCanvas, t: Double) {
            playBoard(c, t: t, origin: .zero, side: 25, fen: Position.startFEN, moves: [("e2", "e4", 0.5)],
                      board: try! BoardTheme.named("green"), pieces: .classic)
        }
    }

    /// The seed's spring, written out here (damping 0.78).
    private func spring(_ x: Double, _ w: Double) -> Double {
        guard x > 0 else { return 0 }
        let z = 0.78, wd = w * (1 - z * z).squareRoot()
        return 1 - exp(-z * w * x) * (cos(wd * x) + z * w / wd * sin(wd * x))
    }

    func testEveryShippedSVGRendersThroughLibrsvg() throws {
        let resources = try MotionResources.directory()
        var checked = 0
        for folder in ["pieces", "avatars"] {
            let root = resources.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".svg") } ?? []
            for file in files {
                let asset = try SVGAsset(contentsOf: root.appendingPathComponent(file))
                XCTAssertGreaterThan(asset.size.width, 0, file)
                checked += 1
            }
        }
        XCTAssertEqual(checked, 2 * 12 + 2 * 3, "two piece sets and two avatar styles")
    }

    /// The vertical centre, in box points, of the dark outline pixels in the e-file between e4 and e2.
    private func pawnOutlineCentre(at t: Double) throws -> Double {
        let image = try MotionRenderer.raster(PawnScene(), at: t, options: RenderOptions(size: .scale(2), background: false))
        var sum = 0.0, count = 0.0
        for y in 200..<350 {                                  // e4 top (y 100) to e2 bottom (y 175), at scale 2
            for x in 202..<248 {                              // inside the e-file (x 100–125)
                let p = image[x, y]
                let luminance = 0.2126 * Double(p.r) + 0.7152 * Double(p.g) + 0.0722 * Double(p.b)
                if luminance < 70 { sum += Double(y); count += 1 }
            }
        }
        XCTAssertGreaterThan(count, 20, "the pawn's outline is visible at t = \(t)")
        return sum / count / 2
    }

    func testAPieceInFlightFollowsTheSpring() throws {
        let atRest = try pawnOutlineCentre(at: 0.2)          // on e2 (centre y 162.5), before the move
        let landed = try pawnOutlineCentre(at: 2.5)          // on e4, 50 pt higher
        XCTAssertEqual(atRest - landed, 50, accuracy: 0.75)
        // Halfway by the spring: find x with S(x, 14) = 0.5 by bisection, then look at t = 0.5 + x.
        var low = 0.0, high = 0.3
        for _ in 0..<60 { let mid = (low + high) / 2; if spring(mid, 14) < 0.5 { low = mid } else { high = mid } }
        let half = try pawnOutlineCentre(at: 0.5 + low)
        XCTAssertEqual(atRest - half, 25, accuracy: 0.75, "halfway along the spring, halfway up")
        // Overshoot: the seed's spring peaks above 1, so the pawn passes e4 and comes back.
        let peakTime = Double.pi / (14 * (1 - 0.78 * 0.78).squareRoot())
        let overshoot = try pawnOutlineCentre(at: 0.5 + peakTime)
        XCTAssertEqual(atRest - overshoot, 50 * spring(peakTime, 14), accuracy: 0.75)
        XCTAssertGreaterThan(atRest - overshoot, 50.5)
    }

    func testThirtyPagesStoreThePiecesOnce() throws {
        let one = try MotionRenderer.renderPages(PawnScene(), times: [0.6])
        let thirty = try MotionRenderer.renderPages(PawnScene(), times: (0..<30).map { 0.5 + Double($0) * 0.02 })
        XCTAssertLessThan(Double(thirty.count), 0.25 * 30 * Double(one.count),
                          "30 pages: \(thirty.count) bytes, one page: \(one.count) bytes")
    }

    func testPieceSetWithABrokenFileIsRefusedNamingIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("set-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let classic = try MotionResources.directory().appendingPathComponent("pieces/classic")
        for file in try FileManager.default.contentsOfDirectory(atPath: classic.path) {
            try FileManager.default.copyItem(at: classic.appendingPathComponent(file), to: folder.appendingPathComponent(file))
        }
        let broken = folder.appendingPathComponent("bQ.svg")
        try FileManager.default.removeItem(at: broken)
        try Data("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"45\" height=\"45\"><g></svg>".utf8).write(to: broken)
        XCTAssertThrowsError(try PieceTheme(name: folder.path).asset(for: Piece(.black, .queen))) { error in
            guard case let .asset(file, message)? = error as? RenderError else { return XCTFail("\(error)") }
            XCTAssertEqual(file, broken.path)
            XCTAssertFalse(message.isEmpty, "librsvg's message")
        }
    }
}
