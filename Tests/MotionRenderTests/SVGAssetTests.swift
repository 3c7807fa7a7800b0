import Foundation
@testable import MotionRender
import MotionTestSupport
import XCTest

/// SVG assets: parsed once by librsvg, drawn where asked, vector in SVG/PDF, and bad files refused
/// with the file name and the reason.
final class SVGAssetTests: XCTestCase {
    /// A 10 × 10 asset: red left half, blue right half.
    static let halves = Data("""
        <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10">
          <rect x="0" y="0" width="5" height="10" fill="#FF0000"/>
          <rect x="5" y="0" width="5" height="10" fill="#0000FF"/>
        </svg>
        """.utf8)

    func testAssetIsDrawnScaledIntoItsRect() throws {
        let asset = try SVGAsset(data: Self.halves, name: "halves.svg")
        XCTAssertEqual(asset.size, CGSize(width: 10, height: 10))
        let image = try pixels(ClosureScene { c, _ in
            c.image(asset, in: CGRect(x: 100, y: 100, width: 40, height: 20))
        }, size: .scale(2))
        XCTAssertEqual(image[2 * 110, 2 * 110].r, 255, "left half red")
        XCTAssertEqual(image[2 * 130, 2 * 110].b, 255, "right half blue")
        XCTAssertEqual(image[2 * 145, 2 * 110].a, 0, "nothing right of the rect")
        XCTAssertEqual(image[2 * 110, 2 * 125].a, 0, "nothing below the rect")
    }

    func testAssetFollowsCanvasOpacity() throws {
        let asset = try SVGAsset(data: Self.halves, name: "halves.svg")
        let image = try pixels(ClosureScene { c, _ in
            c.fade(0.5)
            c.image(asset, in: CGRect(x: 0, y: 0, width: 10, height: 10))
        })
        XCTAssertEqual(Int(image[2, 5].a), 128, accuracy: 1)
    }

    func testAssetsStayVectorInSVGAndPDF() throws {
        let asset = try SVGAsset(data: Self.halves, name: "halves.svg")
        let scene = ClosureScene { c, _ in c.image(asset, in: CGRect(x: 10, y: 10, width: 100, height: 100)) }
        let svg = String(decoding: try MotionRenderer.render(scene, at: 0.5, options: RenderOptions(format: .svg)), as: UTF8.self)
        XCTAssertFalse(svg.contains("<image"), "no raster image in the SVG")
        XCTAssertTrue(svg.contains(##"<rect fill="#FF0000" height="10" width="5" x="0" y="0"/>"##), "the red half is the asset's own vector fill")
        let folder = try makeTemporaryFolder(self)
        let pdf = folder.appendingPathComponent("asset.pdf")
        try MotionRenderer.render(scene, at: 0.5, options: RenderOptions(format: .pdf), to: pdf)
        let images = try ExternalTool.run("pdfimages", package: "poppler-utils", ["-list", pdf.path])
        XCTAssertEqual(images.status, 0, images.stderr)
        XCTAssertEqual(images.text.split(separator: "\n").count, 2, "only pdfimages' two header lines, no image: \(images.text)")
    }

    func testCacheParsesEachFileOnce() throws {
        let folder = try makeTemporaryFolder(self)
        let file = folder.appendingPathComponent("halves.svg")
        try Self.halves.write(to: file)
        let cache = SVGAssetCache()
        let first = try cache.asset(at: file)
        let second = try cache.asset(at: URL(fileURLWithPath: folder.path + "/./halves.svg"))
        XCTAssertTrue(first === second)
        XCTAssertEqual(cache.count, 1)
    }

    func testMalformedSVGCarriesLibrsvgsMessage() {
        XCTAssertThrowsError(try SVGAsset(data: Data("<svg><rect></svg>".utf8), name: "broken.svg")) { error in
            guard case let .asset(file, message)? = error as? RenderError else { return XCTFail("\(error)") }
            XCTAssertEqual(file, "broken.svg")
            XCTAssertFalse(message.isEmpty)
            XCTAssertTrue("\(error)".hasPrefix("SVG asset broken.svg: "), "\(error)")
        }
    }

    func testRefusals() {
        let cases: [(String, Data, String)] = [
            ("empty.svg", Data(), "is empty"),
            ("external.svg", Data(#"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="4" height="4"><image xlink:href="file:///etc/passwd" width="4" height="4"/></svg>"#.utf8),
             "references an external resource 'file:///etc/passwd'"),
            ("remote.svg", Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><use href="http://example.invalid/a.svg#x"/></svg>"#.utf8),
             "references an external resource"),
            ("entities.svg", Data(#"<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>"#.utf8),
             "declares XML entities"),
            ("huge.svg", Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="50000" height="10"/>"#.utf8), "size 50000.0x10.0 is invalid: each side must be in (0, 10000] points"),
            ("flat.svg", Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="0" height="10"/>"#.utf8), "each side must be in (0, 10000] points"),
            ("big.svg", Data(repeating: 0x20, count: SVGAsset.maximumBytes + 1), "over the limit of 4 MiB (4194304 bytes)"),
            ("sizeless.svg", Data(#"<svg xmlns="http://www.w3.org/2000/svg"/>"#.utf8), "has neither width/height nor a viewBox"),
        ]
        for (name, data, fragment) in cases {
            XCTAssertThrowsError(try SVGAsset(data: data, name: name), name) { error in
                XCTAssertTrue("\(error)".contains(name) && "\(error)".contains(fragment), "\(name): \(error)")
            }
        }
    }

    func testReferencesInsideTheFileAreAcceptedAndTheFirstOutsideOneIsNamed() throws {
        let inside = Data(##"""
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="4" height="4">
              <defs><rect id="r" width="2" height="2"/></defs><use href="#r"/><use xlink:href='#r'/>
              <image width="1" height="1" href="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=="/>
            </svg>
            """##.utf8)
        XCTAssertEqual(try SVGAsset(data: inside, name: "inside.svg").size, CGSize(width: 4, height: 4))
        let outside = Data(##"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><use href="#r"/><use href='pieces/wK.svg#k'/></svg>"##.utf8)
        XCTAssertThrowsError(try SVGAsset(data: outside, name: "outside.svg")) { error in
            XCTAssertEqual("\(error)", "SVG asset outside.svg: references an external resource 'pieces/wK.svg#k' in <use>; assets must be self-contained")
        }
    }

    func testMissingFileIsNamed() {
        XCTAssertThrowsError(try SVGAsset(contentsOf: URL(fileURLWithPath: "/nonexistent/piece.svg"))) { error in
            XCTAssertTrue("\(error)".hasPrefix("SVG asset /nonexistent/piece.svg: does not exist"), "\(error)")
        }
    }
}
