import Foundation
import MotionRender
import MotionTestSupport
import XCTest

/// A copy of the canvas owns its state: what a copy changes shows in the copy's drawing only.
final class CanvasValueSemanticsTests: XCTestCase {
    func testFadedCopyDrawsHalfOpaqueWhileOriginalStaysOpaque() throws {
        let image = try pixels(ClosureScene { c, _ in
            var copy = c
            copy.fade(0.5)
            copy.rect(CGRect(x: 10, y: 10, width: 20, height: 20), Pure.red)
            c.rect(CGRect(x: 50, y: 10, width: 20, height: 20), Pure.red)
        })
        XCTAssertEqual(Int(image[20, 20].a), 128, accuracy: 1, "the faded copy draws at half opacity")
        XCTAssertEqual(image[60, 20].a, 255, "the original keeps full opacity")
    }

    func testFadesMultiplyLikeGlobalAlpha() throws {
        let image = try pixels(ClosureScene { c, _ in
            c.fade(0.5)
            var copy = c
            copy.fade(0.5)
            copy.rect(CGRect(x: 10, y: 10, width: 20, height: 20), Pure.blue)
            c.rect(CGRect(x: 50, y: 10, width: 20, height: 20), Pure.blue)
        })
        XCTAssertEqual(Int(image[20, 20].a), 64, accuracy: 1, "0.5 × 0.5 = 0.25")
        XCTAssertEqual(Int(image[60, 20].a), 128, accuracy: 1)
    }

    func testFadeClampsOvershootToOpaque() throws {
        let image = try pixels(ClosureScene { c, _ in
            c.fade(1.3)
            c.rect(CGRect(x: 10, y: 10, width: 20, height: 20), Pure.green)
        })
        XCTAssertEqual(image[20, 20].a, 255)
    }

    func testTranslatedCopyMovesOnlyItsOwnDrawing() throws {
        let image = try pixels(ClosureScene { c, _ in
            var copy = c
            copy.context.translateBy(x: 100, y: 0)
            copy.rect(CGRect(x: 0, y: 0, width: 10, height: 10), Pure.red)
            c.rect(CGRect(x: 0, y: 50, width: 10, height: 10), Pure.green)
        })
        XCTAssertEqual(image[105, 5].r, 255, "the copy's square moved to x = 100")
        XCTAssertEqual(image[5, 5].a, 0, "nothing of the copy at its untranslated place")
        XCTAssertEqual(image[5, 55].g, 255, "the original is not translated")
        XCTAssertEqual(image[105, 55].a, 0)
    }

    func testRotatedAndScaledCopyLeavesOriginalUntouched() throws {
        let image = try pixels(ClosureScene { c, _ in
            var copy = c
            copy.context.translateBy(x: 200, y: 100)
            copy.context.rotate(by: .pi / 2)          // +x now points down on screen
            copy.context.scaleBy(x: 2, y: 2)
            copy.rect(CGRect(x: 10, y: -2, width: 10, height: 4), Pure.blue)   // → x 196…204, y 120…140
            c.rect(CGRect(x: 10, y: -2, width: 10, height: 4), Pure.red)
        })
        XCTAssertEqual(image[200, 130].b, 255, "rotated a quarter turn clockwise and doubled")
        XCTAssertEqual(image[230, 100].a, 0, "not drawn along the unrotated axis")
        XCTAssertEqual(image[15, 1].r, 255, "the original draws without the copy's transform")
    }

    func testClippedCopyIsClippedAndOriginalIsNot() throws {
        let image = try pixels(ClosureScene { c, _ in
            var copy = c
            copy.clip(to: MotionPath(rect: CGRect(x: 0, y: 0, width: 50, height: 280)))
            copy.rect(CGRect(x: 0, y: 0, width: 100, height: 20), Pure.red)
            c.rect(CGRect(x: 0, y: 40, width: 100, height: 20), Pure.green)
        })
        XCTAssertEqual(image[25, 10].r, 255, "inside the clip")
        XCTAssertEqual(image[75, 10].a, 0, "outside the clip nothing is drawn")
        XCTAssertEqual(image[75, 50].g, 255, "the original has no clip")
    }

    func testClipUsesTheTransformItWasAddedUnder() throws {
        let image = try pixels(ClosureScene { c, _ in
            var copy = c
            copy.context.translateBy(x: 100, y: 0)
            copy.clip(to: MotionPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20)))  // box x 100…120
            copy.context.translateBy(x: -100, y: 0)
            copy.rect(CGRect(x: 0, y: 0, width: 360, height: 20), Pure.red)
        })
        XCTAssertEqual(image[110, 10].r, 255)
        XCTAssertEqual(image[10, 10].a, 0)
        XCTAssertEqual(image[130, 10].a, 0)
    }

    func testLayerOpacityIsGroupOpacity() throws {
        let image = try pixels(ClosureScene { c, _ in
            // Two overlapping opaque squares in a half-opaque layer: the overlap is not darker.
            c.drawLayer(opacity: 0.5) { layer in
                layer.rect(CGRect(x: 10, y: 10, width: 40, height: 40), Pure.red)
                layer.rect(CGRect(x: 30, y: 30, width: 40, height: 40), Pure.red)
            }
            // The same with per-shape fades: the overlap accumulates (globalAlpha rule).
            var faded = c
            faded.fade(0.5)
            faded.rect(CGRect(x: 110, y: 10, width: 40, height: 40), Pure.red)
            faded.rect(CGRect(x: 130, y: 30, width: 40, height: 40), Pure.red)
        })
        XCTAssertEqual(Int(image[40, 40].a), 128, accuracy: 1, "group: overlap as one layer")
        XCTAssertEqual(Int(image[20, 20].a), 128, accuracy: 1)
        XCTAssertEqual(Int(image[140, 40].a), 191, accuracy: 2, "shapes: 1 − 0.5² = 0.75")
    }

    func testZeroScaleDrawsNothingInsteadOfFailing() throws {
        let image = try pixels(ClosureScene { c, _ in
            var squashed = c
            squashed.context.scaleBy(x: 0, y: 0)
            squashed.circle(CGPoint(x: 50, y: 50), 20, Pure.red)
            squashed.text("hidden", at: CGPoint(x: 50, y: 50), color: .black)
            var clipped = c
            clipped.context.scaleBy(x: 1, y: 0)
            clipped.clip(to: MotionPath(rect: CGRect(x: 0, y: 0, width: 360, height: 280)))
            clipped.context.scaleBy(x: 1, y: 1)
            clipped.drawLayer { $0.rect(CGRect(x: 0, y: 0, width: 360, height: 280), Pure.blue) }
            c.rect(CGRect(x: 200, y: 10, width: 10, height: 10), Pure.green)   // the original still draws
        })
        XCTAssertEqual(image[50, 50].a, 0)
        XCTAssertEqual(image[300, 200].a, 0, "a clip squashed to nothing hides everything under it")
        XCTAssertEqual(image[205, 15].g, 255)
    }

    func testNonFiniteGeometryIsReportedWithSceneAndTime() {
        let scene = ClosureScene(name: "broken") { c, _ in
            c.circle(CGPoint(x: Double.nan, y: 10), 5, Pure.red)
        }
        XCTAssertThrowsError(try pixels(scene, t: 0.25)) { error in
            XCTAssertEqual(error as? RenderError,
                           .nonFiniteGeometry(scene: "broken", time: 0.25, detail: "fill of a path with non-finite points"))
            XCTAssertTrue("\(error)".contains("'broken'") && "\(error)".contains("t=0.25"), "\(error)")
        }
    }
}
