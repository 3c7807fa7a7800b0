import Foundation
import MotionRender
import MotionTestSupport
import XCTest

/// Image sizes read from headers alone agree with ImageMagick's `identify` for files ImageMagick
/// and cwebp wrote, and anything else gives nil.
final class ImageHeaderTests: XCTestCase {
    func testSizesMatchIdentifyForEveryFormat() throws {
        let folder = try makeTemporaryFolder(self)
        let source = folder.appendingPathComponent("source.png")
        XCTAssertEqual(try ExternalTool.run("convert", package: "imagemagick", ["-size", "37x21", "gradient:red-blue", source.path]).status, 0)
        var files: [(URL, ImageHeader.Format, Int)] = [(source, .png, 1)]
        for (name, format) in [("a.jpg", ImageHeader.Format.jpeg), ("a.gif", .gif), ("progressive.jpg", .jpeg)] {
            let file = folder.appendingPathComponent(name)
            let options = name.hasPrefix("progressive") ? ["-interlace", "JPEG"] : []
            XCTAssertEqual(try ExternalTool.run("convert", package: "imagemagick", [source.path] + options + [file.path]).status, 0)
            files.append((file, format, 1))
        }
        let animated = folder.appendingPathComponent("animated.gif")
        XCTAssertEqual(try ExternalTool.run("convert", package: "imagemagick", ["-delay", "10", source.path, source.path, source.path, animated.path]).status, 0)
        files.append((animated, .gif, 3))
        let alpha = folder.appendingPathComponent("alpha.png")
        XCTAssertEqual(try ExternalTool.run("convert", package: "imagemagick", ["-size", "37x21", "xc:#FF000080", alpha.path]).status, 0)
        for (name, options, input) in [("lossy.webp", ["-q", "80"], source), ("lossless.webp", ["-lossless"], source), ("extended.webp", ["-q", "80"], alpha)] {
            let file = folder.appendingPathComponent(name)
            XCTAssertEqual(try ExternalTool.run("cwebp", package: "webp", options + [input.path, "-o", file.path, "-quiet"]).status, 0)
            files.append((file, .webp, 1))
        }
        for (file, format, frames) in files {
            let identify = try ExternalTool.run("identify", package: "imagemagick", ["-format", "%w %h\n", file.path])
            let first = try XCTUnwrap(identify.text.split(separator: "\n").first, file.lastPathComponent).split(separator: " ")
            let header = try XCTUnwrap(ImageHeader(try Data(contentsOf: file)), file.lastPathComponent)
            XCTAssertEqual(header.format, format, file.lastPathComponent)
            XCTAssertEqual(header.width, Int(first[0]), file.lastPathComponent)
            XCTAssertEqual(header.height, Int(first[1]), file.lastPathComponent)
            XCTAssertEqual(header.frames, frames, file.lastPathComponent)
        }
        let webp = try Data(contentsOf: folder.appendingPathComponent("extended.webp"))
        XCTAssertEqual(String(decoding: webp[12..<16], as: UTF8.self), "VP8X", "cwebp writes an image with alpha as VP8X")
    }

    func testWhatCannotBeMeasuredGivesNil() {
        let cases: [(String, Data)] = [
            ("empty", Data()),
            ("text", Data("hello".utf8)),
            ("PNG signature only", Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])),
            ("PNG with a zero width", Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]) + Data("IHDR".utf8) + Data([0, 0, 0, 0, 0, 0, 0, 1])),
            ("JPEG scan before any frame", Data([0xFF, 0xD8, 0xFF, 0xDA, 0, 2])),
            ("JPEG cut in a segment", Data([0xFF, 0xD8, 0xFF, 0xE0, 0x40, 0])),
            ("GIF without frames", Data("GIF89a".utf8) + Data([1, 0, 1, 0, 0, 0, 0, 0x3B])),
            ("animated WebP", Data("RIFF".utf8) + Data([22, 0, 0, 0]) + Data("WEBPVP8X".utf8) + Data([10, 0, 0, 0, 0x02, 0, 0, 0, 9, 0, 0, 9, 0, 0])),
            ("BMP", Data("BM".utf8) + Data(repeating: 0, count: 60)),
        ]
        for (what, data) in cases { XCTAssertNil(ImageHeader(data), what) }
    }

    func testHugePNGReferenceIsRefusedBeforeDecoding() {
        // A header claiming 100000 × 100000 pixels, followed by nothing: the decoder never runs.
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]) + Data("IHDR".utf8)
        png += Data([0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0, 8, 6, 0, 0, 0, 0, 0, 0, 0])
        XCTAssertThrowsError(try RasterImage(pngData: png, name: "ref.png")) { error in
            XCTAssertEqual("\(error)", "SVG asset ref.png: is a 100000x100000 PNG (10000000000 pixels), over the limit of 200000000")
        }
    }
}
