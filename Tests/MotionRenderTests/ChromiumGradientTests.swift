import Foundation
import MotionRender
import MotionTestSupport
import XCTest

/// The same gradients drawn on a canvas by headless Chromium (Skia) and by this package
/// (cairo): linear, radial between two circles (a cone), radial under a non-uniform scale, and
/// conic, each with translucent stops, on white.
///
/// Measured with Chromium 156 on Debian 12: whole-frame mean absolute error 0.00085 (a fifth of
/// an 8-bit level), each quadrant at most 0.0011 (linear 0.0011, cone 0.0003, scaled radial
/// 0.0009, conic 0.0011), no channel more than 2 levels apart. Both interpolate the stops
/// without premultiplying, as the HTML specification says; had cairo premultiplied, the
/// translucent middle stop would be off by tens of levels. The bounds leave room for other
/// Chromium versions.
final class ChromiumGradientTests: XCTestCase {
    static let frameMeanTolerance = 0.002
    static let quadrantMeanTolerance = 0.003
    static let channelTolerance = 4

    /// (offset, r, g, b, alpha) in canvas units: colour components 0...255.
    static let stops: [(Double, Double, Double, Double, Double)] = [(0, 255, 51, 0, 1), (0.4, 0, 204, 102, 0.5), (1, 25.5, 51, 255, 0.9)]

    func testGradientsMatchChromiumsCanvas() throws {
        let folder = try makeTemporaryFolder(self)
        let page = folder.appendingPathComponent("gradients.html")
        try Self.page.write(to: page, atomically: true, encoding: .utf8)
        let chromium = try Self.screenshot(page, in: folder)
        let own = try pixels(ClosureScene { c, _ in Self.draw(&c) })
        guard let whole = ImageDifference(own, chromium) else {
            return XCTFail("Chromium's screenshot is \(chromium.width)x\(chromium.height)")
        }
        XCTAssertLessThan(whole.meanAbsoluteError, Self.frameMeanTolerance, "whole frame: \(whole)")
        XCTAssertLessThanOrEqual(whole.maximumChannelDelta, Self.channelTolerance, "whole frame: \(whole)")
        for (name, x, y) in [("linear", 0, 0), ("radial cone", 180, 0), ("scaled radial", 0, 140), ("conic", 180, 140)] {
            let difference = ImageDifference(own.cropped(x: x, y: y, width: 180, height: 140),
                                             chromium.cropped(x: x, y: y, width: 180, height: 140))!
            XCTAssertLessThan(difference.meanAbsoluteError, Self.quadrantMeanTolerance, "\(name): \(difference)")
        }
    }

    /// The four gradients, one per quadrant, from the numbers the page uses.
    static func draw(_ c: inout MotionCanvas) {
        let gradient = Gradient(stops: stops.map {
            Gradient.Stop(color: MotionColor(red: $0.1 / 255, green: $0.2 / 255, blue: $0.3 / 255, alpha: $0.4), location: $0.0)
        })
        c.rect(CGRect(x: 0, y: 0, width: 360, height: 280), .white)
        c.rect(CGRect(x: 0, y: 0, width: 180, height: 140),
               .linearGradient(gradient, startPoint: CGPoint(x: 10, y: 10), endPoint: CGPoint(x: 170, y: 130)))
        c.rect(CGRect(x: 180, y: 0, width: 180, height: 140),
               .radialGradient(gradient, startCenter: CGPoint(x: 220, y: 60), startRadius: 10, endCenter: CGPoint(x: 280, y: 70), endRadius: 50))
        var scaled = c
        scaled.clip(to: MotionPath(rect: CGRect(x: 0, y: 140, width: 180, height: 140)))
        scaled.context.translateBy(x: 90, y: 210)
        scaled.context.scaleBy(x: 2, y: 0.8)
        scaled.rect(CGRect(x: -45, y: -87.5, width: 90, height: 175),
                    .radialGradient(gradient, center: .zero, startRadius: 5, endRadius: 60))
        c.rect(CGRect(x: 180, y: 140, width: 180, height: 140),
               .conicGradient(gradient, center: CGPoint(x: 270, y: 210), angle: .radians(0.7)))
    }

    static var page: String {
        let adds = stops.map { "g.addColorStop(\($0.0), 'rgba(\($0.1), \($0.2), \($0.3), \($0.4))');" }.joined(separator: " ")
        func use(_ make: String, _ rect: String) -> String {
            "{ const g = c.\(make); \(adds) c.fillStyle = g; c.fillRect(\(rect)); }"
        }
        return """
        <!doctype html><html><body style="margin:0;overflow:hidden">
        <canvas id="c" width="360" height="280" style="display:block"></canvas><script>
        const c = document.getElementById('c').getContext('2d');
        c.fillStyle = '#fff'; c.fillRect(0, 0, 360, 280);
        \(use("createLinearGradient(10, 10, 170, 130)", "0, 0, 180, 140"))
        \(use("createRadialGradient(220, 60, 10, 280, 70, 50)", "180, 0, 180, 140"))
        c.save(); c.beginPath(); c.rect(0, 140, 180, 140); c.clip(); c.translate(90, 210); c.scale(2, 0.8);
        \(use("createRadialGradient(0, 0, 5, 0, 0, 60)", "-45, -87.5, 90, 175"))
        c.restore();
        \(use("createConicGradient(0.7, 270, 210)", "180, 140, 180, 140"))
        </script></body></html>
        """
    }

    /// A 360 × 280 screenshot of `page` in headless Chromium (Debian package `chromium`).
    static func screenshot(_ page: URL, in folder: URL) throws -> RasterImage {
        let executable = try ["chromium", "chromium-browser"].lazy.compactMap(ChildProcess.locate).first
            ?? ExternalTool.locate("chromium", package: "chromium")
        let shot = folder.appendingPathComponent("shot.png")
        let result = try ChildProcess.run(executable, [
            "--headless", "--disable-gpu", "--no-sandbox", "--hide-scrollbars", "--force-device-scale-factor=1",
            "--force-color-profile=srgb", "--user-data-dir=\(folder.appendingPathComponent("profile").path)", "--no-first-run",
            "--screenshot=\(shot.path)", "--window-size=360,280", page.absoluteString])
        XCTAssertEqual(result.status, 0, "chromium exited with \(result.status)")
        return try RasterImage(contentsOf: shot)
    }
}
