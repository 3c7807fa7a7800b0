import Foundation
import MotionGraphics
import XCTest

/// One limits policy: the same value gets the same answer and message wherever it is checked.
final class RenderLimitsTests: XCTestCase {
    func testSidesAreCheckedPerFormat() throws {
        XCTAssertNoThrow(try RenderLimits.checkSides(width: 32_767, height: 10, format: .png))
        XCTAssertThrowsError(try RenderLimits.checkSides(width: 32_768, height: 10, format: .png)) {
            XCTAssertEqual("\($0)", "PNG output 32768x10 is too large: each side must be at most 32767")
        }
        XCTAssertThrowsError(try RenderLimits.checkSides(width: 10, height: 14_401, format: .pdf)) {
            XCTAssertEqual("\($0)", "PDF output 10x14401 is too large: each side must be at most 14400")
        }
        XCTAssertNoThrow(try RenderLimits.checkSides(width: 100_000, height: 100_000, format: .svg), "SVG has no side limit")
    }

    func testFPSAndFrameCounts() {
        for fps in [0, -1, 240.5, .infinity, .nan] {
            XCTAssertThrowsError(try RenderLimits.check(fps: fps), "\(fps)")
        }
        XCTAssertNoThrow(try RenderLimits.check(fps: 240))
        XCTAssertThrowsError(try RenderLimits.check(fps: 1e6)) {
            XCTAssertEqual("\($0)", "fps 1e+06 is invalid: expected 0 < fps <= 240")
        }
        XCTAssertThrowsError(try RenderLimits.check(frameCount: 501, limit: RenderLimits.storyboardFrames, what: "frames in a storyboard")) {
            XCTAssertEqual("\($0)", "frame count 501 is invalid: expected 1...500 frames in a storyboard")
        }
        XCTAssertThrowsError(try RenderLimits.check(frameCount: 0, limit: 10, what: "frames"))
        XCTAssertNoThrow(try RenderLimits.check(frameCount: 10, limit: 10, what: "frames"))
    }

    func testThePixelLimitIsCheckedBeforeAnyAllocation() {
        XCTAssertThrowsError(try OutputGeometry(box: CGSize(width: 360, height: 280), size: .scale(1e6),
                                                pixelLimit: RenderLimits.defaultPixels)) { error in
            guard case .tooManyPixels? = error as? RenderError else { return XCTFail("\(error)") }
        }
    }
}
