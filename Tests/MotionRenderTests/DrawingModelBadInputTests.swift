import Foundation
import MotionRender
import MotionTestSupport
import XCTest

/// Bad gradients, radii, filters and images fail the render with one line naming the scene,
/// the time and the value, and no file is written.
final class DrawingModelBadInputTests: XCTestCase {
    static let two = Gradient(colors: [Pure.red, Pure.blue])

    func testBadValuesFailTheRenderNamingThem() throws {
        let cases: [(String, @Sendable (inout MotionCanvas) -> Void, String)] = [
            ("no stops", { $0.rect(Self.box, .linearGradient(Gradient(stops: []), startPoint: .zero, endPoint: CGPoint(x: 9, y: 0))) },
             "failed at t=0.5: fill with a gradient needs at least one stop"),
            ("stops out of order", { $0.rect(Self.box, .linearGradient(Gradient(stops: [.init(color: Pure.red, location: 0.6), .init(color: Pure.blue, location: 0.2)]),
                                                                        startPoint: .zero, endPoint: CGPoint(x: 9, y: 0))) },
             "stop 1 is at location 0.2, before the previous stop at 0.6: stops must be in order"),
            ("a stop past 1", { $0.rect(Self.box, .radialGradient(Gradient(stops: [.init(color: Pure.red, location: 1.5)]), center: .zero, startRadius: 0, endRadius: 9)) },
             "stop 0 is at location 1.5: locations must be finite and in 0...1"),
            ("a NaN stop", { $0.rect(Self.box, .conicGradient(Gradient(stops: [.init(color: Pure.red, location: .nan)]), center: .zero)) },
             "stop 0 is at location nan"),
            ("non-finite geometry", { $0.rect(Self.box, .linearGradient(Self.two, startPoint: CGPoint(x: Double.infinity, y: 0), endPoint: .zero)) },
             "drew non-finite geometry at t=0.5: fill with non-finite gradient geometry"),
            ("a negative radius", { $0.rect(Self.box, .radialGradient(Self.two, center: .zero, startRadius: -3, endRadius: 9)) },
             "gradient radius -3.0: radii must be ≥ 0"),
            ("a NaN radius", { $0.rect(Self.box, .radialGradient(Self.two, center: .zero, startRadius: 0, endRadius: .nan)) },
             "drew non-finite geometry at t=0.5: fill with non-finite gradient radius nan"),
            ("a NaN conic angle", { $0.rect(Self.box, .conicGradient(Self.two, center: .zero, angle: .radians(.nan))) },
             "non-finite conic gradient angle nan"),
            ("a negative blur radius", { c in c.addFilter(.blur(radius: -2)); c.rect(Self.box, Pure.red) },
             "addFilter(.blur(radius: -2.0)): radius -2.0 is invalid: expected a finite number of points in 0...1000"),
            ("a huge blur radius", { c in c.addFilter(.blur(radius: 1e6)); c.rect(Self.box, Pure.red) },
             "radius 1000000.0 is invalid: expected a finite number of points in 0...1000"),
            ("an infinite shadow radius", { c in c.addFilter(.shadow(radius: .infinity)); c.rect(Self.box, Pure.red) },
             "drew non-finite geometry at t=0.5: addFilter(.shadow("),
            ("a NaN shadow offset", { c in c.addFilter(.shadow(radius: 2, x: .nan)); c.rect(Self.box, Pure.red) },
             "shadow offset (nan, 0.0) is not finite"),
            ("a NaN colour matrix", { c in c.addFilter(.saturation(.nan)); c.rect(Self.box, Pure.red) },
             "has a non-finite value"),
            ("a NaN clip", { c in c.clip(to: MotionPath(rect: CGRect(x: 0, y: 0, width: Double.nan, height: 3))) },
             "clip to a path with non-finite points"),
            ("a bad tile", { c in
                let tile = try! BitmapAsset(RasterImage(width: 1, height: 1, rgba: [1, 2, 3, 255]), name: "dot")
                c.rect(Self.box, .tiledImage(tile, sourceRect: CGRect(x: 0.5, y: 0, width: 1, height: 1), transform: .identity))
             }, "tiled image source rectangle"),
            ("an image in a NaN rect", { c in
                let dot = try! BitmapAsset(RasterImage(width: 1, height: 1, rgba: [1, 2, 3, 255]), name: "dot")
                c.image(dot, from: CGRect(x: 0, y: 0, width: 1, height: 1), in: CGRect(x: Double.nan, y: 0, width: 4, height: 4))
             }, "image dot from"),
        ]
        let folder = try makeTemporaryFolder(self)
        for (what, draw, message) in cases {
            for format in RenderFormat.allCases {
                let out = folder.appendingPathComponent("bad.\(format.rawValue)")
                XCTAssertThrowsError(try MotionRenderer.render(ClosureScene(name: "bad") { c, _ in draw(&c) }, at: 0.5,
                                                               options: RenderOptions(format: format), to: out), what) { error in
                    let text = String(describing: error)
                    XCTAssertTrue(text.hasPrefix("scene 'bad' "), "\(what): \(text)")
                    XCTAssertTrue(text.contains(message), "\(what), \(format): \(text)")
                    XCTAssertFalse(text.contains("\n"), "\(what): one line")
                }
                XCTAssertFalse(FileManager.default.fileExists(atPath: out.path), "\(what), \(format): no file")
            }
        }
    }

    func testAFilteredDrawingOverTheLayerLimitIsRefusedInPNG() throws {
        // 8200 × 8200 output pixels: a blur over all of them needs more than the 64-megapixel
        // layer limit, and is refused before the layer is allocated. (In SVG and PDF the layer's
        // density would be lowered to fit instead.)
        let scene = ClosureScene(name: "huge", box: CGSize(width: 820, height: 820)) { c, _ in
            var blurred = c
            blurred.addFilter(.blur(radius: 3))
            blurred.rect(CGRect(x: 0, y: 0, width: 820, height: 820), Pure.red)
        }
        XCTAssertThrowsError(try MotionRenderer.render(scene, at: 0.5, options: RenderOptions(size: .scale(10)))) { error in
            XCTAssertTrue(String(describing: error).hasPrefix("scene 'huge' failed at t=0.5: fill with filters needs a 8200x8200 pixel layer, over the limit of 64000000 pixels"),
                          "\(error)")
        }
    }

    static let box = CGRect(x: 0, y: 0, width: 100, height: 100)
}
