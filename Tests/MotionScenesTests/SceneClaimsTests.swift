import Foundation
import MotionRender
import MotionTimeline
import MotionChess
import MotionScenes
import MotionTestSupport
import XCTest

/// The seed's claims about its scenes, checked on pixels, with expected positions computed here
/// from the seed's numbers.
final class SceneClaimsTests: XCTestCase {
    /// The seed's spring, written out again (damping 0.78).
    private func spring(_ x: Double, _ w: Double) -> Double {
        guard x > 0 else { return 0 }
        let z = 0.78, wd = w * (1 - z * z).squareRoot()
        return 1 - exp(-z * w * x) * (cos(wd * x) + z * w / wd * sin(wd * x))
    }

    /// Pixels within `tolerance` of `color` (per channel, 0…255), as (x, y) in box points at scale 1.
    private func pixels(of color: MotionColor, in image: RasterImage, tolerance: Int = 6,
                        where region: (Int, Int) -> Bool = { _, _ in true }) -> [(Int, Int)] {
        let target = [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
        var found: [(Int, Int)] = []
        for y in 0..<image.height {
            for x in 0..<image.width where region(x, y) {
                let p = image[x, y]
                if abs(Int(p.r) - target[0]) <= tolerance, abs(Int(p.g) - target[1]) <= tolerance,
                   abs(Int(p.b) - target[2]) <= tolerance { found.append((x, y)) }
            }
        }
        return found
    }

    private func hex(_ text: String) throws -> MotionColor { try MotionColor(hex: text) }

    func testBadgeIsCentredAtTheStillFrame() throws {
        let image = try MotionRenderer.raster(CoinsScene(), at: 4.4, options: RenderOptions(size: .scale(2)))
        let gold = try PaletteSet.builtIn().light.gold
        let found = pixels(of: gold, in: image)
        XCTAssertGreaterThan(found.count, 1000, "the badge's gold rim is visible")
        let xs = found.map(\.0), ys = found.map(\.1)
        // The ring's centre in the seed: (180, 124); the badge's rim is 56 pt in radius.
        XCTAssertEqual(Double(xs.min()! + xs.max()!) / 2 / 2, 180, accuracy: 1, "centred horizontally")
        XCTAssertEqual(Double(ys.min()! + ys.max()!) / 2 / 2, 124, accuracy: 1, "centred on the ring")
        XCTAssertEqual(Double(xs.max()! - xs.min()! + 1) / 2, 112, accuracy: 2, "fully flipped in: 2 × 56 pt wide")
    }

    func testSofiasCardSettlesAtX62() throws {
        let expected = 180 + (62 - 180) * spring(4.6 - 2.0, 9)
        XCTAssertEqual(expected, 62, accuracy: 0.5, "the spring has settled by the still frame")
        let image = try MotionRenderer.raster(BotsScene(), at: 4.6, options: RenderOptions(size: .scale(2)))
        let accent = try PaletteSet.builtIn().light.accent
        // The picked card's ring, left of the board (which starts at x = 132).
        let ring = pixels(of: accent, in: image, where: { x, _ in x < 2 * 128 })
        XCTAssertGreaterThan(ring.count, 200)
        let xs = ring.map(\.0)
        XCTAssertEqual(Double(xs.min()! + xs.max()!) / 2 / 2, expected, accuracy: 1.5)
    }

    func testPawnsStandOnE4AndE5WithTheLastMoveHighlighted() throws {
        let theme = try XCTUnwrap(try boardTheme("green"))
        let light = try hex(theme["light"]!), dark = try hex(theme["dark"]!), highlight = try hex(theme["highlight"]!)
        let image = try MotionRenderer.raster(BotsScene(), at: 4.6, options: RenderOptions(size: .scale(2)))
        // Board origin (132, 40), 25-pt squares, rank 8 on top: square (file, rank) centre in pixels at scale 2.
        func centre(_ file: Int, _ rank: Int) -> (Int, Int) { (2 * (132 + file * 25 + 12), 2 * (40 + (7 - rank) * 25 + 12)) }
        func colour(_ c: (Int, Int)) -> [Int] { let p = image[c.0, c.1]; return [Int(p.r), Int(p.g), Int(p.b)] }
        func rgb(_ c: MotionColor) -> [Int] { [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) } }
        func over(_ top: MotionColor, _ bottom: MotionColor) -> [Int] {
            zip([top.red, top.green, top.blue], [bottom.red, bottom.green, bottom.blue]).map {
                Int((($0 * top.alpha + $1 * (1 - top.alpha)) * 255).rounded())
            }
        }
        func close(_ a: [Int], _ b: [Int], _ what: String) {
            XCTAssertTrue(zip(a, b).allSatisfy { abs($0 - $1) <= 3 }, "\(what): \(a) vs \(b)")
        }
        // a1 is dark. e2 (light) is empty again; e7 (dark) is empty and highlighted; e4 (light) holds
        // white's pawn; e5 (dark, highlighted) holds black's.
        close(colour(centre(4, 1)), rgb(light), "e2 is empty")
        close(colour(centre(4, 6)), over(highlight, dark), "e7 is empty and highlighted as the last move's source")
        XCTAssertFalse(zip(colour(centre(4, 3)), rgb(light)).allSatisfy { abs($0 - $1) <= 3 }, "a piece stands on e4")
        XCTAssertFalse(zip(colour(centre(4, 4)), over(highlight, dark)).allSatisfy { abs($0 - $1) <= 3 }, "a piece stands on e5")
        // The highlight shows around the e5 pawn: a corner of the square.
        close(colour((2 * (132 + 4 * 25) + 2, 2 * (40 + 3 * 25) + 2)), over(highlight, dark), "e5's corner is highlighted")
        // d4/d5 stay plain (no stray highlight).
        close(colour(centre(3, 3)), rgb(dark), "d4 plain")
        close(colour(centre(4, 2)), rgb(dark), "e3 plain: the pawn passed over it")
    }

    func testEveryLoopIsSeamless() throws {
        for scene in BuiltInScenes.all {
            let first = try MotionRenderer.raster(scene, at: 0), last = try MotionRenderer.raster(scene, at: scene.duration)
            XCTAssertEqual(first, last, "\(scene.name): frames at 0 and at the duration differ")
            let background = try PaletteSet.builtIn().light.background
            XCTAssertEqual(pixels(of: background, in: first, tolerance: 0).count, first.width * first.height,
                           "\(scene.name): fully faded at t = 0")
        }
    }

    func testLivePlaybackHandsOverToTheStillFrameWithoutAJump() throws {
        for scene in BuiltInScenes.all {
            let restAt = (scene.duration + scene.stillTime) / scene.speed
            let before = try MotionRenderer.sceneTime(scene, playback: .live, elapsed: restAt - 1.0 / 60)
            let resting = try MotionRenderer.sceneTime(scene, playback: .live, elapsed: restAt)
            XCTAssertEqual(resting, scene.stillTime)
            XCTAssertEqual(before, scene.stillTime - scene.speed / 60, accuracy: 1e-9, "\(scene.name): inside the second loop")
            let a = try MotionRenderer.raster(scene, at: before), b = try MotionRenderer.raster(scene, at: resting)
            let difference = try XCTUnwrap(ImageDifference(a, b, threshold: 48))
            XCTAssertLessThan(difference.differingFraction, 0.01, "\(scene.name): \(difference)")
            // Speed: one real second is `speed` scene seconds in the first loop.
            XCTAssertEqual(try MotionRenderer.sceneTime(scene, playback: .live, elapsed: 1), min(scene.speed, scene.duration), accuracy: 1e-12)
            XCTAssertEqual(try MotionRenderer.sceneTime(scene, playback: .live, elapsed: 1, reduceMotion: true), scene.stillTime)
        }
        // Bots at speed 1.2: the second loop starts after 5 real seconds.
        XCTAssertEqual(try MotionRenderer.sceneTime(BotsScene(), playback: .live, elapsed: 5.5), 0.6, accuracy: 1e-12)
    }

    func testClockLaysOutAroundTheHinge() throws {
        func frame(_ posture: Posture) throws -> RasterImage {
            try MotionRenderer.raster(ClockScene(), at: 4.0,
                                      options: RenderOptions(device: DeviceEnvironment(device: .foldable, posture: posture)))
        }
        let tabletop = try frame(.tabletop), open = try frame(.open), closed = try frame(.closed)
        let hinge = try XCTUnwrap(DeviceEnvironment(device: .foldable, posture: .tabletop).hinge(in: CGSize(width: 360, height: 280)))
        XCTAssertEqual(hinge, CGRect(x: 0, y: 136, width: 360, height: 8))
        // The hinge band is drawn across the box, and nothing else crosses it.
        let band = tabletop[5, 140], above = tabletop[5, 130]
        XCTAssertNotEqual([band.r, band.g, band.b], [above.r, above.g, above.b], "the tabletop hinge is drawn")
        XCTAssertNotEqual(open, closed, "open and closed postures differ")
        XCTAssertNotEqual(tabletop, open)
    }

    func testUnknownSettingsFailTheRenderInsteadOfDrawingWithout() {
        // A set named by the user is checked when it is resolved, before anything is drawn…
        XCTAssertThrowsError(try PieceTheme(argument: "wooden")) { error in
            XCTAssertTrue("\(error)".contains("unknown piece set 'wooden'"), "\(error)")
        }
        // …and a set put into the environment unchecked fails the render, naming the missing file.
        var options = RenderOptions()
        options[PieceSetKey.self] = PieceTheme(name: "wooden")
        XCTAssertThrowsError(try MotionRenderer.raster(BotsScene(), at: 4.6, options: options)) { error in
            guard case let .sceneProblem(scene, _, detail)? = error as? RenderError else { return XCTFail("\(error)") }
            XCTAssertEqual(scene, "bots")
            XCTAssertTrue(detail.contains("pieces/wooden/"), detail)
        }
    }

    func testFrameCountsAreCheckedBeforeAnythingIsAllocated() {
        XCTAssertThrowsError(try FrameSequence.times(fps: 240, from: 0, to: 1e300)) {
            XCTAssertTrue("\($0)".contains("frame count 2.4e+302 is invalid: expected 1...100000 frames in a sequence"), "\($0)")
        }
    }

    func testRegistryRejectsBadScenesNamingThem() {
        struct Bad: MotionScene {
            var name: String
            var duration: Double = 2
            var stillTime: Double = 1
            var phases: [ScenePhase] = []
            func draw(_ canvas: inout MotionCanvas, t: Double) {}
        }
        let cases: [(Bad, String)] = [
            (Bad(name: "late", stillTime: 3), "scene 'late' cannot be registered: stillTime 3.0 is outside 0...2.0"),
            (Bad(name: "order", phases: [ScenePhase("b", 1), ScenePhase("a", 0.5)]), "scene 'order' cannot be registered: phase 'a' at 0.5 comes before"),
            (Bad(name: "past", phases: [ScenePhase("x", 5)]), "phase 'x' starts at 5.0, outside 0...2.0"),
            (Bad(name: "zero", duration: 0, stillTime: 0), "duration 0.0 must be greater than 0 and at most 86400 seconds"),
            (Bad(name: "endless", duration: 1e300, stillTime: 0), "scene 'endless' cannot be registered: duration 1e+300 must be greater than 0"),
        ]
        for (scene, message) in cases {
            XCTAssertThrowsError(try SceneRegistry([scene])) { XCTAssertTrue("\($0)".contains(message), "\($0)") }
        }
        XCTAssertThrowsError(try SceneRegistry([CoinsScene(), CoinsScene()])) {
            XCTAssertEqual("\($0)", "scene 'coins' cannot be registered: another scene already has this name")
        }
    }

    /// A board theme's entries read straight from the JSON file, independently of the chess module.
    private func boardTheme(_ name: String) throws -> [String: String]? {
        let url = try MotionResources.url("board-themes.json")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        let themes = json?["themes"] as? [[String: String]]
        return themes?.first { $0["name"] == name }
    }
}
