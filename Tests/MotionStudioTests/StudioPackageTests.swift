import Foundation
import MotionRender
import MotionTestSupport
import XCTest

/// `motion studio` run in a user's package that depends on this checkout by path: it builds the
/// package's own tool, draws with it, rebuilds after an edit, shows a compile error (file:line
/// and message) on the page while the last good frame stays, draws the fixed scene after the
/// next save, and survives a scene that crashes its render worker and one that never finishes.
///
/// The package lives in the temporary folder under a name made from this checkout's path and
/// is kept between runs, so its build (which compiles MotionKit's modules once more) happens
/// once; later runs rebuild only what changed.
final class StudioPackageTests: XCTestCase {
    /// This checkout: three folders up from this file.
    private let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private var fixture: URL {
        let tag = checkout.path.unicodeScalars.reduce(UInt64(5381)) { ($0 &* 33) ^ UInt64($1.value) }
        return FileManager.default.temporaryDirectory.appendingPathComponent("motion-studio-package-\(String(tag, radix: 16))")
    }

    private var glow: URL { fixture.appendingPathComponent("Sources/fixture-motion/Glow.swift") }

    /// The glow scene's file with `color` as the colour's initializer arguments.
    static func glowSource(_ color: String) -> String {
        """
        import Foundation
        import MotionRender

        /// The colour the glow scene fills its box with; the studio test edits this line.
        let glowColor = MotionColor(\(color))

        struct GlowScene: MotionScene {
            var duration: Double { 2 }
            var stillTime: Double { 1 }
            func draw(_ c: inout MotionCanvas, t: Double) {
                c.rect(CGRect(x: 0, y: 0, width: 360, height: 280), glowColor)
            }
        }

        """
    }

    /// A fingerprint of the names of this checkout's source files. The fixture's manifest carries
    /// it, so a file added to or removed from MotionKit changes the manifest and SwiftPM plans the
    /// build again: a kept build folder otherwise compiles a path dependency with its old file lists.
    private var sourceNamesTag: String {
        let names = (FileManager.default.enumerator(atPath: checkout.appendingPathComponent("Sources").path)?.allObjects as? [String] ?? []).sorted()
        let tag = names.joined(separator: "\n").unicodeScalars.reduce(UInt64(5381)) { ($0 &* 33) ^ UInt64($1.value) }
        return String(tag, radix: 16)
    }

    /// Writes `text` to `url` unless it already holds it, so an unchanged file does not rebuild.
    private func put(_ text: String, _ url: URL) throws {
        if (try? String(contentsOf: url, encoding: .utf8)) == text { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func makeFixture() throws {
        try put("""
            // swift-tools-version:5.9
            import PackageDescription

            // A user's package for the studio's tests: one tool over three scenes.
            // MotionKit's source names: \(sourceNamesTag)
            let package = Package(
                name: "StudioFixture",
                dependencies: [.package(name: "MotionKit", path: "\(checkout.path)")],
                targets: [
                    .executableTarget(name: "fixture-motion", dependencies: [.product(name: "MotionCLI", package: "MotionKit")]),
                ]
            )

            """, fixture.appendingPathComponent("Package.swift"))
        try put(Self.glowSource("red: 1, green: 0, blue: 0"), glow)
        try put("""
            import Foundation
            import MotionRender

            /// Draws until 500 ms, then stops its process, as a scene with a bug would.
            struct CrashScene: MotionScene {
                var duration: Double { 2 }
                var stillTime: Double { 0.2 }
                func draw(_ c: inout MotionCanvas, t: Double) {
                    precondition(t <= 0.5, "the crash scene breaks past 500 ms")
                    c.rect(CGRect(x: 0, y: 0, width: 360, height: 280), MotionColor(red: 0, green: 0.5, blue: 0))
                }
            }

            """, fixture.appendingPathComponent("Sources/fixture-motion/CrashScene.swift"))
        try put("""
            import Foundation
            import MotionRender

            /// Never finishes a frame past 1500 ms, as a scene with an endless loop would.
            struct HangScene: MotionScene {
                var duration: Double { 2 }
                var stillTime: Double { 0.2 }
                func draw(_ c: inout MotionCanvas, t: Double) {
                    while t > 1.5 { usleep(10_000) }
                    c.rect(CGRect(x: 0, y: 0, width: 360, height: 280), MotionColor(red: 0, green: 0, blue: 0.5))
                }
            }

            """, fixture.appendingPathComponent("Sources/fixture-motion/HangScene.swift"))
        try put("""
            import MotionCLI

            MotionCommand.main(name: "fixture-motion", version: "1.0.0", abstract: "the studio test's tool.",
                               scenes: [GlowScene(), CrashScene(), HangScene()])

            """, fixture.appendingPathComponent("Sources/fixture-motion/main.swift"))
    }

    func testTheStudioBuildsThePackageShowsACompileErrorAndRecovers() throws {
        guard let swift = ChildProcess.locate("swift") else { throw XCTSkip("swift is not on PATH") }
        try makeFixture()
        // The one full build (minutes the first time: MotionKit's modules for this package).
        let built = try ChildProcess.run(swift, ["build", "--product", "fixture-motion"], in: fixture)
        XCTAssertEqual(built.status, 0, built.text + built.stderr)
        defer { try? put(Self.glowSource("red: 1, green: 0, blue: 0"), glow) }

        let studio = try ServerProcess(BuiltProduct.executable("motion"), ["studio", "--port", "0"], in: fixture)
        defer { _ = try? studio.stop() }
        let url = try studio.url(timeout: 120)
        let browser = try DevToolsBrowser.launch()
        defer { browser.close() }
        let page = try browser.newPage(width: 900, height: 700)
        try page.navigate(to: URL(string: url.absoluteString + "#scene=glow&t=500")!)
        try page.wait(until: "document.querySelector('.mk-frame').dataset.key !== undefined && document.querySelector('.mk-frame').complete", timeout: 300)
        XCTAssertEqual(try page.text("Array.from(document.querySelectorAll('.mk-scene-list a')).map(a => a.dataset.scene).join()"), "glow,crash,hang")
        XCTAssertEqual(try shownColor(page), "#FF0000")
        XCTAssertTrue(studio.standardError.contains("package StudioFixture (fixture-motion)"), studio.standardError)

        // A compile error: shown with its file and line; the last good frame stays.
        try put(Self.glowSource("red: 0, green: 0, blue: missingValue"), glow)
        try page.wait(until: "document.querySelector('.mk-problem .mk-location')", timeout: 600)
        let location = try page.text("document.querySelector('.mk-problem .mk-location').textContent")
        XCTAssertTrue(location.hasPrefix("Sources/fixture-motion/Glow.swift:5:"), location)
        let problem = try page.text("document.querySelector('.mk-problem').textContent")
        XCTAssertTrue(problem.contains("cannot find 'missingValue' in scope"), problem)
        XCTAssertTrue(problem.contains("The frames shown are from the last version that worked."), problem)
        XCTAssertEqual(try shownColor(page), "#FF0000", "the last good frame stays")
        XCTAssertEqual(try page.text("document.querySelector('.mk-time').textContent"), "500 ms")

        // Fixed: the new build draws, at the same instant.
        try put(Self.glowSource("red: 0, green: 0, blue: 1"), glow)
        try page.wait(until: "!document.querySelector('.mk-problem') && document.querySelector('.mk-frame').dataset.generation === '2' && document.querySelector('.mk-frame').complete", timeout: 600)
        XCTAssertEqual(try shownColor(page), "#0000FF")
        XCTAssertEqual(try page.text("document.querySelector('.mk-time').textContent"), "500 ms")
        // The first load ran swift build; the edits of a Swift source were built quickly.
        XCTAssertTrue(studio.standardError.contains("3 scenes ready in") && studio.standardError.contains("(swift build)"), studio.standardError)
        XCTAssertTrue(studio.standardError.contains("(quick build: compiled fixture-motion, linked)"), studio.standardError)
        // The page's copied command for a package's scene runs the package's tool.
        XCTAssertEqual(try page.evaluate("fetch('/api/catalog').then(r => r.json()).then(c => c.sources[0].command.join(' '))") as? String, "swift run fixture-motion")

        // A scene that crashes the worker: its error on the page, then the next frame draws.
        try page.navigate(to: URL(string: url.absoluteString + "#scene=crash&t=1000")!)
        try page.wait(until: "document.querySelector('.mk-frame').dataset.error", timeout: 60)
        let crash = try page.text("document.querySelector('.mk-overlay').textContent")
        XCTAssertTrue(crash.contains("fixture-motion stopped with signal") && crash.contains("while drawing crash at 1000 ms"), crash)
        XCTAssertTrue(crash.contains("the crash scene breaks past 500 ms"), crash)
        // Where: the scene's own line, from the worker's crash report.
        XCTAssertTrue(crash.contains("Sources/fixture-motion/CrashScene.swift:9:") && crash.contains(" in CrashScene.draw(_:t:)"), crash)
        try page.press(.home)
        try page.wait(until: "!document.querySelector('.mk-frame').dataset.error && document.querySelector('.mk-frame').dataset.time === '0'", timeout: 60)
        XCTAssertEqual(try shownColor(page), "#008000")

        // A scene that never finishes a frame: stopped after the frame timeout, then drawn again.
        try page.navigate(to: URL(string: url.absoluteString + "#scene=hang&t=1600")!)
        try page.wait(until: "document.querySelector('.mk-frame').dataset.error", timeout: 90)
        let hang = try page.text("document.querySelector('.mk-overlay').textContent")
        XCTAssertTrue(hang.contains("fixture-motion took more than 20 s drawing hang at 1600 ms and was stopped"), hang)
        try page.press(.home)
        try page.wait(until: "!document.querySelector('.mk-frame').dataset.error && document.querySelector('.mk-frame').dataset.time === '0'", timeout: 60)
        XCTAssertEqual(try shownColor(page), "#000080")
        XCTAssertEqual(try studio.stop(), 0)
    }

    private func shownColor(_ page: DevToolsPage) throws -> String {
        let box = try page.bounds(".mk-frame")
        let shot = try RasterImage(pngData: try page.screenshot(clip: CGRect(x: box.midX.rounded(), y: box.midY.rounded(), width: 1, height: 1)))
        let p = shot[0, 0]
        return String(format: "#%02X%02X%02X", p.r, p.g, p.b)
    }
}
