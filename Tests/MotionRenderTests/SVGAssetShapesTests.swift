import Foundation
@testable import MotionRender
import XCTest

/// `SVGAsset.shapes()`: a plain SVG drawing read as its shapes, with SVG's defaults, and anything
/// outside the plain subset refused as a whole (drawn as pixels by the writer that asked).
final class SVGAssetShapesTests: XCTestCase {
    private func asset(_ body: String, root: String = #"width="20" height="10" viewBox="0 0 40 20""#) throws -> SVGAsset {
        try SVGAsset(data: Data(("<svg xmlns=\"http://www.w3.org/2000/svg\" " + root + ">" + body + "</svg>").utf8), name: "test.svg")
    }

    func testPlainShapesKeepTheirPaintOrderDefaultsAndViewBox() throws {
        let svg = try asset(#"""
            <g stroke="#00FF00" stroke-width="2"><rect x="1" y="2" width="3" height="4" fill="#FF0000" opacity=".5" stroke="none"/>
            <circle cx="10" cy="10" r="5"/></g><path d="M0 0H8V4Z" fill="none" stroke="#0000FF" stroke-linecap="round"/>
            """#)
        let (viewBox, shapes) = try XCTUnwrap(svg.shapes())
        // viewBox 40 × 20 in 20 × 10 points: half size, no offset.
        XCTAssertEqual(viewBox, MotionTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: 0, ty: 0))
        XCTAssertEqual(shapes.count, 4, "rect fill; circle fill (black by default) and stroke; path stroke")
        guard case let .fill(red, evenOdd) = shapes[0].paint else { return XCTFail("\(shapes[0].paint)") }
        XCTAssertEqual([red.red, red.green, red.blue, red.alpha], [1, 0, 0, 0.5])
        XCTAssertFalse(evenOdd)
        XCTAssertEqual(shapes[0].path.boundingRect, CGRect(x: 1, y: 2, width: 3, height: 4))
        guard case .fill(let black, _) = shapes[1].paint, case let .stroke(green, style) = shapes[2].paint else { return XCTFail() }
        XCTAssertEqual([black.red, black.green, black.blue, black.alpha], [0, 0, 0, 1])
        XCTAssertEqual([green.green, style.lineWidth, style.miterLimit], [1, 2, 4])
        XCTAssertEqual(shapes[1].path.boundingRect.integral, CGRect(x: 5, y: 5, width: 10, height: 10))
        guard case let .stroke(_, round) = shapes[3].paint else { return XCTFail() }
        XCTAssertEqual(round.lineCap, .round)
        XCTAssertEqual(shapes[3].path.boundingRect, CGRect(x: 0, y: 0, width: 8, height: 4))
    }

    func testAGroupClipToOneShapeIsKept() throws {
        let svg = try asset(##"<clipPath id="c"><circle cx="20" cy="10" r="10"/></clipPath><g clip-path="url(#c)"><rect width="40" height="20" fill="#123456"/></g>"##)
        let shapes = try XCTUnwrap(svg.shapes()).shapes
        XCTAssertEqual(shapes.count, 1)
        XCTAssertEqual(shapes[0].clip?.boundingRect.integral, CGRect(x: 10, y: 0, width: 20, height: 20))
    }

    func testAnythingOutsideThePlainSubsetIsRefused() throws {
        let refused = [
            ##"<rect width="4" height="4" fill="url(#g)"/>"##,
            #"<rect width="4" height="4" transform="rotate(45)"/>"#,
            #"<rect width="4" height="4" style="fill:red"/>"#,
            #"<text x="0" y="10">A</text>"#,
            #"<g opacity="0.5"><rect width="4" height="4"/></g>"#,
            #"<rect width="4" height="4" fill="red"/>"#,
            #"<rect width="4" height="4" rx="1" ry="2"/>"#,
            ##"<rect width="4" height="4" fill="#F00" stroke="#00F" opacity="0.5"/>"##,
            ##"<g clip-path="url(#missing)"><rect width="4" height="4"/></g>"##,
        ]
        for body in refused {
            XCTAssertNil(try asset(body).shapes(), body)
        }
        XCTAssertNil(try asset(#"<rect width="4" height="4"/>"#, root: #"width="8" height="8" viewBox="0 0 4 4" preserveAspectRatio="none""#).shapes())
    }
}
