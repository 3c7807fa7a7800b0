import Foundation
import MotionRender
import MotionTestSupport
import XCTest

/// Bitmap images: decoded pixels against ImageMagick's decoder, the canvas nine-argument
/// `drawImage`, interpolation, one copy per document in PDF and SVG, and bad files.
final class BitmapImageTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try makeTemporaryFolder(self)
        // A plasma fractal (fixed seed): a photo-like image whose every pixel differs.
        try magick(["-seed", "7", "-size", "64x48", "plasma:orange-navy", "-depth", "8", "PNG24:" + path("photo.png")])
        try magick([path("photo.png"), "-quality", "85", path("photo.jpg")])
        try magick(["-size", "40x30", "gradient:#ff000080-#00ff00", "-depth", "8", "PNG32:" + path("alpha.png")])
        let webp = try ExternalTool.run("cwebp", package: "webp", ["-quiet", "-lossless", path("photo.png"), "-o", path("photo.webp")])
        XCTAssertEqual(webp.status, 0, webp.stderr)
    }

    func testDecodedPNGAndJPEGEqualImageMagicksPixels() throws {
        for name in ["photo.png", "photo.jpg"] {
            let asset = try BitmapAsset(contentsOf: url(name))
            XCTAssertEqual(asset.size, CGSize(width: 64, height: 48))
            let reference = try imageMagickPixels(name, width: 64, height: 48)
            XCTAssertEqual(asset.rasterImage, reference, "\(name): gdk-pixbuf and ImageMagick decode the same pixels")
            // Drawn 1:1, the frame holds exactly those pixels.
            let drawn = try pixels(ClosureScene { c, _ in c.image(asset, at: CGPoint(x: 20, y: 10)) })
            XCTAssertEqual(drawn.cropped(x: 20, y: 10, width: 64, height: 48), reference, "\(name) drawn at its size")
            XCTAssertEqual(drawn[19, 10].a, 0, "nothing beside it")
        }
    }

    func testTranslucentPNGMatchesImageMagickPremultiplied() throws {
        let asset = try BitmapAsset(contentsOf: url("alpha.png"))
        let reference = try imageMagickPixels("alpha.png", width: 40, height: 30)
        let ours = asset.rasterImage
        var worst = 0
        for i in stride(from: 0, to: ours.rgba.count, by: 4) {
            let a = Int(reference.rgba[i + 3])
            XCTAssertEqual(Int(ours.rgba[i + 3]), a, "alpha is decoded exactly")
            for k in 0..<3 {
                // The frame stores premultiplied colour; compare it premultiplied.
                let mine = (Int(ours.rgba[i + k]) * a + 127) / 255, theirs = (Int(reference.rgba[i + k]) * a + 127) / 255
                worst = max(worst, abs(mine - theirs))
            }
        }
        XCTAssertLessThanOrEqual(worst, 1)
    }

    func testLosslessWebPDecodesToTheSourcePixels() throws {
        let webp = try BitmapAsset(contentsOf: url("photo.webp"))
        XCTAssertEqual(webp.format, .webp)
        XCTAssertEqual(webp.rasterImage, try imageMagickPixels("photo.png", width: 64, height: 48))
    }

    func testNineArgumentDrawImageTakesAPartAndCutsItAtTheImagesEdge() throws {
        let asset = try BitmapAsset(contentsOf: url("photo.png"))
        let part = try pixels(ClosureScene { c, _ in
            c.image(asset, from: CGRect(x: 10, y: 8, width: 20, height: 16), in: CGRect(x: 100, y: 50, width: 20, height: 16))
        })
        XCTAssertEqual(part.cropped(x: 100, y: 50, width: 20, height: 16), asset.rasterImage.cropped(x: 10, y: 8, width: 20, height: 16))
        XCTAssertEqual(part[99, 55].a, 0)
        XCTAssertEqual(part[120, 55].a, 0)

        // A source reaching 10 px past the image's top-left corner: cut, and the destination in proportion (×2).
        let cut = try pixels(ClosureScene { c, _ in
            var sharp = c
            sharp.imageInterpolation = .none
            sharp.image(asset, from: CGRect(x: -10, y: -10, width: 40, height: 40), in: CGRect(x: 0, y: 0, width: 80, height: 80))
        })
        XCTAssertEqual(cut[10, 10].a, 0, "the part of the source outside the image draws nothing")
        XCTAssertEqual(cut[19, 40].a, 0)
        let source = asset.rasterImage
        for (x, y) in [(20, 20), (21, 21), (25, 33), (79, 79), (50, 60)] {
            XCTAssertTrue(cut[x, y] == source[(x - 20) / 2, (y - 20) / 2], "(\(x), \(y)) shows image pixel (\((x - 20) / 2), \((y - 20) / 2))")
        }
    }

    func testInterpolationNoneEnlargesIntoBlocks() throws {
        let asset = try BitmapAsset(contentsOf: url("photo.png"))
        let source = asset.rasterImage
        let blocks = try pixels(ClosureScene { c, _ in
            var sharp = c
            sharp.imageInterpolation = .none
            sharp.image(asset, in: CGRect(x: 0, y: 0, width: 256, height: 192))
        })
        for (x, y) in [(0, 0), (3, 3), (4, 0), (130, 77), (255, 191)] {
            XCTAssertTrue(blocks[x, y] == source[x / 4, y / 4], "(\(x), \(y))")
        }
        let smooth = try pixels(ClosureScene { c, _ in c.image(asset, in: CGRect(x: 0, y: 0, width: 256, height: 192)) })
        XCTAssertNotEqual(smooth.cropped(x: 0, y: 0, width: 256, height: 192), blocks.cropped(x: 0, y: 0, width: 256, height: 192),
                          "the default interpolation smooths")
    }

    func testAPDFOf180PagesStoresTheImageOnce() throws {
        let asset = try BitmapAsset(contentsOf: url("photo.jpg"))
        let scene = ClosureScene(duration: 6) { c, t in
            c.image(asset, in: CGRect(x: 20 + 40 * t, y: 30, width: 128, height: 96))
            c.image(asset, from: CGRect(x: 0, y: 0, width: 32, height: 24), in: CGRect(x: 200, y: 150, width: 64, height: 48))
        }
        let times = (0..<180).map { Double($0) / 30 }
        let many = try MotionRenderer.renderPages(scene, times: times)
        let one = try MotionRenderer.renderPages(scene, times: [0])
        let file = folder.appendingPathComponent("pages.pdf")
        try many.write(to: file)
        let list = try ExternalTool.run("pdfimages", package: "poppler-utils", ["-list", file.path])
        XCTAssertEqual(list.status, 0, list.stderr)
        let rows = list.text.split(separator: "\n").dropFirst(2).map { $0.split(separator: " ", omittingEmptySubsequences: true) }
        XCTAssertEqual(rows.count, 360, "two draws on each of 180 pages")
        XCTAssertEqual(Set(rows.map { $0[10] }).count, 1, "every draw uses the same image object")
        XCTAssertEqual(Set(rows.map { $0[8] }), ["jpeg"], "the JPEG is embedded as its own bytes")
        let jpegBytes = try Data(contentsOf: url("photo.jpg")).count
        XCTAssertLessThan(many.count, one.count + 180 * 1500, "180 pages add page content, not images (\(many.count) vs \(one.count) bytes for one)")
        XCTAssertGreaterThan(one.count, jpegBytes, "the one page holds the image")

        // PDF keeps the resampling flag in the image object, so a second interpolation is a second copy, once.
        let both = try MotionRenderer.renderPages(ClosureScene(duration: 6) { c, t in
            c.image(asset, in: CGRect(x: 20 + 40 * t, y: 30, width: 128, height: 96))
            var sharp = c
            sharp.imageInterpolation = .none
            sharp.image(asset, in: CGRect(x: 200, y: 150, width: 64, height: 48))
        }, times: times)
        try both.write(to: file)
        let objects = try ExternalTool.run("pdfimages", package: "poppler-utils", ["-list", file.path]).text.split(separator: "\n").dropFirst(2)
            .map { $0.split(separator: " ", omittingEmptySubsequences: true)[10] }
        XCTAssertEqual(Set(objects).count, 2)
    }

    func testAnSVGStoresTheImageOnce() throws {
        let asset = try BitmapAsset(contentsOf: url("photo.png"))
        let svg = try MotionRenderer.render(ClosureScene { c, _ in
            for i in 0..<3 { c.image(asset, in: CGRect(x: Double(i) * 100, y: 10, width: 64, height: 48)) }
        }, at: 0.5, options: RenderOptions(format: .svg))
        XCTAssertEqual(String(decoding: svg, as: UTF8.self).components(separatedBy: "<image").count - 1, 1)
    }

    func testTheSameFileIsDecodedOncePerProcess() throws {
        let cache = BitmapAssetCache()
        let a = try cache.asset(at: url("photo.png")), b = try cache.asset(at: url("photo.png"))
        XCTAssertTrue(a === b)
        XCTAssertEqual(cache.count, 1)
    }

    func testBadFilesAreRefusedNamingTheFileAndTheProblem() throws {
        let png = try Data(contentsOf: url("photo.png")), jpeg = try Data(contentsOf: url("photo.jpg"))
        let webp = try Data(contentsOf: url("photo.webp"))
        let cases: [(String, () throws -> BitmapAsset, String)] = [
            ("missing", { try BitmapAsset(contentsOf: self.url("nothing.png")) }, "does not exist"),
            ("not an image", { try BitmapAsset(data: Data("hello, world".utf8), name: "note.png") }, "is not a PNG, JPEG or WebP image"),
            ("empty", { try BitmapAsset(data: Data(), name: "empty.png") }, "is empty"),
            ("truncated PNG", { try BitmapAsset(data: png.prefix(png.count / 2), name: "half.png") }, "is truncated"),
            ("truncated JPEG", { try BitmapAsset(data: jpeg.prefix(jpeg.count * 2 / 3), name: "half.jpg") }, "is truncated"),
            ("truncated WebP", { try BitmapAsset(data: webp.prefix(webp.count / 2), name: "half.webp") }, "truncated"),
            ("too many pixels", { try BitmapAsset(data: png, name: "photo.png", pixelLimit: 1000) }, "is 64x48 pixels, over the limit of 1000 pixels"),
            ("too many pixels in a JPEG", { try BitmapAsset(data: jpeg, name: "photo.jpg", pixelLimit: 1000) }, "is 64x48 pixels, over the limit"),
            ("too many pixels in a WebP", { try BitmapAsset(data: webp, name: "photo.webp", pixelLimit: 1000) }, "is 64x48 pixels, over the limit"),
            ("a side over cairo's", { try BitmapAsset(data: Self.pngHeader(width: 40_000, height: 2), name: "wide.png") }, "is 40000x2 pixels, over the limit"),
            ("a folder", { try BitmapAsset(contentsOf: self.folder) }, "is a folder, not a regular file"),
            // 12000 × 12000 RGBA pixels are 576 MB; 8 bytes of deflate data expand to 8 kB at most.
            ("data too small for its header", { try BitmapAsset(data: Self.pngHeader(width: 12_000, height: 12_000), name: "bomb.png") },
             "holds 8 bytes of image data for 12000x12000 pixels, fewer than any PNG of that size can (at least 553846); it was not decoded"),
        ]
        for (what, make, message) in cases {
            XCTAssertThrowsError(try make(), what) { error in
                guard case let .image(_, text)? = error as? RenderError else { return XCTFail("\(what): \(error)") }
                XCTAssertTrue(text.contains(message), "\(what): \(text)")
                XCTAssertFalse(String(describing: error).contains("\n"), "\(what): one line")
            }
        }
    }

    func testACorruptImageFailsTheRenderWithTheSceneAndTime() throws {
        let out = folder.appendingPathComponent("frame.png")
        let bad = url("half.png")
        let png = try Data(contentsOf: url("photo.png"))
        try png.prefix(200).write(to: bad)
        let scene = ClosureScene(name: "avatar") { c, _ in
            do { c.image(try BitmapAsset(contentsOf: bad), in: CGRect(x: 0, y: 0, width: 10, height: 10)) } catch { c.report("\(error)") }
        }
        XCTAssertThrowsError(try MotionRenderer.render(scene, at: 0.25, options: RenderOptions(), to: out)) { error in
            let text = String(describing: error)
            XCTAssertTrue(text.hasPrefix("scene 'avatar' failed at t=0.25: image \(bad.path): is truncated"), text)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: out.path), "no file")
    }

    // MARK: - Helpers

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    private func url(_ name: String) -> URL { folder.appendingPathComponent(name) }

    private func magick(_ arguments: [String]) throws {
        let result = try ExternalTool.run("convert", package: "imagemagick", arguments)
        XCTAssertEqual(result.status, 0, "convert \(arguments.joined(separator: " ")): \(result.stderr)")
    }

    /// ImageMagick's decoding of `name`: 8-bit straight RGBA.
    private func imageMagickPixels(_ name: String, width: Int, height: Int) throws -> RasterImage {
        let result = try ExternalTool.run("convert", package: "imagemagick", [path(name), "-depth", "8", "rgba:-"])
        XCTAssertEqual(result.status, 0, result.stderr)
        return RasterImage(width: width, height: height, rgba: [UInt8](result.stdout))
    }

    /// A PNG signature and IHDR chunk (with its CRC) announcing `width × height` pixels, then an
    /// empty IDAT and IEND: a tiny file whose header asks for a huge image.
    static func pngHeader(width: Int, height: Int) -> Data {
        func be(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            return be(body.count) + typed + be(Int(crc32(typed)))
        }
        let header = be(width) + be(height) + [8, 6, 0, 0, 0]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", [0x78, 0x9C, 0x03, 0, 0, 0, 0, 1])
                    + chunk("IEND", []))
    }

    /// CRC-32 as PNG defines it (polynomial 0xEDB88320).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
