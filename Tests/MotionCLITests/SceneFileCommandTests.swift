import Foundation
import MotionTestSupport
import XCTest

/// JavaScript scene files on the command line (`FILE#NAME`), the settings they read, `list FILE`,
/// `--verbose`, `script` and `diff`, through the built `motion` binary.
final class SceneFileCommandTests: XCTestCase {
    static let prototypes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources/prototypes.js").path

    func testListNamesAFilesScenesAsCommandsTakeThem() throws {
        let result = try CLIRunner.run(["list", Self.prototypes, "--names"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout.split(separator: "\n").map(String.init),
                       ["coins", "bots", "clock", "streak", "hint", "coach"].map { "\(Self.prototypes)#\($0)" })
    }

    func testAPrototypeRendersTheSamePNGBytesAsItsSwiftScene() throws {
        let folder = try makeTemporaryFolder(self)
        for format in ["png"] {
            let swift = try CLIRunner.run(["render", "coins", "--time", "1.4", "-o", "swift.\(format)"], in: folder)
            let js = try CLIRunner.run(["render", "\(Self.prototypes)#coins", "--time", "1.4", "-o", "js.\(format)"], in: folder)
            XCTAssertEqual(swift.status, 0, swift.stderr)
            XCTAssertEqual(js.status, 0, js.stderr)
            let a = try Data(contentsOf: folder.appendingPathComponent("swift.\(format)"))
            let b = try Data(contentsOf: folder.appendingPathComponent("js.\(format)"))
            XCTAssertGreaterThan(a.count, 1000)
            XCTAssertEqual(a, b, format)
        }
    }

    func testASceneTakesOnlyTheSettingsItReads() throws {
        let folder = try makeTemporaryFolder(self)
        let accepted = try CLIRunner.run(["render", "\(Self.prototypes)#bots", "--piece-set", "classic", "--avatar-style", "illustrated", "-o", "b.png"], in: folder)
        XCTAssertEqual(accepted.status, 0, accepted.stderr)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("b.png"))
        try CLIRunner.assertRefused(["render", "\(Self.prototypes)#bots", "--board-theme", "green", "-o", "b.png"], status: 64,
                                    naming: "option '--board-theme' does not apply to scene 'bots': it reads --piece-set, --avatar-style", in: folder)
        try CLIRunner.assertRefused(["render", "\(Self.prototypes)#coins", "--piece-set", "classic", "-o", "b.png"], status: 64,
                                    naming: "does not apply to scene 'coins'", in: folder)
    }

    func testBadReferencesAndFilesAreOneLineUsageErrors() throws {
        let folder = try makeTemporaryFolder(self)
        let files = try makeTemporaryFolder(self)
        try "M.define('a', { dur: 1, draw(g, t, e) {} });\nM.define('b', { dur: 1, draw(g, t, e) {} });\n"
            .write(to: files.appendingPathComponent("two.js"), atomically: true, encoding: .utf8)
        try "M.define('a', { dur: 1,\n  draw(g, t, e) { g.fillRect(0, 0, 1, 1) }\n  oops\n});\n".write(to: files.appendingPathComponent("syntax.js"), atomically: true, encoding: .utf8)
        try "M.define('a', { dur: 1, reads: ['pieceSt'], draw(g, t, e) {} });\n".write(to: files.appendingPathComponent("typo.js"), atomically: true, encoding: .utf8)
        let two = files.appendingPathComponent("two.js").path
        try CLIRunner.assertRefused(["render", two, "-o", "x.png"], status: 64, naming: "defines 2 scenes (a, b): name one as \(two)#a", in: folder)
        try CLIRunner.assertRefused(["render", two + "#c", "-o", "x.png"], status: 64, naming: "defines no scene 'c'; its scenes: a, b", in: folder)
        try CLIRunner.assertRefused(["render", files.appendingPathComponent("missing.js").path + "#a", "-o", "x.png"], status: 64,
                                    naming: "missing.js: does not exist", in: folder)
        try CLIRunner.assertRefused(["render", files.appendingPathComponent("syntax.js").path + "#a", "-o", "x.png"], status: 64,
                                    naming: "syntax.js:3: SyntaxError", in: folder)
        try CLIRunner.assertRefused(["render", files.appendingPathComponent("typo.js").path + "#a", "-o", "x.png"], status: 64,
                                    naming: "scene 'a' reads 'pieceSt', which no setting of this tool fills; keys it can read: boardTheme, pieceSet, avatarStyle", in: folder)
    }

    func testVerbosePrintsTheJavaScriptStackUnderTheError() throws {
        let folder = try makeTemporaryFolder(self)
        let file = folder.appendingPathComponent("broken.js")
        try "M.define('broken', { dur: 2, draw(g, t, e) {\n  if (t > 1) helper(g);\n} });\nfunction helper(g) { g.nothing.here = 1; }\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let plain = try CLIRunner.run(["render", file.path + "#broken", "--time", "1.5", "-o", "x.png"], in: folder)
        XCTAssertEqual(plain.status, 1)
        XCTAssertEqual(plain.stderr.split(separator: "\n").count, 1, plain.stderr)
        XCTAssertTrue(plain.stderr.contains("scene 'broken' failed at t=1.5: \(file.path):4:31: TypeError"), plain.stderr)
        let verbose = try CLIRunner.run(["render", file.path + "#broken", "--time", "1.5", "-o", "x.png", "--verbose"], in: folder)
        XCTAssertEqual(verbose.status, 1)
        let lines = verbose.stderr.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, plain.stderr.trimmingCharacters(in: .newlines))
        XCTAssertEqual(Array(lines.dropFirst()), ["  helper@\(file.path):4:31", "  draw@\(file.path):2:20"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.png").path))
    }

    func testScriptRunsHeadlessAndReportsUncaughtExceptionsWithTheirStack() throws {
        let folder = try makeTemporaryFolder(self)
        try """
        const c = new OffscreenCanvas(4, 2), g = c.getContext('2d');
        g.fillStyle = 'rgb(0, 128, 255)'; g.fillRect(0, 0, 2, 2);
        console.log('pixel', g.getImageData(1, 1, 1, 1).data.join(','), g.getImageData(3, 1, 1, 1).data.join(','));
        console.warn('careful');
        """.write(to: folder.appendingPathComponent("ok.js"), atomically: true, encoding: .utf8)
        let ok = try CLIRunner.run(["script", "ok.js", "-o", "out"], in: folder)
        XCTAssertEqual(ok.status, 0, ok.stderr)
        XCTAssertEqual(ok.stdout, "pixel 0,128,255,255 0,0,0,0\nwarn: careful\n\(folder.appendingPathComponent("out/canvas-1.png").path)\n")
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/canvas-1.png").path))

        try "console.log('before');\nfunction f() { throw new RangeError('too far'); }\nf();\n".write(to: folder.appendingPathComponent("bad.js"), atomically: true, encoding: .utf8)
        let bad = try CLIRunner.run(["script", "bad.js"], in: folder)
        XCTAssertEqual(bad.status, 1)
        XCTAssertEqual(bad.stdout, "before\n")
        XCTAssertEqual(bad.stderr.split(separator: "\n").map(String.init),
                       ["error: bad.js:2:36: RangeError: too far", "  f@bad.js:2:36", "  global code@bad.js:3:2"])
        let missing = try CLIRunner.run(["script", "missing.js"], in: folder)
        XCTAssertEqual(missing.status, 64)
        XCTAssertTrue(missing.stderr.hasPrefix("error: missing.js: does not exist"), missing.stderr)
    }

    func testDiffFindsAPortIdenticalToItsPrototypeAndAChangeInAnother() throws {
        let folder = try makeTemporaryFolder(self)
        let same = try CLIRunner.run(["diff", "coins", "\(Self.prototypes)#coins", "--fps", "10", "--scale", "0.5"], in: folder)
        XCTAssertEqual(same.status, 0, same.stderr)
        XCTAssertTrue(same.stdout.contains("light, 10 fps, scale 0.5: 61 frames: 61 identical, 0 within tolerance, 0 over"), same.stdout)
        XCTAssertTrue(same.stdout.contains("dark, 10 fps, scale 0.5: 61 frames: 61 identical"), same.stdout)
        XCTAssertEqual(try contents(folder), [])

        let text = try String(contentsOfFile: Self.prototypes, encoding: .utf8)
        let changed = text.replacingOccurrences(of: "circle(g, px, py, 10.5, C.accent)", with: "circle(g, px, py, 12, C.accent)")
        XCTAssertNotEqual(changed, text)
        let copy = folder.appendingPathComponent("changed.js")
        try changed.write(to: copy, atomically: true, encoding: .utf8)
        let differs = try CLIRunner.run(["diff", "coins", "changed.js#coins", "--fps", "10", "--scheme", "light", "--storyboard", "worst.pdf", "--worst", "2"], in: folder)
        XCTAssertEqual(differs.status, 1, differs.stderr)
        // The coins drop from 0.35 s; at 0.4 s the first is faint and small, within the tolerance.
        XCTAssertTrue(differs.stderr.contains("first in light at t=0.6 s"), differs.stderr)
        XCTAssertEqual(differs.stderr.split(separator: "\n").count, 1, differs.stderr)
        XCTAssertEqual(try contents(folder), ["changed.js", "worst.pdf"], "only the file asked for")
        // Without --diff-image or --storyboard nothing is written, and the error says how to get the image.
        let plain = try CLIRunner.run(["diff", "coins", "changed.js#coins", "--fps", "10", "--scheme", "light"], in: folder)
        XCTAssertEqual(plain.status, 1, plain.stderr)
        XCTAssertTrue(plain.stderr.hasSuffix(" (--diff-image FILE.png shows the worst frame's differences)\n"), plain.stderr)
        XCTAssertEqual(try contents(folder), ["changed.js", "worst.pdf"])
        let pdf = try Data(contentsOf: folder.appendingPathComponent("worst.pdf"))
        XCTAssertEqual(String(decoding: pdf.prefix(5), as: UTF8.self), "%PDF-")
        XCTAssertEqual(String(decoding: pdf, as: UTF8.self).components(separatedBy: "/Type /Page\n").count - 1 + String(decoding: pdf, as: UTF8.self).components(separatedBy: "/Type /Page ").count - 1, 2)
    }

    func testDiffTakesASettingEitherSceneReads() throws {
        let folder = try makeTemporaryFolder(self)
        let either = try CLIRunner.run(["diff", "bots", "\(Self.prototypes)#bots", "--board-theme", "green", "--fps", "2", "--scale", "0.5"], in: folder)
        XCTAssertEqual(either.status, 0, either.stderr + either.stdout)
        try CLIRunner.assertRefused(["diff", "coins", "\(Self.prototypes)#coins", "--board-theme", "green"], status: 64,
                                    naming: "option '--board-theme' applies to neither scene", in: folder)
    }

    func testAScenesPropsArriveAsEPropsOverItsDefaults() throws {
        let folder = try makeTemporaryFolder(self)
        try """
        M.define('card', { dur: 1, props: { title: 'Hello', size: { w: 10, h: 5 }, tags: ['a'] }, draw(g, t, e) {
          console.log(JSON.stringify(e.props));
          g.fillRect(0, 0, e.props.size.w, e.props.size.h);
        } });
        """.write(to: folder.appendingPathComponent("card.js"), atomically: true, encoding: .utf8)
        let defaults = try CLIRunner.run(["render", "card.js", "-o", "a.png"], in: folder)
        XCTAssertEqual(defaults.status, 0, defaults.stderr)
        XCTAssertEqual(defaults.stderr, "console.log: card.js: {\"size\":{\"h\":5,\"w\":10},\"tags\":[\"a\"],\"title\":\"Hello\"}\n")
        let given = try CLIRunner.run(["render", "card.js", "-o", "b.png", "--props", #"{"size": {"w": 20}, "tags": ["x", "y"]}"#], in: folder)
        XCTAssertEqual(given.status, 0, given.stderr)
        XCTAssertEqual(given.stderr, "console.log: card.js: {\"size\":{\"h\":5,\"w\":20},\"tags\":[\"x\",\"y\"],\"title\":\"Hello\"}\n")
        let listed = try CLIRunner.run(["list", "card.js", "--json"], in: folder)
        XCTAssertTrue(listed.stdout.contains("\"title\" : \"Hello\""), listed.stdout)
        try CLIRunner.assertRefused(["render", folder.appendingPathComponent("card.js").path, "-o", "c.png", "--props", "{"], status: 64,
                                    naming: "--props", in: try makeTemporaryFolder(self))
    }
}
