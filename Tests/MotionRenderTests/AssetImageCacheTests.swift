import Foundation
@testable import MotionRender
import MotionScenes
import MotionTestSupport
import XCTest

/// The raster asset cache (``AssetImageCache``) against the vector path, which replays each
/// asset's recording on every draw: assets on whole pixels give exactly its pixels, moving ones
/// stay within MAE 0.002 of it over their own rect and over whole frames, and everything the
/// rule excludes (rotations, flips, vector output) is drawn as before.
final class AssetImageCacheTests: XCTestCase {
    static let knight = try! SVGAssetCache.shared.resource("pieces/classic/wN.svg")
    static let queen = try! SVGAssetCache.shared.resource("pieces/classic/bQ.svg")
    static let pieces: [SVGAsset] = ["wK", "wQ", "wR", "wB", "wN", "wP", "bK", "bQ", "bR", "bB", "bN", "bP"]
        .map { try! SVGAssetCache.shared.resource("pieces/classic/\($0).svg") }

    /// The frame at `t` drawn with `scope` (a scope without images replays every recording).
    private func frame(_ scene: any MotionScene, _ t: Double, scale: Double, scope: AssetScope,
                       background: Bool = true) throws -> RasterImage {
        let options = RenderOptions(size: .scale(scale), background: background)
        let geometry = try OutputGeometry(box: scene.box, size: options.size, pixelLimit: options.pixelLimit)
        let image = try ImageSurface(geometry)
        try MotionRenderer.draw(scene, t, on: image.surface, geometry, try options.environment(box: scene.box), options, assets: scope)
        image.flush()
        return RasterImage(surface: image.surface)
    }

    private func vector(_ scene: any MotionScene, _ t: Double, scale: Double, background: Bool = true) throws -> RasterImage {
        try frame(scene, t, scale: scale, scope: AssetScope(cachesImages: false), background: background)
    }

    func testAssetsOnWholePixelsGiveTheRecordingsPixels() throws {
        // Every piece at 75, 40 and 30 device pixels on whole pixels (scale 3), faded, clipped, in
        // a layer partly outside the image, and in a scene drawn inside the scene.
        let board = ClosureScene { c, _ in
            for (i, piece) in Self.pieces.enumerated() {
                let x = 10.0 + Double(i % 6) * 30, y = 10.0 + Double(i / 6) * 30
                c.image(piece, in: CGRect(x: x, y: y, width: 25, height: 25))
                var faded = c
                faded.fade(0.45)
                faded.image(piece, in: CGRect(x: x, y: y + 70, width: 40.0 / 3, height: 40.0 / 3))
                // Clipped by an ellipse (replays the recording), inside a whole-pixel rectangle clip
                // (from the image) and cut by one (replays the recording).
                var clipped = c
                clipped.clip(to: MotionPath(ellipseIn: CGRect(x: x + 2, y: y + 140, width: 18, height: 21)))
                clipped.image(piece, in: CGRect(x: x, y: y + 140, width: 10, height: 10))
                var inside = c, cut = c
                inside.clip(to: MotionPath(rect: CGRect(x: x - 1, y: y + 209, width: 27, height: 27)))
                inside.image(piece, in: CGRect(x: x, y: y + 210, width: 25, height: 25))
                cut.clip(to: MotionPath(rect: CGRect(x: x + 185, y: y + 210, width: 10, height: 27)))
                cut.image(piece, in: CGRect(x: x + 180, y: y + 210, width: 25, height: 25))
                c.drawLayer(opacity: 0.7) { layer in
                    layer.image(piece, in: CGRect(x: x + 190, y: y + 140, width: 25, height: 25))
                }
            }
        }
        let inner = ClosureScene(box: CGSize(width: 180, height: 140)) { c, _ in
            c.image(Self.knight, in: CGRect(x: 20, y: 20, width: 50, height: 50))
            c.image(Self.knight, in: CGRect(x: 90, y: 20, width: 50, height: 50))
        }
        let composed = ClosureScene { c, _ in
            try? c.draw(inner, at: 0.5, in: CGRect(x: 0, y: 0, width: 360, height: 280))
            try? c.draw(inner, at: 0.5, in: CGRect(x: 180, y: 140, width: 180, height: 140))
        }
        for (name, scene) in [("board", board), ("composed", composed)] {
            let scope = AssetScope()
            _ = try frame(scene, 0.5, scale: 3, scope: scope)
            let cached = try frame(scene, 0.5, scale: 3, scope: scope)
            XCTAssertGreaterThanOrEqual(scope.images!.count.images, 2, "\(name): the second frame draws from images")
            let difference = try XCTUnwrap(ImageDifference(cached, try vector(scene, 0.5, scale: 3)))
            XCTAssertEqual(difference.maximumChannelDelta, 0, "\(name): \(difference)")
        }
    }

    func testTheCoachSceneDrawsTheSamePixelsThroughTheCache() throws {
        // Bitmaps, filtered layers, masks and shadows around SVG assets: what the cache leaves
        // to the recordings must still look the same.
        for t in [0.0, 1.2, 3.6] {
            let cached = try frame(CoachScene(), t, scale: 3, scope: AssetScope())
            let difference = try XCTUnwrap(ImageDifference(cached, try vector(CoachScene(), t, scale: 3)))
            XCTAssertEqual(difference.maximumChannelDelta, 0, "coach at \(t) s: \(difference)")
        }
    }

    func testAMovingPieceStaysWithinMAE0002OverItsRect() throws {
        // Device pixels (scale 1): the piece's origin at 8 × 8 sub-pixel offsets, measured over the
        // piece's rect plus one pixel each side, as the design's measurements were.
        for (asset, side) in [(Self.knight, 75.0), (Self.knight, 40.0), (Self.queen, 75.0), (Self.queen, 168.0)] {
            var worst = 0.0, cachedDraws = 0
            for i in 0..<8 {
                for j in 0..<8 {
                    let x = 1 + Double(i) / 8, y = 1 + Double(j) / 8
                    let scene = ClosureScene(box: CGSize(width: side + 3, height: side + 3)) { c, _ in
                        c.image(asset, in: CGRect(x: x, y: y, width: side, height: side))
                    }
                    let scope = AssetScope()
                    _ = try frame(scene, 0.5, scale: 1, scope: scope)
                    let cached = try frame(scene, 0.5, scale: 1, scope: scope)
                    cachedDraws += scope.images!.count.images
                    let mae = try XCTUnwrap(ImageDifference(cached, try vector(scene, 0.5, scale: 1))).meanAbsoluteError
                    worst = max(worst, mae)
                }
            }
            XCTAssertEqual(cachedDraws, 64, "\(asset.name) at \(side) px: every offset drawn from an image")
            XCTAssertLessThanOrEqual(worst, 0.002, "\(asset.name) at \(side) px")
        }
    }

    /// Sixteen pieces gliding between squares (most frames between pixels), fading in and out, at
    /// 1080 × 840: a frame sequence's frames against the vector path.
    static let gliding = ClosureScene(duration: 3) { c, t in
        for (i, piece) in (pieces + pieces.prefix(4)).enumerated() {
            let k = Motion.clamp(t / 3 + Double(i) * 0.013)
            let x = 8 + Double(i % 8) * 42 + 37 * sin(k * 2.1 + Double(i)), y = 20 + Double(i / 8) * 120 + 55 * k
            var faded = c
            faded.fade(0.35 + 0.65 * abs(cos(t * 1.7 + Double(i))))
            faded.image(piece, in: CGRect(x: x, y: y, width: 40, height: 40))
        }
    }

    func testFrameSequencesOfMovingPiecesStayWithinMAE0002OfTheVectorPath() throws {
        for (name, scene, times) in [("gliding", Self.gliding as any MotionScene, (0..<45).map { Double($0) / 15 }),
                                     ("bots", BotsScene(), (0..<60).map { Double($0) * 0.1 })] {
            let rasterizer = try FrameRasterizer(scene: scene, options: RenderOptions(size: .scale(3)))
            var worst = 0.0, exactFrames = 0
            for t in times {
                try rasterizer.draw(at: t)
                let difference = try XCTUnwrap(ImageDifference(rasterizer.image(), try vector(scene, t, scale: 3)))
                worst = max(worst, difference.meanAbsoluteError)
                if difference.maximumChannelDelta == 0 { exactFrames += 1 }
            }
            XCTAssertLessThanOrEqual(worst, 0.002, name)
            XCTAssertLessThan(exactFrames, times.count, "\(name): some frames have moving assets drawn from images")
        }
    }

    func testFramesDoNotDependOnWhatTheCacheHolds() throws {
        // One rasterizer forwards, one backwards, and single renders: the same pixels for each time.
        let times = (0..<20).map { Double($0) * 0.15 }
        let options = RenderOptions(size: .scale(3))
        let forwards = try FrameRasterizer(scene: Self.gliding, options: options)
        let backwards = try FrameRasterizer(scene: Self.gliding, options: options)
        var drawn: [Double: RasterImage] = [:]
        for t in times.reversed() {
            try backwards.draw(at: t)
            drawn[t] = backwards.image()
        }
        for t in times {
            try forwards.draw(at: t)
            let single = try MotionRenderer.raster(Self.gliding, at: t, options: options)
            XCTAssertEqual(forwards.image(), single, "t = \(t), forwards")
            XCTAssertEqual(drawn[t], single, "t = \(t), backwards")
        }
    }

    func testRotatedFlippedAndSkewedAssetsReplayTheirRecordings() throws {
        let scene = ClosureScene { c, _ in
            var rotated = c
            rotated.context.translateBy(x: 60, y: 60)
            rotated.context.rotate(by: 0.3)
            rotated.image(Self.knight, in: CGRect(x: -20, y: -20, width: 40, height: 40))
            var flipped = c
            flipped.context.translateBy(x: 200, y: 40)
            flipped.context.scaleBy(x: -1, y: 1)
            flipped.image(Self.knight, in: CGRect(x: 0, y: 0, width: 40, height: 40))
            var skewed = c
            skewed.context.concatenate(MotionTransform(a: 1, b: 0, c: 0.4, d: 1, tx: 100, ty: 150))
            skewed.image(Self.queen, in: CGRect(x: 0, y: 0, width: 40, height: 40))
        }
        let scope = AssetScope()
        _ = try frame(scene, 0.5, scale: 3, scope: scope)
        let second = try frame(scene, 0.5, scale: 3, scope: scope)
        XCTAssertEqual(scope.images!.count.keys, 0, "none of them is a key of the cache")
        XCTAssertEqual(second, try vector(scene, 0.5, scale: 3))
    }

    func testVectorOutputNeverUsesTheCache() throws {
        let scene = ClosureScene { c, _ in
            c.image(Self.knight, in: CGRect(x: 10, y: 10, width: 40, height: 40))
            c.image(Self.knight, in: CGRect(x: 60, y: 10, width: 40, height: 40))
        }
        for format in [RenderFormat.svg, .pdf] {
            let scope = AssetScope()
            let options = RenderOptions(format: format)
            let geometry = try OutputGeometry(box: scene.box, size: options.size, pixelLimit: options.pixelLimit)
            let environment = try options.environment(box: scene.box)
            if format == .svg {
                let recorder = DisplayRecorder()
                try MotionRenderer.record(scene, 0.5, recorder, geometry, environment, options, assets: scope)
                _ = SVGWriter(width: Double(geometry.width), height: Double(geometry.height), prefix: "v", writesText: true, assets: scope)
                    .document(recorder.list, title: "", description: "", decorative: false)
            } else {
                let pdf = try PDFSurface(width: Double(geometry.width), height: Double(geometry.height), title: "vector")
                try MotionRenderer.draw(scene, 0.5, on: pdf.surface, geometry, environment, options, assets: scope)
            }
            XCTAssertEqual(scope.images!.count.keys, 0, "\(format)")
        }
    }

    func testTheCacheIsBounded() throws {
        // 300 sizes, each drawn twice per frame: at most 256 keys at a time.
        let scene = ClosureScene(box: CGSize(width: 400, height: 400)) { c, _ in
            for i in 0..<300 {
                let side = 41 + Double(i) * 0.5
                c.image(Self.knight, in: CGRect(x: 0, y: 0, width: side, height: side))
                c.image(Self.knight, in: CGRect(x: 0, y: 0, width: side, height: side))
            }
        }
        let scope = AssetScope()
        let cached = try frame(scene, 0.5, scale: 1, scope: scope, background: false)
        let count = scope.images!.count
        XCTAssertLessThanOrEqual(count.keys, AssetImageCache.maximumEntries)
        XCTAssertGreaterThan(count.images, 0)
        XCTAssertLessThanOrEqual(count.bytes, AssetImageCache.maximumBytes + 400 * 400 * 4)
        XCTAssertEqual(cached, try vector(scene, 0.5, scale: 1, background: false), "every size on whole pixels is exact")
    }
}
