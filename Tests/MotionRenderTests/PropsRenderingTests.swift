import Foundation
import MotionRender
import MotionTestSupport
import XCTest

/// A scene's props reach `draw` typed: from options, from JSON laid over its defaults, and never
/// those of another type.
final class PropsRenderingTests: XCTestCase {
    /// A scene with other default props: a green band 200 points wide.
    struct GreenBandScene: MotionScene {
        var name: String { "green-band" }
        var duration: Double { 1 }
        var stillTime: Double { 0.5 }
        var defaultProps: BandScene.Props { BandScene.Props(width: 200, accent: MotionColor(hex: 0x00FF00)) }
        func draw(_ c: inout MotionCanvas, t: Double) { BandScene().draw(&c, t: t) }
    }

    /// Reads a props type that is not its own.
    struct ConfusedScene: MotionScene {
        var name: String { "confused" }
        var duration: Double { 1 }
        var stillTime: Double { 0.5 }
        func draw(_ c: inout MotionCanvas, t: Double) { _ = c.props(BandScene.Props.self) }
    }

    private func raster(_ scene: any MotionScene, _ options: RenderOptions = RenderOptions(background: false)) throws -> RasterImage {
        try MotionRenderer.raster(scene, at: 0.5, options: options)
    }

    func testWithoutPropsTheSceneDrawsItsDefaults() throws {
        let image = try raster(BandScene())
        XCTAssertEqual(image[45, 140].r, 255)
        XCTAssertEqual(image[45, 140].b, 0)
        XCTAssertEqual(image[100, 140].a, 0, "the default band ends at x = 90")
        let green = try raster(GreenBandScene())
        XCTAssertEqual(green[150, 140].g, 255, "a scene's own defaultProps, not Props()")
        XCTAssertEqual(green[210, 140].a, 0)
    }

    func testTypedPropsInOptionsReachDraw() throws {
        var options = RenderOptions(background: false)
        options.props = BandScene.Props(width: 300, accent: MotionColor(hex: 0x0000FF))
        let image = try raster(BandScene(), options)
        XCTAssertEqual(image[250, 140].b, 255)
        XCTAssertEqual(image[250, 140].r, 0)
        XCTAssertEqual(image[310, 140].a, 0)
    }

    func testJSONPropsAreLaidOverTheScenesDefaults() throws {
        var options = RenderOptions(background: false)
        try options.setProps(PropsInput(json: #"{"width": 250}"#), for: GreenBandScene())
        XCTAssertEqual(options.props as? BandScene.Props, BandScene.Props(width: 250, accent: MotionColor(hex: 0x00FF00)))
        let image = try raster(GreenBandScene(), options)
        XCTAssertEqual(image[240, 140].g, 255, "the scene's green default colour is kept")
        XCTAssertEqual(image[260, 140].a, 0)
    }

    func testPropsErrorsLeaveTheOptionsUnchanged() throws {
        var options = RenderOptions()
        options.props = BandScene.Props(width: 10)
        XCTAssertThrowsError(try options.setProps(PropsInput(json: #"{"width": "wide"}"#, source: "--props"), for: BandScene())) { error in
            XCTAssertEqual("\(error)", #"--props: key "width": expected a number, found a string ("wide")"#)
        }
        XCTAssertEqual(options.props as? BandScene.Props, BandScene.Props(width: 10))
    }

    func testPropsForASceneWithoutPropsAreRefused() throws {
        let plain = ClosureScene(name: "plain") { _, _ in }
        XCTAssertFalse(plain.takesProps)
        XCTAssertTrue(BandScene().takesProps)
        var options = RenderOptions()
        XCTAssertThrowsError(try options.setProps(PropsInput(json: "{}", source: "--props"), for: plain)) { error in
            XCTAssertEqual("\(error)", "--props: scene 'plain' takes no props")
        }
        options.props = BandScene.Props()
        XCTAssertThrowsError(try MotionRenderer.render(plain, at: 0.5, options: options)) { error in
            XCTAssertEqual(error as? PropsError, .takesNoProps(source: "props", scene: "plain"))
        }
    }

    func testPropsOfAnotherTypeFailEveryEntryPoint() throws {
        struct Other: SceneProps { var x = 1 }
        var options = RenderOptions()
        options.props = Other()
        let expected = PropsError.wrongType(scene: "band", expected: "MotionTestSupport.BandScene.Props",
                                            given: "MotionRenderTests.PropsRenderingTests.Other")
        for (entry, render) in [("render", { _ = try MotionRenderer.render(BandScene(), at: 0.5, options: options) }),
                                ("raster", { _ = try MotionRenderer.raster(BandScene(), at: 0.5, options: options) }),
                                ("pages", { _ = try MotionRenderer.renderPages(BandScene(), times: [0.5], options: options) }),
                                ("rasterizer", { _ = try FrameRasterizer(scene: BandScene(), options: options) })] as [(String, () throws -> Void)] {
            XCTAssertThrowsError(try render(), entry) { XCTAssertEqual($0 as? PropsError, expected, entry) }
        }
        XCTAssertEqual("\(expected)", "props of type MotionRenderTests.PropsRenderingTests.Other given to scene 'band', which takes MotionTestSupport.BandScene.Props")
    }

    func testReadingAnotherPropsTypeFailsTheFrameNamingBoth() {
        XCTAssertThrowsError(try MotionRenderer.render(ConfusedScene(), at: 0.5)) { error in
            guard case .sceneProblem(let scene, _, let detail)? = error as? RenderError else { return XCTFail("\(error)") }
            XCTAssertEqual(scene, "confused")
            XCTAssertTrue(detail.contains("MotionTestSupport.BandScene.Props") && detail.contains("NoProps"), detail)
        }
    }

    /// A scene drawn inside another sees its own defaults, not the outer scene's props.
    func testAnInnerSceneOfAnotherPropsTypeGetsItsDefaults() throws {
        struct Frame: SceneProps { var inset = 0.0 }
        struct Outer: MotionScene {
            typealias Props = Frame
            var duration: Double { 1 }
            var stillTime: Double { 0.5 }
            func draw(_ c: inout MotionCanvas, t: Double) {
                do { try c.draw(BandScene(), at: 0.5, in: CGRect(x: 0, y: 0, width: 360, height: 280), background: false) } catch { c.report("\(error)") }
            }
        }
        var options = RenderOptions(background: false)
        options.props = Frame(inset: 4)
        let image = try raster(Outer(), options)
        XCTAssertEqual(image[45, 140].r, 255, "the band scene's default red band")
        XCTAssertEqual(image[100, 140].a, 0)
    }

    func testTheCanvasGivesThePropsAsJSONText() throws {
        let seen = LockedBox<String>()
        struct Echo: MotionScene {
            typealias Props = BandScene.Props
            let seen: LockedBox<String>
            var duration: Double { 1 }
            var stillTime: Double { 0.5 }
            func draw(_ c: inout MotionCanvas, t: Double) { seen.set(c.propsJSON) }
        }
        _ = try raster(Echo(seen: seen))
        XCTAssertEqual(seen.get(), ##"{"accent":"#FF0000","level":5,"title":"Level 5","width":90}"##)
        var options = RenderOptions()
        try options.setProps(PropsInput(json: ##"{"accent": "#00f"}"##), for: Echo(seen: seen))
        _ = try raster(Echo(seen: seen), options)
        XCTAssertEqual(seen.get(), ##"{"accent":"#0000FF","level":5,"title":"Level 5","width":90}"##)
        _ = try raster(ClosureScene { c, _ in seen.set(c.propsJSON) })
        XCTAssertEqual(seen.get(), "{}", "a scene without props")
    }

    /// Default SVG ids hash the props drawn with, so frames drawn with other props can share a
    /// page; props equal to the defaults keep the ids of a render given none.
    func testDefaultSVGIdsTellPropsApart() throws {
        func prefix(_ options: RenderOptions) throws -> String {
            let svg = String(decoding: try MotionRenderer.render(BandScene(), at: 0.5, options: options), as: UTF8.self)
            let range = try XCTUnwrap(svg.range(of: #"id="band-500ms-light-phone-[^"]*"#, options: .regularExpression))
            return String(svg[range].dropFirst(4))
        }
        var options = RenderOptions(format: .svg)
        let plain = try prefix(options)
        options.props = BandScene.Props()
        XCTAssertEqual(try prefix(options), plain, "props equal to the defaults keep the ids")
        options.props = BandScene.Props(width: 200)
        let json = try BandScene.Props(width: 200).jsonText()
        XCTAssertEqual(json, ##"{"accent":"#FF0000","level":5,"title":"Level 5","width":200}"##)
        let tagged = try prefix(options)
        XCTAssertNotEqual(tagged, plain, "other props, other ids")
        XCTAssertEqual(try prefix(options), tagged, "the same props, the same ids")
    }
}
