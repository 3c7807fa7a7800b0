import Foundation
import MotionRender
import MotionTestSupport
import XCTest

/// Two SVG frames inlined in one HTML page render in headless Chromium like their PNGs: their ids
/// do not collide (cairo would name both documents' glyphs `glyph0-1`, …).
///
/// Tolerance: Chromium and cairo rasterize edges and glyphs slightly differently, so each crop
/// may differ from the PNG by a mean absolute channel error of at most 0.01, with at most 1 % of
/// pixels off by more than 96 of 255; a frame drawn with the other frame's glyphs fails both.
final class InlineSVGBrowserTests: XCTestCase {
    func testTwoInlinedFramesRenderLikeTheirPNGs() throws {
        let folder = try makeTemporaryFolder(self)
        let frames = [("bots", "4.6"), ("coins", "1.5")]
        var svgs: [String] = []
        var pngs: [RasterImage] = []
        for (scene, time) in frames {
            let svg = folder.appendingPathComponent("\(scene).svg"), png = folder.appendingPathComponent("\(scene).png")
            for file in [svg, png] {
                let result = try CLIRunner.run(["render", scene, "--time", time, "-o", file.path])
                XCTAssertEqual(result.status, 0, result.stderr)
            }
            svgs.append(try String(contentsOf: svg, encoding: .utf8))
            pngs.append(try RasterImage(contentsOf: png))
        }
        let ids = svgs.map { Set(Self.ids(in: $0)) }
        XCTAssertFalse(ids[0].isEmpty)
        XCTAssertTrue(ids[0].isDisjoint(with: ids[1]), "ids shared: \(ids[0].intersection(ids[1]).sorted().prefix(5))")

        // Each SVG at a fixed place on the page.
        let page = folder.appendingPathComponent("page.html")
        try InlinedSVGPage.write(svgs, tops: [0, 300], to: page)
        let shot = try Browser.screenshot(page, fragment: nil, in: folder)
        for (index, top) in [0, 300].enumerated() {
            let crop = shot.cropped(x: 0, y: top, width: 360, height: 280)
            let difference = try XCTUnwrap(ImageDifference(crop, pngs[index], threshold: 96))
            XCTAssertLessThanOrEqual(difference.meanAbsoluteError, 0.01, "\(frames[index]): \(difference)")
            XCTAssertLessThanOrEqual(difference.differingFraction, 0.01, "\(frames[index]): \(difference)")
        }
    }

    func testDecorativeFramesAreHiddenAndOthersTitled() throws {
        let folder = try makeTemporaryFolder(self)
        let titled = folder.appendingPathComponent("a.svg"), hidden = folder.appendingPathComponent("b.svg")
        XCTAssertEqual(try CLIRunner.run(["render", "coins", "--time", "4.4", "-o", titled.path]).status, 0)
        XCTAssertEqual(try CLIRunner.run(["render", "coins", "--time", "4.4", "--decorative", "--id-prefix", "hero-", "-o", hidden.path]).status, 0)
        let a = try String(contentsOf: titled, encoding: .utf8), b = try String(contentsOf: hidden, encoding: .utf8)
        // The default prefix: scene, time, scheme, device, then 8 hex digits of the other options.
        let prefix = try XCTUnwrap(a.range(of: #"coins-4400ms-light-phone-[0-9a-f]{8}-"#, options: .regularExpression).map { String(a[$0]) }, a)
        XCTAssertTrue(a.contains(#"<title id="\#(prefix)title">coins at 4400 ms</title>"#), a)
        XCTAssertTrue(a.contains(#"<desc id="\#(prefix)desc">ten coins forge your first badge; light, phone</desc>"#))
        XCTAssertTrue(a.contains(#"role="img""#))
        XCTAssertTrue(b.contains(#"aria-hidden="true""#) && !b.contains("<title"), "decorative: hidden, no title")
        XCTAssertTrue(Self.ids(in: b).allSatisfy { $0.hasPrefix("hero-") }, "every id carries the prefix")
        let bad = try CLIRunner.run(["render", "coins", "--id-prefix", "9 bad", "-o", folder.appendingPathComponent("c.svg").path])
        XCTAssertEqual(bad.status, 64)
        XCTAssertTrue(bad.stderr.contains("SVG id prefix '9 bad' is invalid"), bad.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("c.svg").path))
    }

    /// Every `id="…"` value.
    static func ids(in svg: String) -> [String] {
        svg.components(separatedBy: " id=\"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
    }
}
