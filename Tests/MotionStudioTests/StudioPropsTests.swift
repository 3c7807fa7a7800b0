import Foundation
import MotionCLI
import MotionRender
import MotionScenes
@testable import MotionStudio
import MotionTestSupport
import XCTest

/// `/api/frame?props=…` and the catalog's props, over HTTP, against a studio serving Swift
/// scenes with props (``BandScene``, ``OptionalAccentScene``) and one without (coins) through
/// the source that draws in the studio's process. The frames are compared with what
/// `motion render SCENE --props JSON` draws: `RenderOptions.setProps` with the `--props` input,
/// the renderer, the PNG encoder, as the render command does.
final class StudioPropsTests: XCTestCase {
    private var server: StudioServer!
    private var recorder: RecordingSource!
    private var port = 0

    /// A studio over the three scenes, given `launch` as its `--props`.
    private func start(launch: String? = nil) throws {
        let input = try launch.map { try PropsInput(json: $0, source: "--props") }
        recorder = RecordingSource(SceneListSource(label: "scenes", idPrefix: "", watching: [], props: input) {
            [BandScene(), OptionalAccentScene(), CoinsScene()]
        })
        server = try StudioServer(sources: [recorder], socket: try ListeningSocket(address: .loopback, port: 0), tool: "motion",
                                  launchProps: input?.object)
        port = try XCTUnwrap(server.url.port)
        let deadline = Date(timeIntervalSinceNow: 30)
        while Date() < deadline {
            if let answer = try? HTTPProbe.get(port: port, "/api/catalog"), answer.text.contains("\"status\":\"ready\"") { return }
            usleep(20_000)
        }
        XCTFail("the scenes did not load")
    }

    override func tearDown() {
        server?.stop()
        super.tearDown()
    }

    /// `text` as a query value (everything but letters and digits percent-encoded).
    private func encoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
    }

    /// The saved frame of `scene` at 1 s, with `props` when given.
    private func frame(_ scene: String = "band", props: String? = nil) throws -> HTTPProbe.Answer {
        try HTTPProbe.get(port: port, "/api/frame?scene=\(scene)&t=1&download=1" + (props.map { "&props=" + encoded($0) } ?? ""))
    }

    /// What `motion render band --time 1 --props JSON` draws.
    private func rendered(_ scene: any MotionScene = BandScene(), props: String?) throws -> Data {
        var options = RenderOptions()
        if let props { try options.setProps(try PropsInput(json: props, source: "--props"), for: scene) }
        return try MotionRenderer.render(scene, at: 1, options: options)
    }

    private func color(_ png: Data, _ x: Int, _ y: Int) throws -> String {
        let p = try RasterImage(pngData: png)[x, y]
        return String(format: "#%02X%02X%02X", p.r, p.g, p.b)
    }

    func testAFramesPropsAreLaidOverTheDefaults() throws {
        try start()
        let plain = try frame()
        XCTAssertEqual(plain.status, 200, plain.text)
        let wide = try frame(props: ##"{"width": 200, "accent": "#0000ff"}"##)
        XCTAssertEqual(wide.status, 200, wide.text)
        XCTAssertNotEqual(wide.body, plain.body, "other props, another frame")
        XCTAssertEqual(try color(plain.body, 50, 140), "#FF0000", "the default accent")
        XCTAssertEqual(try color(plain.body, 150, 140), try color(plain.body, 300, 140), "the default band ends at 90")
        XCTAssertEqual(try color(wide.body, 150, 140), "#0000FF", "the band 200 wide, in the accent given")
        XCTAssertEqual(wide.body, try rendered(props: ##"{"width": 200, "accent": "#0000ff"}"##), "what render --props draws")
        XCTAssertEqual(plain.body, try rendered(props: nil), "what render draws without props")
        // The cache keeps each: the default frame again is the default frame.
        XCTAssertEqual(try frame().body, plain.body)
        XCTAssertEqual(try frame(props: "{}").body, plain.body, "no keys: every default")
        let asked: [[String: JSONValue]?] = [nil, ["width": .number(200), "accent": .string("#0000ff")], [:]]
        XCTAssertEqual(recorder.props, asked, "the props reached the source, once each: the repeated default frame came from the cache")
    }

    /// Each refused `props=`: a 400 whose message reads as `--props`'s, with `props:` for `--props:`.
    func testRefusedPropsAreNamed() throws {
        try start()
        for (scene, props, message) in [
            ("band", #"{"widht": 200}"#, #"props: unknown key "widht" (keys there: accent, level, title, width)"#),
            ("band", #"{"level": 2.5}"#, #"props: key "level": expected an integer, found a number (2.5)"#),
            ("band", #"{"title": 5}"#, #"props: key "title": expected a string, found a number (5)"#),
            ("optional-accent", #"{"accent": "purple"}"#, #"props: key "accent": invalid colour "purple": expected #RGB, #RRGGBB or #RRGGBBAA"#),
            ("coins", #"{"width": 200}"#, "props: scene 'coins' takes no props"),
            ("coins", "{}", "props: scene 'coins' takes no props"),
            ("band", "[1, 2]", "props: props must be one JSON object ({\"key\": value, …}), found an array"),
            ("band", #"{"width": 200"#, "props: not valid JSON"),
        ] {
            let answer = try frame(scene, props: props)
            XCTAssertEqual(answer.status, 400, "\(scene) \(props): \(answer.text)")
            let error = try JSONSerialization.jsonObject(with: answer.body) as? [String: String]
            XCTAssertTrue(error?["error"]?.hasPrefix(message) == true, "\(props): \(answer.text)")
        }
        XCTAssertEqual(try HTTPProbe.get(port: port, "/api/frame?scene=band&t=1&props=%7B%7D&props=%7B%7D").status, 400, "props twice")
    }

    func testTheCatalogCarriesEachScenesProps() throws {
        try start()
        let props = try catalogProps()
        XCTAssertEqual(props["band"], ["title": "Level 5", "width": 90, "accent": "#FF0000", "level": 5] as NSDictionary)
        XCTAssertEqual(props["optional-accent"], ["title": "Well done", "accent": NSNull()] as NSDictionary,
                       "a key the props type reads but leaves out of its JSON (nil) is null")
        XCTAssertEqual(props["coins"], NSNull(), "no props")
    }

    /// The studio's `--props` are the props of a frame without `props=`, and those a frame's
    /// `props=` are laid over; the catalog shows them laid over the defaults.
    func testLaunchPropsStayTheDefaults() throws {
        try start(launch: #"{"title": "Launch", "width": 150}"#)
        XCTAssertEqual(try catalogProps()["band"], ["title": "Launch", "width": 150, "accent": "#FF0000", "level": 5] as NSDictionary)
        XCTAssertEqual(try frame().body, try rendered(props: #"{"title": "Launch", "width": 150}"#))
        XCTAssertEqual(try frame(props: #"{"width": 40}"#).body, try rendered(props: #"{"title": "Launch", "width": 40}"#))
        let catalog = try JSONSerialization.jsonObject(with: try HTTPProbe.get(port: port, "/api/catalog").body) as? [String: Any]
        XCTAssertEqual(catalog?["launchProps"] as? NSDictionary, ["title": "Launch", "width": 150] as NSDictionary)
    }

    /// Each scene's `props` in the catalog, by name (NSNull where there are none).
    private func catalogProps() throws -> [String: NSObject] {
        let catalog = try XCTUnwrap(try JSONSerialization.jsonObject(with: try HTTPProbe.get(port: port, "/api/catalog").body) as? [String: Any])
        var result: [String: NSObject] = [:]
        for entry in try XCTUnwrap(catalog["scenes"] as? [[String: Any]]) {
            let scene = try XCTUnwrap(entry["scene"] as? [String: Any])
            result[try XCTUnwrap(entry["id"] as? String)] = (scene["props"] as? NSObject) ?? NSNull()
        }
        return result
    }
}
