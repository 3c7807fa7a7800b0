import Foundation
import MotionJS
import MotionRender
import XCTest

/// Scene files: what `M.define` accepts, and the one-line errors for files, definitions and
/// frames that go wrong (file:line:column, scene and time).
final class SceneFileTests: XCTestCase {
    private func load(_ source: String, _ options: JSSceneOptions = JSSceneOptions()) throws -> JSSceneFile {
        try JSSceneFile(source: source, name: "scene.js", options: options)
    }

    /// The one-line message a load fails with.
    private func loadError(_ source: String, _ options: JSSceneOptions = JSSceneOptions(), file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            _ = try load(source, options)
            XCTFail("the file loaded", file: file, line: line)
            return ""
        } catch {
            let text = "\(error)"
            XCTAssertFalse(text.contains("\n"), "one line: \(text)", file: file, line: line)
            return text
        }
    }

    /// The one-line message rendering `scene` at `t` fails with.
    private func renderError(_ scene: any MotionScene, at t: Double = 0.5, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            _ = try MotionRenderer.raster(scene, at: t)
            XCTFail("the frame rendered", file: file, line: line)
            return ""
        } catch {
            let text = "\(error)"
            XCTAssertFalse(text.contains("\n"), "one line: \(text)", file: file, line: line)
            return text
        }
    }

    func testDefinitionFields() throws {
        let file = try load("""
        M.define('a', { dur: 6, still: 4.4, speed: 1.2, box: [200, 100], summary: 'first', phases: { entry: 0, rest: 4.4 },
                        curves: { drop: t => S(t, 16) }, draw(g, t, e) {} });
        M.define('b', { dur: 2, box: { width: 10, height: 20 }, draw() {} });
        """)
        XCTAssertEqual(file.scenes.map(\.name), ["a", "b"])
        let a = file.scenes[0], b = file.scenes[1]
        XCTAssertEqual(a.duration, 6); XCTAssertEqual(a.stillTime, 4.4); XCTAssertEqual(a.speed, 1.2)
        XCTAssertEqual(a.box, CGSize(width: 200, height: 100)); XCTAssertEqual(a.summary, "first")
        XCTAssertEqual(a.phases, [ScenePhase("entry", 0), ScenePhase("rest", 4.4)])
        XCTAssertEqual(a.curves.map(\.name), ["drop"])
        XCTAssertEqual(a.curves[0].value(0.25), M.spring(0.25, 16))
        XCTAssertEqual(b.stillTime, 1, "still defaults to half the duration")
        XCTAssertEqual(b.speed, 1); XCTAssertEqual(b.box, CGSize(width: 10, height: 20))
        XCTAssertEqual(a.file, "scene.js")
    }

    func testBadDefinitions() {
        XCTAssertTrue(loadError("M.define('a', { draw() {} });").contains("scene.js:1:"))
        XCTAssertTrue(loadError("M.define('a', { draw() {} });").contains("dur must be the duration in seconds"))
        XCTAssertTrue(loadError("M.define('a', { dur: 1 });").contains("draw must be a function"))
        XCTAssertTrue(loadError("M.define('a', { dur: -1, draw() {} });").contains("got -1"))
        XCTAssertTrue(loadError("M.define('a', { dur: 1, still: 2, draw() {} });").contains("still must be a time in [0, 1]"))
        XCTAssertTrue(loadError("M.define('two words', { dur: 1, draw() {} });").contains("must be one word"))
        XCTAssertTrue(loadError("M.define('a', { dur: 1, box: [0, 1], draw() {} });").contains("box must be"))
        let duplicate = loadError("M.define('a', { dur: 1, draw() {} });\nM.define('a', { dur: 2, draw() {} });")
        XCTAssertTrue(duplicate.hasPrefix("scene.js:2:"), duplicate)
        XCTAssertTrue(duplicate.contains("already defined at line 1"), duplicate)
    }

    func testNoScene() {
        XCTAssertEqual(loadError("const x = 1;"), "scene.js defines no scene: declare one with M.define('name', { dur: 6, draw(g, t, e) { … } })")
    }

    func testSyntaxAndTopLevelErrors() {
        let syntax = loadError("M.define('a', { dur: 1,\n  draw(g) { g.fillRect(0, 0 } });")
        XCTAssertTrue(syntax.hasPrefix("scene.js:2:"), syntax)
        XCTAssertTrue(syntax.contains("SyntaxError"), syntax)
        let thrown = loadError("const a = 1;\nnull.x;")
        XCTAssertTrue(thrown.hasPrefix("scene.js:2:"), thrown)
        XCTAssertTrue(thrown.contains("TypeError"), thrown)
        XCTAssertTrue(loadError("throw 'plain';").contains("uncaught exception: plain"))
        XCTAssertTrue(loadError("function f() { return f(); }\nf();").contains("RangeError"), "a stack overflow is an error, not a crash")
    }

    func testFrameErrorsNameFileLineSceneAndTime() throws {
        let file = try load("""
        M.define('broken', { dur: 2, draw(g, t) {
          g.fillRect(0, 0, 10, 10);
          if (t > 1) g.nothing.here = 1;
        } });
        """)
        XCTAssertNoThrow(try MotionRenderer.raster(file.scenes[0], at: 0.5))
        let message = renderError(file.scenes[0], at: 1.5)
        XCTAssertTrue(message.hasPrefix("scene 'broken' failed at t=1.5: scene.js:3:"), message)
        XCTAssertTrue(message.contains("TypeError"), message)
    }

    func testPendingMembersAreLoud() throws {
        let file = try load("""
        M.define('shadow', { dur: 1, draw(g) {
          g.shadowBlur = 4;
        } });
        M.define('gradient', { dur: 1, draw(g) { const x = g.createLinearGradient; } });
        M.define('pixels', { dur: 1, draw(g) { g.getImageData(0, 0, 1, 1); } });
        M.define('erase', { dur: 1, draw(g) { g.fillRect(0, 0, 9, 9); g.clearRect(0, 0, 4, 4); } });
        M.define('timer', { dur: 1, draw(g) { setTimeout(() => {}, 10); } });
        """)
        let shadow = renderError(file.scenes[0])
        XCTAssertTrue(shadow.hasPrefix("scene 'shadow' failed at t=0.5: scene.js:2:"), shadow)
        XCTAssertTrue(shadow.contains("CanvasRenderingContext2D.shadowBlur is not supported yet"), shadow)
        XCTAssertTrue(renderError(file.scenes[1]).contains("CanvasRenderingContext2D.createLinearGradient is not supported yet"))
        XCTAssertTrue(renderError(file.scenes[2]).contains("getImageData on a scene's own canvas is not supported yet"))
        XCTAssertTrue(renderError(file.scenes[3]).contains("clearRect of part of a drawing is not supported yet"))
        XCTAssertTrue(renderError(file.scenes[4]).contains("setTimeout is not available"))
    }

    func testClearingBeforeDrawingIsFine() throws {
        let file = try load("M.define('clear', { dur: 1, draw(g) { g.clearRect(0, 0, 360, 280); g.fillStyle = '#f00'; g.fillRect(0, 0, 10, 10); } });")
        let image = try MotionRenderer.raster(file.scenes[0], at: 0.5, options: RenderOptions(background: false))
        XCTAssertEqual(image[5, 5].r, 255)
    }

    /// A key another module might declare; its value reaches `e` under its name.
    private struct MoodKey: EnvironmentKey {
        static let defaultValue = "calm"
        static var name: String { "mood" }
    }

    func testTheEnvironment() throws {
        let seen = Box()
        let options = JSSceneOptions(locale: "de-DE", console: { _, text in seen.append(text) })
        let file = try load("""
        M.define('env', { dur: 1, draw(g, t, e) {
          console.log(JSON.stringify([e.th.accent, e.th.shadow, e.scheme, e.dark, e.reduceMotion, e.device, e.posture, e.hinge, e.box.width, e.locale, e.mood, e.pieceSet === undefined, Object.isFrozen(e.th), g.canvas.width]));
        } });
        """, options)
        var options2 = RenderOptions(colorScheme: .dark, reduceMotion: true, device: try DeviceEnvironment(device: .foldable, posture: .open))
        options2[MoodKey.self] = "bright"
        _ = try MotionRenderer.raster(file.scenes[0], at: 0.5, options: options2)
        let palette = try PaletteSet.builtIn().dark
        XCTAssertEqual(seen.lines, ["scene.js: " + "[\"\(palette.accent)\",\"\(palette[.shadow])\",\"dark\",true,true,\"foldable\",\"open\",{\"height\":280,\"width\":8,\"x\":176,\"y\":0},360,\"de-DE\",\"bright\",true,true,360]"], "a set value under its key's name; a value not set is absent")
    }

    func testStateDoesNotLeakBetweenFrames() throws {
        let file = try load("""
        M.define('state', { dur: 1, draw(g, t) {
          if (t < 0.5) { g.fillStyle = '#00f'; g.translate(100, 0); g.save(); g.globalAlpha = 0.1; return; }
          g.fillRect(0, 0, 10, 10);
        } });
        """)
        _ = try MotionRenderer.raster(file.scenes[0], at: 0.25)
        let image = try MotionRenderer.raster(file.scenes[0], at: 0.75, options: RenderOptions(background: false))
        XCTAssertEqual(image[5, 5].r, 0); XCTAssertEqual(image[5, 5].b, 0); XCTAssertEqual(image[5, 5].a, 255, "black, opaque, at the origin")
    }
}

/// Lines collected from another thread's callback.
final class Box: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    func append(_ line: String) { lock.lock(); stored.append(line); lock.unlock() }
    var lines: [String] { lock.lock(); defer { lock.unlock() }; return stored }
}
