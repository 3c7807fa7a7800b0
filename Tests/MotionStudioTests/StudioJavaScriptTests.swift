import Foundation
import MotionRender
import MotionTestSupport
import XCTest

/// `motion studio FILE.js`: the tool's JavaScript prototypes in the studio. Frames are what
/// `motion render FILE.js#SCENE` writes, with the colours the file names; a save draws the new
/// version; a broken file, or one whose scene reads a key no setting fills, is named in the
/// catalog while the last good frame stays.
final class StudioJavaScriptTests: XCTestCase {
    /// A red box with a blue disc moving right by 100 points a second; `background` replaces the red.
    private static func prototype(background: String = "#ff0000", reads: String = "") -> String {
        """
        M.define('swatch', { dur: 2, \(reads)draw(g, t, e) {
          g.fillStyle = '\(background)';
          g.fillRect(0, 0, 360, 280);
          g.fillStyle = '#1e90ff';
          g.beginPath(); g.arc(40 + 100 * t, 140, 30, 0, Math.PI * 2); g.fill();
        } });

        """
    }

    private var folder: URL!
    private var file: URL!
    private var studio: ServerProcess!
    private var port = 0

    override func setUpWithError() throws {
        folder = try makeTemporaryFolder(self)
        file = folder.appendingPathComponent("proto.js")
        try OutputFile.write(Data(Self.prototype().utf8), to: file)
        studio = try ServerProcess(BuiltProduct.executable("motion"), ["studio", "--port", "0", "--no-build", "proto.js"], in: folder)
        port = try XCTUnwrap(try studio.url().port)
        try waitForCatalog { $0.contains("\"id\":\"proto.js#swatch\"") }
    }

    override func tearDownWithError() throws {
        if let studio { XCTAssertEqual(try studio.stop(), 0, studio.standardError) }
    }

    /// Waits until the catalog of the studio on `port` (this test's, unless given) meets `condition`.
    private func waitForCatalog(port: Int? = nil, _ condition: (String) -> Bool, _ what: String = "the file's scene in the catalog") throws {
        let port = port ?? self.port
        let deadline = Date(timeIntervalSinceNow: 60)
        while Date() < deadline {
            if let answer = try? HTTPProbe.get(port: port, "/api/catalog"), condition(answer.text) { return }
            usleep(50_000)
        }
        XCTFail("timed out waiting for \(what): \(try HTTPProbe.get(port: port, "/api/catalog").text)")
    }

    private func frame(_ query: String = "t=1.25") throws -> Data {
        let answer = try HTTPProbe.get(port: port, "/api/frame?scene=proto.js%23swatch&download=1&" + query)
        XCTAssertEqual(answer.status, 200, answer.text)
        return answer.body
    }

    /// `motion render proto.js#swatch ARGUMENTS` in the folder, read back.
    private func render(_ arguments: [String] = ["--time", "1.25"]) throws -> Data {
        let output = folder.appendingPathComponent("rendered.png")
        let result = try ChildProcess.run(BuiltProduct.executable("motion"), ["render", "proto.js#swatch"] + arguments + ["-o", output.path], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        return try Data(contentsOf: output)
    }

    private func color(_ png: Data, _ x: Int, _ y: Int) throws -> String {
        let p = try RasterImage(pngData: png)[x, y]
        return String(format: "#%02X%02X%02X", p.r, p.g, p.b)
    }

    func testFramesAreWhatRenderWritesWithTheFilesColours() throws {
        let shown = try frame()
        XCTAssertEqual(shown, try render(), "byte for byte")
        XCTAssertEqual(try color(shown, 5, 5), "#FF0000", "the background the file fills")
        XCTAssertEqual(try color(shown, 165, 140), "#1E90FF", "the disc at 40 + 100 × 1.25")
        XCTAssertEqual(try color(shown, 60, 140), "#FF0000", "not where it was at the start")
        let doubled = try frame("t=0.5&scale=2")
        XCTAssertEqual(doubled, try render(["--time", "0.5", "--scale", "2"]))
        XCTAssertEqual(try color(doubled, 180, 280), "#1E90FF", "the disc at 90 points, 2 pixels a point")
    }

    func testASaveDrawsTheNewVersion() throws {
        XCTAssertEqual(try color(try frame(), 5, 5), "#FF0000")
        try OutputFile.write(Data(Self.prototype(background: "#00ff00").utf8), to: file)
        let deadline = Date(timeIntervalSinceNow: 20)
        while try color(try frame(), 5, 5) != "#00FF00", Date() < deadline { usleep(100_000) }
        let shown = try frame()
        XCTAssertEqual(try color(shown, 5, 5), "#00FF00", "drawn again after the save")
        XCTAssertEqual(shown, try render())
    }

    func testABrokenFileIsNamedAndTheLastGoodFrameStays() throws {
        let good = try frame()
        try OutputFile.write(Data("M.define('swatch', { dur: 2, draw(g, t) {\n  g.fillRect(0, 0, 10 10);\n} });\n".utf8), to: file)
        try waitForCatalog({ $0.contains("\"status\":\"failed\"") }, "the syntax error")
        let catalog = try HTTPProbe.get(port: port, "/api/catalog").text
        XCTAssertTrue(catalog.contains("proto.js:2"), "the file and line: \(catalog)")
        XCTAssertEqual(try frame(), good, "the last good frame")

        // A key no setting of the tool fills: the same one-line message as `motion render` gives.
        try OutputFile.write(Data(Self.prototype(reads: "reads: ['boardTheme', 'nope'], ").utf8), to: file)
        try waitForCatalog({ $0.contains("reads 'nope'") }, "the unknown key")
        let message = "scene 'swatch' reads 'nope', which no setting of this tool fills; keys it can read: boardTheme, pieceSet, avatarStyle"
        XCTAssertTrue(try HTTPProbe.get(port: port, "/api/catalog").text.contains(message))
        let result = try ChildProcess.run(BuiltProduct.executable("motion"), ["render", "proto.js#swatch", "-o", "x.png"], in: folder)
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(result.stderr, "error: proto.js: \(message)\n")

        // A key the tool's settings fill loads, with the setting's default.
        try OutputFile.write(Data(Self.prototype(background: "#0000ff", reads: "reads: ['boardTheme'], ").utf8), to: file)
        try waitForCatalog({ $0.contains("\"status\":\"ready\"") && !$0.contains("\"status\":\"failed\"") }, "the fixed file")
        let deadline = Date(timeIntervalSinceNow: 20)
        while try color(try frame(), 5, 5) != "#0000FF", Date() < deadline { usleep(100_000) }
        XCTAssertEqual(try color(try frame(), 5, 5), "#0000FF")
    }

    /// `--props` reaches the file's scenes as `motion render --props` gives them (keys left out
    /// keep the file's defaults); the built-in scenes, which take none, draw as they are; props
    /// that are not one JSON object stop the studio before it starts, in one line.
    func testPropsReachTheFilesScenes() throws {
        try OutputFile.write(Data(Self.card.utf8), to: folder.appendingPathComponent("card.js"))
        let props = ##"{"fill": "#00ff00"}"##
        let motion = BuiltProduct.executable("motion")
        let other = try ServerProcess(motion, ["studio", "--port", "0", "--no-build", "card.js", "--props", props], in: folder)
        let otherPort = try XCTUnwrap(try other.url().port)
        try waitForCatalog(port: otherPort, { $0.contains("\"id\":\"card.js#card\"") }, "the card scene in the catalog")
        try assertCardFrame(port: otherPort, props: props)
        XCTAssertEqual(try HTTPProbe.get(port: otherPort, "/api/frame?scene=coins&t=1").status, 200, "a scene without props")
        XCTAssertEqual(try other.stop(), 0, other.standardError)

        let refused = try ChildProcess.run(motion, ["studio", "--port", "0", "--no-build", "card.js", "--props", "[1, 2]"], in: folder)
        XCTAssertEqual(refused.status, 64)
        XCTAssertEqual(refused.stderr.split(separator: "\n").count, 1, refused.stderr)
        XCTAssertTrue(refused.stderr.hasPrefix("error: --props"), refused.stderr)
    }

    /// `props=` on a frame of the file's scene: laid over the file's defaults as `motion render
    /// --props` lays them, byte for byte; the catalog has the defaults `M.define` gives; a scene
    /// without props (coins) and JSON that is not one object are refused, naming them.
    func testAFramesPropsReachTheFilesScenes() throws {
        try OutputFile.write(Data(Self.card.utf8), to: folder.appendingPathComponent("card.js"))
        let motion = BuiltProduct.executable("motion")
        let other = try ServerProcess(motion, ["studio", "--port", "0", "--no-build", "card.js"], in: folder)
        let otherPort = try XCTUnwrap(try other.url().port)
        try waitForCatalog(port: otherPort, { $0.contains("\"id\":\"card.js#card\"") && $0.contains("\"id\":\"coins\"") }, "both sources' scenes")
        let catalog = try JSONSerialization.jsonObject(with: try HTTPProbe.get(port: otherPort, "/api/catalog").body) as? [String: Any]
        let scenes = try XCTUnwrap(catalog?["scenes"] as? [[String: Any]])
        XCTAssertEqual((scenes.first?["scene"] as? [String: Any])?["props"] as? NSDictionary, ["fill": "#ff0000", "width": 100] as NSDictionary)

        let props = ##"{"fill": "#00ff00"}"##
        try assertCardFrame(port: otherPort, "&props=" + props.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!, props: props)
        let plain = try HTTPProbe.get(port: otherPort, "/api/frame?scene=card.js%23card&download=1&t=0.5")
        XCTAssertEqual(try color(plain.body, 50, 140), "#FF0000", "without props=, the file's fill")

        for (query, message) in [
            ("scene=coins&t=1&props=%7B%22fill%22%3A1%7D", "props: scene 'coins' takes no props"),
            ("scene=card.js%23card&t=0.5&props=5", "props: props must be one JSON object ({\"key\": value, …}), found a number (5)"),
            ("scene=card.js%23card&t=0.5&props=%7B", "props: not valid JSON"),
        ] {
            let refused = try HTTPProbe.get(port: otherPort, "/api/frame?" + query)
            XCTAssertEqual(refused.status, 400, refused.text)
            let error = try JSONSerialization.jsonObject(with: refused.body) as? [String: String]
            XCTAssertTrue(error?["error"]?.hasPrefix(message) == true, "\(query): \(refused.text)")
        }
        XCTAssertEqual(try other.stop(), 0, other.standardError)
    }

    /// The card's saved frame at 0.5 s from the studio on `port` (`query` added) against
    /// `motion render card.js#card --time 0.5 --props PROPS`, byte for byte, with `props` filling
    /// `#00ff00`: that fill at x 50, white at x 150 (the file's width, 100).
    private func assertCardFrame(port: Int, _ query: String = "", props: String, line: UInt = #line) throws {
        let answer = try HTTPProbe.get(port: port, "/api/frame?scene=card.js%23card&download=1&t=0.5" + query)
        XCTAssertEqual(answer.status, 200, answer.text, line: line)
        XCTAssertEqual(try color(answer.body, 50, 140), "#00FF00", "the fill the props give", line: line)
        XCTAssertEqual(try color(answer.body, 150, 140), "#FFFFFF", "the width the file gives (100)", line: line)
        let output = folder.appendingPathComponent("card.png")
        let rendered = try ChildProcess.run(BuiltProduct.executable("motion"), ["render", "card.js#card", "--time", "0.5", "--props", props, "-o", output.path], in: folder)
        XCTAssertEqual(rendered.status, 0, rendered.stderr, line: line)
        XCTAssertEqual(answer.body, try Data(contentsOf: output), "what motion render --props writes", line: line)
    }

    /// A red or `fill` band `width` points wide on white.
    private static let card = """
        M.define('card', { dur: 1, props: { fill: '#ff0000', width: 100 }, draw(g, t, e) {
          g.fillStyle = '#ffffff'; g.fillRect(0, 0, 360, 280);
          g.fillStyle = e.props.fill; g.fillRect(0, 0, e.props.width, 280);
        } });

        """

    /// The files given come first in the catalog, before the tool's scenes; `--files-only` leaves
    /// the tool's out (its usage errors are in StudioServerTests).
    func testTheFilesScenesComeFirstAndFilesOnlyHidesTheTools() throws {
        func ids(_ port: Int) throws -> [String] {
            let catalog = try JSONSerialization.jsonObject(with: try HTTPProbe.get(port: port, "/api/catalog").body) as? [String: Any]
            return (catalog?["scenes"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        }
        try waitForCatalog({ !$0.contains("\"status\":\"loading\"") }, "every source loaded")
        XCTAssertEqual(try ids(port), ["proto.js#swatch", "coins", "bots", "clock", "streak", "hint", "coach"])

        let motion = BuiltProduct.executable("motion")
        let only = try ServerProcess(motion, ["studio", "--port", "0", "--files-only", "proto.js"], in: folder)
        let onlyPort = try XCTUnwrap(try only.url().port)
        try waitForCatalog(port: onlyPort, { $0.contains("\"status\":\"ready\"") }, "the file's scene")
        XCTAssertEqual(try ids(onlyPort), ["proto.js#swatch"])
        XCTAssertEqual(try HTTPProbe.get(port: onlyPort, "/api/frame?scene=coins&t=1").status, 404, "the tool's scenes are not there")
        XCTAssertEqual(try only.stop(), 0, only.standardError)
    }
}
