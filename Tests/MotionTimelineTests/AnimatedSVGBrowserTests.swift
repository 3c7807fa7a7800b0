import Foundation
import MotionScenes
import MotionTestSupport
import MotionTimeline
import XCTest

/// The animated SVG in headless Chromium, as an `<img>` (no script runs there): with the page's
/// clock under DevTools control (virtual time), the image shows at each moment the frame cairo
/// renders as PNG for that instant; it loops seamlessly; with reduced motion it shows the still
/// frame; two animations inlined in one page keep apart.
///
/// Tolerance (the foundation's, as for inlined SVG frames): Chromium and cairo rasterize edges and
/// glyphs slightly differently, so each crop may differ from the PNG by a mean absolute channel
/// error of at most 0.01 with at most 1 % of the pixels off by more than 96 of 255.
final class AnimatedSVGBrowserTests: XCTestCase {
    /// Coins from 1 s to 2 s at 10 fps: ten frames 0.1 s apart, every one different (the coins
    /// are flying in).
    private let scene = CoinsScene()
    private let fps = 10.0
    private var timing: AnimationTiming { get throws { try AnimationTiming.range(scene, fps: fps, from: 1, to: 2) } }

    func testImageShowsTheFrameOfEachMomentAndLoopsSeamlessly() throws {
        let folder = try makeTemporaryFolder(self)
        let timing = try self.timing
        let page = try writePage(AnimatedSVG(scene: scene, timing: timing, jobs: 2), in: folder)
        let references = try timing.times.map { try MotionRenderer.raster(scene, at: $0) }
        let browser = try VirtualTimeBrowser()
        defer { browser.close() }
        try browser.open(page, width: 400, height: 300)
        try browser.advance(30)

        // The image's clock starts when it has loaded: find it from the first frame change,
        // which happens 100 ms into the image's timeline.
        let first = try crop(browser.screenshot())
        try assertMatches(first, references[0], "the first frame")
        var changedAt: Double?
        while changedAt == nil, browser.now < 2000 {
            try browser.advance(5, step: 5)
            if try ImageDifference(crop(browser.screenshot()), first, threshold: 8)!.differingPixels > 50 { changedAt = browser.now }
        }
        let start = try XCTUnwrap(changedAt, "the image never changed frame") - 1000 / fps

        // Mid-frame moments over two loops, the second loop through the seam (frame 9 → 0): the
        // image shows that frame, and no other frame is as close to it.
        for (loop, step) in [(0, 3), (0, 6), (0, 9), (1, 0), (1, 1), (1, 7)] {
            let moment = start + (Double(loop * timing.times.count) + Double(step) + 0.5) * 1000 / fps
            try browser.advance(moment - browser.now, step: 20)
            let shot = try crop(browser.screenshot())
            let what = "loop \(loop + 1), frame \(step) (t = \(timing.times[step]) s) at \(Int(browser.now - start)) ms"
            try assertMatches(shot, references[step], what)
            let errors = references.map { ImageDifference(shot, $0)!.meanAbsoluteError }
            XCTAssertEqual(errors.indices.min { errors[$0] < errors[$1] }, step, "\(what): closest frames \(errors)")
        }
    }

    func testReducedMotionShowsTheStillFrame() throws {
        let folder = try makeTemporaryFolder(self)
        let page = try writePage(AnimatedSVG(scene: scene, timing: try timing, jobs: 2), in: folder)
        let still = try MotionRenderer.raster(scene, at: scene.stillTime)
        let browser = try VirtualTimeBrowser(reducedMotion: true)
        defer { browser.close() }
        try browser.open(page, width: 400, height: 300)
        for moment in [50.0, 420, 1330] {
            try browser.advance(moment - browser.now, step: 40)
            try assertMatches(try crop(browser.screenshot()), still, "reduced motion at \(moment) ms")
        }
    }

    func testTwoInlinedAnimationsPausedByTheWebAnimationsAPIShowTheirFrames() throws {
        let folder = try makeTemporaryFolder(self)
        let bots = BotsScene()
        let coinsTiming = try timing
        let botsTiming = try AnimationTiming.range(bots, fps: 12, from: 2, to: 4)   // 0.1 s of scene time a frame
        let svgs = [try AnimatedSVG(scene: scene, timing: coinsTiming, jobs: 2), try AnimatedSVG(scene: bots, timing: botsTiming, jobs: 2)]
        XCTAssertNotEqual(svgs[0].prefix, svgs[1].prefix)
        let page = folder.appendingPathComponent("inline.html")
        try InlinedSVGPage.write(svgs.map { String(decoding: $0.data, as: UTF8.self) }, tops: [0, 300], to: page)
        let browser = try VirtualTimeBrowser()
        defer { browser.close() }
        try browser.open(page, width: 400, height: 600, virtualTime: false)
        // 450 ms into both timelines: coins frame 4 (1.4 s), bots frame 5 (2 + 5 × 0.1 s).
        let result = try browser.call("Runtime.evaluate", ["expression": "document.getAnimations().forEach(a => { a.pause(); a.currentTime = 450 }); document.getAnimations().length",
                                                           "returnByValue": true])
        XCTAssertGreaterThan((result["result"] as? [String: Any])?["value"] as? Int ?? 0, 10, "the frames are CSS animations")
        let shot = try browser.screenshot()
        for (what, animated, top, timing, step) in [("coins", scene as any MotionScene, 0, coinsTiming, 4), ("bots", bots, 300, botsTiming, 5)] {
            let crop = shot.cropped(x: 0, y: top, width: 360, height: 280)
            let references = try timing.times.map { try MotionRenderer.raster(animated, at: $0) }
            try assertMatches(crop, references[step], "inlined \(what)")
            let errors = references.map { ImageDifference(crop, $0)!.meanAbsoluteError }
            XCTAssertEqual(errors.indices.min { errors[$0] < errors[$1] }, step, "inlined \(what): closest frames \(errors)")
        }
    }

    /// Every frame of every built-in scene at 5 fps, inlined in a page and set by the Web
    /// Animations API to the middle of its time window, shows what cairo renders for its instant:
    /// shared outlines placed with transforms, shared definitions and classes draw the same picture.
    func testEveryFrameOfTheBuiltInScenesMatchesItsRender() throws {
        let folder = try makeTemporaryFolder(self)
        let browser = try VirtualTimeBrowser()
        defer { browser.close() }
        let fps = 5.0
        for animated in BuiltInScenes.all {
            let timing = try AnimationTiming.range(animated, fps: fps)
            let svg = String(decoding: try AnimatedSVG(scene: animated, timing: timing, jobs: 2).data, as: UTF8.self)
            let page = folder.appendingPathComponent("\(animated.name).html")
            try InlinedSVGPage.write([svg], tops: [0], to: page)
            try browser.open(page, width: 400, height: 300, virtualTime: false)
            let references = try timing.times.map { try MotionRenderer.raster(animated, at: $0) }
            for (step, t) in timing.times.enumerated() {
                let moment = (Double(step) + 0.5) * 1000 / fps
                try browser.call("Runtime.evaluate", ["expression": "document.getAnimations().forEach(a => { a.pause(); a.currentTime = \(moment) })"])
                let shot = try crop(browser.screenshot())
                let what = "\(animated.name) frame \(step) (t = \(t) s)"
                try assertMatches(shot, references[step], what)
                // Where it differs from a neighbour, it is this frame, not the neighbour.
                for neighbour in [step - 1, step + 1] where references.indices.contains(neighbour) {
                    guard let (own, other) = Self.errors(shot, references[step], references[neighbour]) else { continue }
                    XCTAssertLessThan(own, other, "\(what) looks like frame \(neighbour) where they differ")
                }
            }
        }
    }

    func testDocumentIsWellFormedAndStaticRenderersShowTheStillFrame() throws {
        let folder = try makeTemporaryFolder(self)
        let file = folder.appendingPathComponent("coins.svg")
        try AnimatedSVG(scene: scene, timing: try timing, jobs: 2).write(to: file)
        let lint = try ExternalTool.run("xmllint", package: "libxml2-utils", ["--noout", file.path])
        XCTAssertEqual(lint.status, 0, lint.stderr)
        XCTAssertEqual(lint.stderr, "")
        // librsvg draws SVG without running animations: the still frame, as in thumbnails.
        let png = folder.appendingPathComponent("static.png")
        let rsvg = try ExternalTool.run("rsvg-convert", package: "librsvg2-bin", [file.path, "-o", png.path])
        XCTAssertEqual(rsvg.status, 0, rsvg.stderr)
        try assertMatches(try RasterImage(contentsOf: png), try MotionRenderer.raster(scene, at: scene.stillTime), "rsvg-convert")
    }

    /// Mean absolute channel error of `shot` against `a` and against `b`, over the pixels where
    /// `a` and `b` differ by more than 48 of 255 on some channel; nil when fewer than 20 do.
    static func errors(_ shot: RasterImage, _ a: RasterImage, _ b: RasterImage) -> (Double, Double)? {
        var toA = 0, toB = 0, count = 0
        shot.rgba.withUnsafeBufferPointer { s in
            a.rgba.withUnsafeBufferPointer { a in
                b.rgba.withUnsafeBufferPointer { b in
                    var i = 0
                    while i < a.count {
                        let dr = abs(Int(a[i]) - Int(b[i])), dg = abs(Int(a[i + 1]) - Int(b[i + 1])), db = abs(Int(a[i + 2]) - Int(b[i + 2]))
                        if dr > 48 || dg > 48 || db > 48 {
                            count += 1
                            for c in i..<(i + 3) {
                                toA += abs(Int(s[c]) - Int(a[c]))
                                toB += abs(Int(s[c]) - Int(b[c]))
                            }
                        }
                        i += 4
                    }
                }
            }
        }
        return count < 20 ? nil : (Double(toA) / Double(count * 3 * 255), Double(toB) / Double(count * 3 * 255))
    }

    private func writePage(_ svg: AnimatedSVG, in folder: URL) throws -> URL {
        try svg.write(to: folder.appendingPathComponent("anim.svg"))
        let page = folder.appendingPathComponent("page.html")
        try Data(#"<!DOCTYPE html><html><body style="margin:0;background:#fff"><img src="anim.svg" style="display:block"></body></html>"#.utf8).write(to: page)
        return page
    }

    private func crop(_ shot: RasterImage) -> RasterImage {
        shot.cropped(x: 0, y: 0, width: 360, height: 280)
    }

    private func assertMatches(_ crop: RasterImage, _ expected: RasterImage, _ what: String,
                               file: StaticString = #filePath, line: UInt = #line) throws {
        let difference = try XCTUnwrap(ImageDifference(crop, expected, threshold: 96), "sizes differ", file: file, line: line)
        XCTAssertLessThanOrEqual(difference.meanAbsoluteError, 0.01, "\(what): \(difference)", file: file, line: line)
        XCTAssertLessThanOrEqual(difference.differingFraction, 0.01, "\(what): \(difference)", file: file, line: line)
    }
}
