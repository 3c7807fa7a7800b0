import Foundation
import MotionRender
import MotionTestSupport
import XCTest

/// Even-odd and inverse clips, clips to a layer's alpha and luminance masks, each owned by the
/// canvas copy that adds it.
final class MaskAndClipTests: XCTestCase {
    /// Two concentric circles drawn the same way round: non-zero fills the whole disc,
    /// even-odd only the ring.
    static let ring: MotionPath = {
        var p = MotionPath(ellipseIn: CGRect(x: 80, y: 40, width: 200, height: 200))
        p.addEllipse(in: CGRect(x: 130, y: 90, width: 100, height: 100))
        return p
    }()

    func testEvenOddClipKeepsTheRingOnly() throws {
        let image = try fullFrame { c in c.clip(to: Self.ring, style: FillStyle(eoFill: true)) }
        XCTAssertEqual(image[180, 140].a, 0, "the hole")
        XCTAssertEqual(image[100, 140].a, 255, "the ring")
        XCTAssertEqual(image[20, 20].a, 0, "outside")
        let nonZero = try fullFrame { c in c.clip(to: Self.ring) }
        XCTAssertEqual(nonZero[180, 140].a, 255, "non-zero: no hole")
    }

    func testInverseClipOfAConvexShapeKeepsTheOutside() throws {
        let image = try fullFrame { c in c.clip(to: MotionPath(ellipseIn: CGRect(x: 130, y: 90, width: 100, height: 100)), options: .inverse) }
        XCTAssertEqual(image[180, 140].a, 0, "inside the circle")
        XCTAssertEqual(image[20, 20].a, 255, "outside it")
        XCTAssertEqual(image[135, 95].a, 255, "a corner of its box, outside the circle")
    }

    func testInverseClipOfOverlappingSubpathsUsesTheNonZeroRule() throws {
        // Both circles wind the same way: inside either is inside the path, so the inverse keeps neither.
        let two: MotionPath = {
            var p = MotionPath(ellipseIn: CGRect(x: 60, y: 60, width: 140, height: 140))
            p.addEllipse(in: CGRect(x: 140, y: 60, width: 140, height: 140))
            return p
        }()
        let image = try fullFrame { c in c.clip(to: two, options: .inverse) }
        XCTAssertEqual(image[170, 130].a, 0, "where they overlap (even-odd would keep it)")
        XCTAssertEqual(image[90, 130].a, 0)
        XCTAssertEqual(image[20, 20].a, 255)
        let evenOdd = try fullFrame { c in c.clip(to: two, style: FillStyle(eoFill: true), options: .inverse) }
        XCTAssertEqual(evenOdd[170, 130].a, 255, "even-odd: the overlap is outside the path")
    }

    func testClipToLayerUsesTheLayersAlphaAndOpacity() throws {
        let image = try fullFrame { c in
            c.clipToLayer(opacity: 0.5) { layer in
                layer.rect(CGRect(x: 0, y: 0, width: 180, height: 280), .black)
                layer.rect(CGRect(x: 180, y: 0, width: 90, height: 280), MotionColor(red: 1, green: 1, blue: 1, alpha: 0.5))
            }
        }
        XCTAssertEqual(Int(image[90, 140].a), 128, accuracy: 1, "alpha 1 × opacity 0.5")
        XCTAssertEqual(Int(image[220, 140].a), 64, accuracy: 1, "alpha 0.5 × 0.5; the colour does not matter")
        XCTAssertEqual(image[300, 140].a, 0, "no layer there")
        let inverse = try fullFrame { c in
            c.clipToLayer(options: .inverse) { $0.rect(CGRect(x: 0, y: 0, width: 180, height: 280), .black) }
        }
        XCTAssertEqual(inverse[90, 140].a, 0)
        XCTAssertEqual(inverse[300, 140].a, 255)
    }

    func testLuminanceMaskKeepsWhiteAndHidesBlack() throws {
        let grey = 0.5
        let image = try fullFrame { c in
            c.clipToLuminance { mask in
                mask.rect(CGRect(x: 0, y: 0, width: 120, height: 280), .white)
                mask.rect(CGRect(x: 120, y: 0, width: 120, height: 280), MotionColor(red: grey, green: grey, blue: grey))
                mask.rect(CGRect(x: 240, y: 0, width: 120, height: 140), .black)
                mask.rect(CGRect(x: 240, y: 140, width: 120, height: 140), MotionColor(red: 1, green: 0, blue: 0))
            }
        }
        XCTAssertEqual(image[60, 140].a, 255, "white keeps")
        XCTAssertEqual(Int(image[180, 140].a), 128, accuracy: 1, "mid grey keeps half")
        XCTAssertEqual(image[300, 70].a, 0, "black hides")
        XCTAssertEqual(Int(image[300, 200].a), Int((0.2125 * 255).rounded()), accuracy: 1, "red keeps its Rec. 709 luminance")
    }

    func testMasksAndClipsBelongToTheCopy() throws {
        let image = try pixels(ClosureScene { c, _ in
            var masked = c
            masked.clip(to: MotionPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100)), options: .inverse)
            masked.clipToLayer { $0.rect(CGRect(x: 0, y: 0, width: 360, height: 140), .black) }
            masked.rect(CGRect(x: 0, y: 0, width: 360, height: 280), Pure.red)
            c.rect(CGRect(x: 0, y: 200, width: 50, height: 50), Pure.green)
        })
        XCTAssertEqual(image[50, 50].a, 0, "inverse clip")
        XCTAssertEqual(image[200, 50].r, 255, "kept")
        XCTAssertEqual(image[200, 200].a, 0, "outside the layer")
        XCTAssertEqual(image[25, 225].g, 255, "the original has none of it")
    }

    func testAFilteredCopyIsClippedAfterItsFilter() throws {
        // The clip cuts the blurred result; what lies outside the clip still blurs into it.
        let image = try pixels(ClosureScene { c, _ in
            var blurred = c
            blurred.clip(to: MotionPath(rect: CGRect(x: 180, y: 0, width: 180, height: 280)))
            blurred.addFilter(.blur(radius: 6))
            blurred.rect(CGRect(x: 0, y: 0, width: 180, height: 280), .black)
        })
        XCTAssertEqual(image[170, 140].a, 0, "clipped")
        XCTAssertEqual(Double(image[180, 140].a) / 255, FilterTests.phi(-0.5 / 6), accuracy: FilterTests.blurTolerance,
                       "the blur of what the clip hides reaches inside it")
    }

    func testDrawLayerComposesWithTheCopysMaskBlendModeAndOpacity() throws {
        let image = try pixels(ClosureScene { c, _ in
            c.rect(CGRect(x: 0, y: 0, width: 360, height: 280), MotionColor(red: 0.5, green: 0.5, blue: 0.5))
            var copy = c
            copy.clipToLayer { $0.rect(CGRect(x: 0, y: 0, width: 180, height: 280), .black) }
            copy.blendMode = .multiply
            copy.fade(0.5)
            copy.drawLayer { layer in
                // Two overlapping squares: one layer, so the overlap is not darker.
                layer.rect(CGRect(x: 0, y: 0, width: 360, height: 140), Pure.red)
                layer.rect(CGRect(x: 0, y: 0, width: 360, height: 140), Pure.red)
            }
        })
        // Red multiplied into grey is (0.5, 0, 0); at opacity 0.5 over the grey: (0.5, 0.25, 0.25).
        let p = image[90, 70]
        XCTAssertEqual([Int(p.r), Int(p.g), Int(p.b)], [128, 64, 64], "the layer, masked in, multiplied at half opacity")
        XCTAssertTrue(image[270, 70] == (128, 128, 128, 255), "masked out: \(image[270, 70])")
        XCTAssertTrue(image[90, 210] == (128, 128, 128, 255), "nothing drawn there: \(image[90, 210])")
    }

    /// The whole frame filled red through `setUp`'s clips and masks.
    private func fullFrame(_ setUp: @escaping @Sendable (inout MotionCanvas) -> Void) throws -> RasterImage {
        try pixels(ClosureScene { c, _ in
            var copy = c
            setUp(&copy)
            copy.rect(CGRect(x: 0, y: 0, width: 360, height: 280), Pure.red)
        })
    }
}
