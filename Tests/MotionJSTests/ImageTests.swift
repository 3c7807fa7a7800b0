import Foundation
import MotionJS
import MotionRender
import XCTest

/// `new Image()` with an SVG file of the scene's folder, `drawImage` in its three forms, and
/// the files a scene may not read.
final class ImageTests: XCTestCase {
    var folder: URL!
    var outside: URL!

    /// A red left half and a green right half, 20 × 10.
    static let halves = """
    <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="10" height="10" fill="#f00"/><rect x="10" width="10" height="10" fill="#0f0"/></svg>
    """

    override func setUpWithError() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("motionjs-images-\(UUID().uuidString)")
        folder = base.appendingPathComponent("scene")
        outside = base.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("art"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Self.halves.write(to: folder.appendingPathComponent("art/halves.svg"), atomically: true, encoding: .utf8)
        try Self.halves.write(to: outside.appendingPathComponent("secret.svg"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("link.svg"), withDestinationURL: outside.appendingPathComponent("secret.svg"))
        try "not svg".write(to: folder.appendingPathComponent("broken.svg"), atomically: true, encoding: .utf8)
        try Data(repeating: 0x20, count: SVGAsset.maximumBytes + 1).write(to: folder.appendingPathComponent("huge.svg"))
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: folder.appendingPathComponent("photo.png"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder.deletingLastPathComponent())
    }

    @discardableResult
    private func run(_ body: String, file: StaticString = #filePath, line: UInt = #line) -> JSScriptResult {
        let result = JSScriptRunner.run(source: ScriptSupport.helpers + "\n" + body, name: "images.js", folder: folder)
        if let error = result.error { XCTFail("\(error)\n\(error.stack)", file: file, line: line) }
        return result
    }

    func testDrawImageForms() {
        run("""
        const img = new Image(); img.src = 'art/halves.svg';
        assertEqual(img.complete, true); assertEqual(img.naturalWidth, 20); assertEqual(img.naturalHeight, 10); assertEqual(img.width, 20);
        const g = canvas(100, 50);
        g.drawImage(img, 0, 0);
        assertPixel(g, 5, 5, [255, 0, 0, 255]); assertPixel(g, 15, 5, [0, 255, 0, 255]); assertPixel(g, 25, 5, [0, 0, 0, 0]);
        g.drawImage(img, 0, 20, 40, 20);
        assertPixel(g, 10, 30, [255, 0, 0, 255]); assertPixel(g, 30, 30, [0, 255, 0, 255]);
        g.drawImage(img, 10, 0, 10, 10, 60, 0, 30, 30);     // the green half only
        assertPixel(g, 65, 5, [0, 255, 0, 255]); assertPixel(g, 85, 25, [0, 255, 0, 255]); assertPixel(g, 95, 5, [0, 0, 0, 0]);
        g.drawImage(img, 15, 0, 20, 10, 50, 40, 20, 10);    // a source half outside the image: only its inside shows
        assertPixel(g, 52, 45, [0, 255, 0, 255]); assertPixel(g, 65, 45, [0, 0, 0, 0]);
        g.drawImage(new Image(), 0, 0);                     // no src yet: nothing, as in a browser
        let loaded = 0; const late = new Image(); late.onload = () => loaded++; late.src = 'art/halves.svg';
        """)
    }

    func testOnlyFilesInTheFolder() {
        let cases: [(String, String)] = [
            ("../outside/secret.svg", "SecurityError"), ("/etc/passwd", "SecurityError"), ("link.svg", "SecurityError"),
            ("http://127.0.0.1/x.svg", "SecurityError"), ("missing.svg", "InvalidStateError"), ("art/../art/halves.svg", "SecurityError"),
            ("broken.svg", "InvalidStateError"), ("huge.svg", "InvalidStateError"), ("photo.png", "NotSupportedError"),
        ]
        for (src, name) in cases {
            let result = JSScriptRunner.run(source: "const i = new Image(); i.src = '\(src)';", name: "images.js", folder: folder)
            guard case .exception(let file, let line, _, let message, _)? = result.error else { XCTFail("\(src) loaded"); continue }
            XCTAssertEqual(file, "images.js"); XCTAssertEqual(line, 1, src)
            XCTAssertTrue(message.hasPrefix(name + ": image '\(src)'"), "\(src): \(message)")
        }
    }

    func testAScenesImagesComeFromItsFolder() throws {
        let sceneURL = folder.appendingPathComponent("scene.js")
        try """
        const art = new Image(); art.src = 'art/halves.svg';
        M.define('pic', { dur: 1, draw(g) { g.drawImage(art, 0, 0, 360, 280); } });
        """.write(to: sceneURL, atomically: true, encoding: .utf8)
        let file = try JSSceneFile(contentsOf: sceneURL, name: "scene.js")
        let image = try MotionRenderer.raster(file.scenes[0], at: 0.5)
        XCTAssertEqual(image[90, 140].r, 255); XCTAssertEqual(image[270, 140].g, 255)
        let svg = String(decoding: try MotionRenderer.render(file.scenes[0], at: 0.5, options: RenderOptions(format: .svg)), as: UTF8.self)
        XCTAssertTrue(svg.contains("<svg"), "vector output renders too")
    }
}
