import Foundation
@testable import MotionJS
import MotionRender
import XCTest

/// The member table covers the canvas API, every supported member exists, and every pending or
/// unavailable one fails on read, write and call with an error naming it.
final class MembersTests: XCTestCase {
    /// The members of `CanvasRenderingContext2D` in the HTML specification's IDL (the
    /// interface and its mixins), as of 2025.
    static let specification = """
    canvas getContextAttributes save restore reset isContextLost scale rotate translate transform getTransform setTransform
    resetTransform globalAlpha globalCompositeOperation imageSmoothingEnabled imageSmoothingQuality strokeStyle fillStyle
    createLinearGradient createRadialGradient createConicGradient createPattern shadowOffsetX shadowOffsetY shadowBlur shadowColor
    filter clearRect fillRect strokeRect beginPath fill stroke clip isPointInPath isPointInStroke drawFocusIfNeeded
    scrollPathIntoView fillText strokeText measureText drawImage createImageData getImageData putImageData lineWidth lineCap
    lineJoin miterLimit setLineDash getLineDash lineDashOffset font textAlign textBaseline direction letterSpacing fontKerning
    fontStretch fontVariantCaps textRendering wordSpacing lang closePath moveTo lineTo quadraticCurveTo bezierCurveTo arcTo rect
    roundRect arc ellipse
    """.split(whereSeparator: \.isWhitespace).map(String.init)

    func testTheTableCoversTheSpecification() {
        let table = Set(Canvas2DMembers.all.filter { $0.owner == "CanvasRenderingContext2D" }.map(\.name))
        XCTAssertEqual(table, Set(Self.specification))
        XCTAssertEqual(Canvas2DMembers.all.count, Set(Canvas2DMembers.all.map { "\($0.owner).\($0.name)" }).count, "no member twice")
    }

    func testSupportedMembersExist() {
        let supported = Canvas2DMembers.all.filter { $0.refusal == nil }
        let checks = supported.map { member -> String in
            let object = member.owner == "Path2D" ? "p" : member.owner == "OffscreenCanvas" ? "c" : "g"
            return member.kind == .method
                ? "assertEqual(typeof \(object).\(member.name), 'function', '\(member.owner).\(member.name)');"
                : "\(object).\(member.name);"
        }
        ScriptSupport.run("const c = new OffscreenCanvas(10, 10), g = c.getContext('2d'), p = new Path2D();\n" + checks.joined(separator: "\n"))
    }

    func testPendingMembersFailOnEveryUse() {
        let pending = Canvas2DMembers.all.filter { $0.refusal != nil }
        XCTAssertFalse(pending.isEmpty)
        for member in pending {
            let object = member.owner == "Path2D" ? "new Path2D()" : member.owner == "OffscreenCanvas" ? "new OffscreenCanvas(1, 1)" : "canvas()"
            let result = ScriptSupport.run("""
            const o = \(object);
            const read = assertThrows('NotSupportedError', () => o.\(member.name), 'read');
            assertThrows('NotSupportedError', () => { o.\(member.name) = 1; }, 'write');
            assertThrows('NotSupportedError', () => o.\(member.name)(1, 2, 3), 'call');
            console.log(read.message);
            """)
            XCTAssertEqual(result.output, [member.refusal!])
            XCTAssertTrue(member.refusal!.hasPrefix("\(member.owner).\(member.name) is not "), member.refusal!)
        }
    }
}
