import Foundation
@testable import MotionRender
import MotionTestSupport
import XCTest

/// The display list a frame records: what it holds, that it is a value (equal frames give equal
/// lists), that a frame repeating the one before is kept and encoded once with the same bytes,
/// and that a scene drawing without bound fails naming the scene, the time and the limit.
final class DisplayListTests: XCTestCase {
    func testAFrameListsItsDrawingCallsInOrderWithTheirState() throws {
        let scene = ClosureScene { c, _ in
            c.circle(CGPoint(x: 40, y: 40), 10, MotionColor(hex: 0x336699))
            var faded = c
            faded.fade(0.5)
            faded.context.translateBy(x: 10, y: 0)
            faded.stroke(MotionPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20)), with: .black, lineWidth: 2)
            c.drawLayer(opacity: 0.25) { layer in layer.text("Hi", at: CGPoint(x: 100, y: 100), color: .black) }
        }
        let list = try MotionRenderer.displayList(scene, at: 0.5, options: RenderOptions(size: .scale(2)))
        XCTAssertEqual(list.items.map(\.operation.name), ["paint", "fill", "stroke", "layer"])
        XCTAssertEqual(list.totalCount, 5, "the layer's text counts too")
        guard case let .fill(.circle(center, radius), shading, _) = list.items[1].operation else { return XCTFail("\(list.items[1])") }
        XCTAssertEqual(center, CGPoint(x: 40, y: 40))
        XCTAssertEqual(radius, 10)
        XCTAssertEqual(shading, .color(MotionColor(hex: 0x336699)))
        // The state: the box transform at scale 2, then the copy's own move and opacity.
        XCTAssertEqual(list.items[1].state.transform, MotionTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0))
        XCTAssertEqual(list.items[2].state.transform, MotionTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0))
        XCTAssertEqual(list.items[2].state.opacity, 0.5)
        XCTAssertEqual(list.items[3].state.opacity, 0.25)
        guard case .layer(let layer) = list.items[3].operation, case .text(let text, _) = layer.content.items.first?.operation else {
            return XCTFail("\(list.items[3])")
        }
        XCTAssertEqual(text.request.string, "Hi")
        XCTAssertEqual(text.lines.flatMap { $0.flatMap(\.glyphs) }.count, 2, "the glyphs were shaped when recorded")
    }

    func testEqualFramesGiveEqualListsAndTheFirstDifferenceIsNamed() throws {
        let scene = ClosureScene(duration: 2, stillTime: 1) { c, t in
            c.rect(CGRect(x: 0, y: 0, width: 360, height: 280), .white)
            c.circle(CGPoint(x: 100 + 50 * min(t, 1), y: 100), 20, .black)
        }
        let a = try MotionRenderer.displayList(scene, at: 1, options: RenderOptions())
        XCTAssertEqual(a, try MotionRenderer.displayList(scene, at: 1.5, options: RenderOptions()), "at rest")
        XCTAssertEqual(a.hashValue, try MotionRenderer.displayList(scene, at: 1.5, options: RenderOptions()).hashValue)
        let b = try MotionRenderer.displayList(scene, at: 0.5, options: RenderOptions())
        XCTAssertNotEqual(a, b)
        XCTAssertEqual(a.firstDifference(from: b)?.description, "command 2: fill shape circle at (150, 100) r 20 vs circle at (125, 100) r 20")
    }

    func testARepeatedFrameIsKeptAndEncodedOnceWithTheSameBytes() throws {
        // Moving for a second, then at rest.
        let scene = ClosureScene(duration: 3, stillTime: 2) { c, t in
            c.rect(CGRect(x: 0, y: 0, width: 360, height: 280), .linearGradient(Gradient(colors: [.white, .black]), startPoint: .top, endPoint: .bottom))
            c.circle(CGPoint(x: 60 + 200 * min(t, 1), y: 140), 30, MotionColor(hex: 0xCC3300))
        }
        let times = (0..<30).map { Double($0) / 10 }
        let rasterizer = try FrameRasterizer(scene: scene, options: RenderOptions(size: .scale(2)))
        for t in times {
            try rasterizer.draw(at: t)
            XCTAssertEqual(try rasterizer.pngData(), try MotionRenderer.render(scene, at: t, options: RenderOptions(size: .scale(2))), "t = \(t)")
        }
        // Frames 11…29 repeat frame 10 (t = 1 s).
        XCTAssertEqual(rasterizer.reusedFrames, 19)
    }

    func testASettlingFrameKeepsItsPNGOnlyWhenEveryPixelIsTheSame() throws {
        // A spring-like settle: the circle's position moves by less and less, never exactly still.
        let settling = ClosureScene(duration: 3, stillTime: 2) { c, t in
            c.rect(CGRect(x: 0, y: 0, width: 360, height: 280), .white)
            c.circle(CGPoint(x: 60 + 200 * (1 - exp(-8 * t)), y: 140), 30, MotionColor(hex: 0xCC3300))
        }
        // Creeping by 0.0008 px a frame (at scale 2): nearly equal every time, some frames' edge pixels change.
        let creeping = ClosureScene(duration: 3, stillTime: 2) { c, t in
            c.rect(CGRect(x: 0, y: 0, width: 360, height: 280), .white)
            c.circle(CGPoint(x: 100.3 + 0.004 * t, y: 140.7), 30.2, MotionColor(hex: 0x3366CC))
        }
        for (settles, scene) in [(true, settling), (false, creeping)] {
            let rasterizer = try FrameRasterizer(scene: scene, options: RenderOptions(size: .scale(2)))
            for i in 0..<30 {
                let t = Double(i) / 10
                try rasterizer.draw(at: t)
                XCTAssertEqual(try rasterizer.pngData(), try MotionRenderer.render(scene, at: t, options: RenderOptions(size: .scale(2))), "t = \(t)")
            }
            XCTAssertEqual(rasterizer.reusedFrames, 0, "no list repeats exactly")
            XCTAssertLessThanOrEqual(rasterizer.reusedEncodings, rasterizer.comparedFrames)
            if settles {
                // From about t = 1.6 s the moves are under a thousandth of a pixel.
                XCTAssertGreaterThanOrEqual(rasterizer.reusedEncodings, 10)
            } else {
                XCTAssertEqual(rasterizer.comparedFrames, 29, "every frame after the first is nearly the one before")
                // Some of them moved an edge pixel by a level: drawn and encoded anew.
                XCTAssertLessThan(rasterizer.reusedEncodings, rasterizer.comparedFrames)
            }
        }
    }

    func testAFrameReadingItsPixelsIsAlwaysDrawn() throws {
        let scene = ClosureScene { c, _ in
            c.rect(CGRect(x: 0, y: 0, width: 360, height: 280), .white)
            _ = c.pixels(in: PixelRegion(minX: 0, minY: 0, maxX: 0, maxY: 0))
        }
        let rasterizer = try FrameRasterizer(scene: scene, options: RenderOptions())
        for _ in 0..<3 { try rasterizer.draw(at: 0.5) }
        XCTAssertEqual(rasterizer.reusedFrames, 0)
    }

    func testAListOverItsLimitsFailsNamingTheSceneTimeAndLimit() throws {
        let folder = try makeTemporaryFolder(self)
        let endless = ClosureScene(name: "endless") { c, _ in
            for i in 0...RenderLimits.displayItems { c.circle(CGPoint(x: Double(i % 360), y: 10), 1, .black) }
        }
        let deep = ClosureScene(name: "deep") { c, _ in
            func nest(_ c: inout MotionCanvas, _ depth: Int) {
                guard depth > 0 else { return c.circle(CGPoint(x: 10, y: 10), 5, .black) }
                c.drawLayer { nest(&$0, depth - 1) }
            }
            nest(&c, RenderLimits.displayDepth + 1)
        }
        let huge = ClosureScene(name: "huge") { c, _ in
            var path = MotionPath()
            path.move(to: .zero)
            for i in 0...RenderLimits.displayElements { path.addLine(to: CGPoint(x: Double(i % 360), y: 20)) }
            c.stroke(path, with: .black, lineWidth: 1)
        }
        for (scene, limit) in [(endless, "RenderLimits.displayItems"), (deep, "RenderLimits.displayDepth"), (huge, "RenderLimits.displayElements")] {
            for format in RenderFormat.allCases {
                let url = folder.appendingPathComponent("\(scene.name).\(format.rawValue)")
                XCTAssertThrowsError(try MotionRenderer.render(scene, at: 0.5, options: RenderOptions(format: format), to: url)) { error in
                    let message = "\(error)"
                    XCTAssertTrue(message.contains("'\(scene.name)'") && message.contains("0.5") && message.contains(limit), message)
                    XCTAssertFalse(message.contains("\n"), message)
                }
                XCTAssertFalse(FileManager.default.fileExists(atPath: url.path), "\(url.lastPathComponent) was written")
            }
        }
    }
}
