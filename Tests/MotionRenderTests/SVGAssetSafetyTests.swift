import Foundation
import MotionRender
import MotionTestSupport
import XCTest

/// What SVG assets may not do, found by an XML parse before librsvg sees them: reach outside the
/// file however the reference is spelled, or cost unbounded time and memory for their size.
final class SVGAssetSafetyTests: XCTestCase {
    private static func svg(_ body: String, width: Int = 45, height: Int = 45, extra: String = "") -> Data {
        Data(#"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="\#(width)" height="\#(height)"\#(extra)>\#(body)</svg>"#.utf8)
    }

    private func assertRefused(_ data: Data, _ fragment: String, name: String = "piece.svg", what: String = "",
                               file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try SVGAsset(data: data, name: name), "\(what): \(fragment)", file: file, line: line) { error in
            let text = "\(error)"
            XCTAssertTrue(text.hasPrefix("SVG asset \(name): "), text, file: file, line: line)
            XCTAssertTrue(text.contains(fragment), "\(what): expected '\(fragment)' in: \(text)", file: file, line: line)
            XCTAssertFalse(text.contains("\n"), "one line: \(text)", file: file, line: line)
        }
    }

    /// Bytes made by Python's zlib, gzip and struct modules: an encoder independent of the code
    /// under test.
    private func python(_ script: String) throws -> Data {
        let result = try ExternalTool.run("python3", package: "python3", ["-c", script])
        XCTAssertEqual(result.status, 0, result.stderr)
        return result.stdout
    }

    // MARK: - Issue 13, defect 10: references outside the file, however they are spelled

    func testExternalReferencesAreFoundHoweverTheyAreWritten() {
        let cases: [(String, Data, String)] = [
            ("spaces around =", Self.svg(#"<image xlink:href = "file:///etc/passwd" width="4" height="4"/>"#),
             "references an external resource 'file:///etc/passwd' in <image>"),
            ("a character reference", Self.svg(#"<image href="&#102;ile:///etc/passwd" width="4" height="4"/>"#),
             "references an external resource 'file:///etc/passwd' in <image>"),
            ("leading spaces", Self.svg(#"<use href="  http://example.invalid/a.svg#x"/>"#),
             "references an external resource 'http://example.invalid/a.svg#x' in <use>"),
            ("CSS url() in a style attribute", Self.svg(#"<rect width="4" height="4" style="fill: url(http://example.invalid/p.svg#g)"/>"#),
             "references an external resource 'url(http://example.invalid/p.svg#g)' in the style attribute of <rect>"),
            ("quoted url() in a presentation attribute", Self.svg(#"<rect width="4" height="4" fill="url( 'file:///x.svg#p' )"/>"#),
             "'url(file:///x.svg#p)' in the fill attribute of <rect>"),
            ("@import", Self.svg(#"<style>@import url(https://example.invalid/a.css);</style>"#),
             "imports a style sheet (@import) in a <style> element"),
            ("@import of a string", Self.svg(#"<style>@import "a.css";</style>"#), "imports a style sheet (@import)"),
            ("@import spelled with an escape", Self.svg(#"<style>@\69mport "a.css";</style>"#), "imports a style sheet (@import)"),
            ("url() spelled with an escape", Self.svg(#"<style>rect { fill: \75rl(file:///x.svg#p) }</style>"#),
             "'url(file:///x.svg#p)' in a <style> element"),
            ("url() split by a comment", Self.svg(#"<style>rect { fill: url(/*x*/file:///x.svg#p) }</style>"#), "'url(file:///x.svg#p)'"),
            ("CDATA style sheet", Self.svg("<style><![CDATA[ rect { filter: url(/tmp/f.svg#f) } ]]></style>"), "'url(/tmp/f.svg#f)' in a <style> element"),
            ("feImage", Self.svg(#"<filter id="f"><feImage href="file:///etc/passwd"/></filter>"#),
             "references an external resource 'file:///etc/passwd' in <feImage>"),
            ("data: on <use>", Self.svg(#"<use href="data:image/svg+xml;base64,PHN2Zy8+"/>"#), "references an external resource 'data:image/svg+xml"),
            ("XInclude", Self.svg(#"<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="file:///etc/passwd" parse="text"/>"#),
             "references an external resource 'file:///etc/passwd' in <include>"),
            ("a style sheet instruction", Data(#"<?xml version="1.0"?><?xml-stylesheet href="a.css" type="text/css"?><svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>"#.utf8),
             "links a style sheet (<?xml-stylesheet href=\"a.css\" type=\"text/css\"?>)"),
            ("an external entity", Data(#"<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><text>&x;</text></svg>"#.utf8),
             "declares XML entities, which are not allowed"),
            ("an internal subset", Data(#"<!DOCTYPE svg [<!ATTLIST svg a CDATA "x">]><svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>"#.utf8),
             "declares a DTD internal subset"),
            ("an undeclared entity", Self.svg("<text>&xxe;</text>"), "is not well-formed XML"),
            ("a newline in the target", Self.svg(#"<image href="file:///a&#10;b" width="4" height="4"/>"#), #"'file:///a\nb'"#),
        ]
        for (what, data, fragment) in cases {
            assertRefused(data, fragment, what: what)
        }
    }

    func testSelfContainedAssetsStillLoad() throws {
        let cases: [(String, Data)] = [
            ("fragment references", Self.svg(#"<defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient><rect id="r" width="4" height="4"/></defs><use xlink:href=" #r" fill="url( #g )"/><rect width="4" height="4" style="fill:url('#g')"/>"#)),
            ("a public DOCTYPE without subset", Data(#"<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>"#.utf8)),
            ("an external link that is never fetched is still refused, but text mentioning url( is fine", Self.svg("<text>see url(https://example.invalid) and @import</text>")),
            ("a small blur", Self.svg(#"<filter id="f"><feGaussianBlur stdDeviation="2"/></filter><circle cx="22" cy="22" r="12" fill="red" filter="url(#f)"/>"#)),
        ]
        for (what, data) in cases {
            XCTAssertNoThrow(try SVGAsset(data: data, name: "ok.svg"), what)
        }
        for file in try FileManager.default.subpathsOfDirectory(atPath: MotionResources.directory().path) where file.hasSuffix(".svg") {
            XCTAssertNoThrow(try SVGAsset(contentsOf: MotionResources.directory().appendingPathComponent(file)), file)
        }
    }

    // MARK: - Issue 13, defect 3: bounded work for small files

    func testAHugeBlurIsRefusedBeforeItIsDrawn() {
        // 222 bytes that took 27 s and 2.77 GB to draw.
        let data = Self.svg(#"<filter id="f"><feGaussianBlur stdDeviation="500"/></filter><rect width="10000" height="10000" fill="red" filter="url(#f)"/>"#,
                            width: 10000, height: 10000)
        // One pass for the filter's source and five for the blur, over 10000 × 10000 pixels.
        assertRefused(data, "applies filters or masks costing 6 passes over its 10000x10000 pixels (600000000 pixel passes), over the limit of 16000000")
    }

    /// Issue 27, defect 6: the assets alive in a process share one filter budget. Assets of
    /// 15.84 million pixel passes each (within their own limit) load until the total would pass
    /// RenderLimits.liveAssetFilterWork (at most four, fewer if other assets of this process hold
    /// some of it); the next is refused naming the total, and freeing them gives the budget back.
    func testTheAssetsAliveShareOneFilterBudget() throws {
        // 1200 × 1200 pixels, 11 passes: the filter's source, two blurs of five.
        let heavy = Self.svg(#"<filter id="f"><feGaussianBlur stdDeviation="40"/><feGaussianBlur stdDeviation="30"/></filter><rect width="1200" height="1200" fill="red" filter="url(#f)"/>"#,
                             width: 1200, height: 1200)
        var alive: [SVGAsset] = []
        var refusal: String?
        for i in 0..<10 {
            do { alive.append(try SVGAsset(data: heavy, name: "piece\(i).svg")) } catch { refusal = "\(error)"; break }
        }
        XCTAssertLessThanOrEqual(alive.count, 4)
        let message = try XCTUnwrap(refusal, "a fifth asset of 15.84 million passes is refused")
        XCTAssertTrue(message.hasPrefix("SVG asset piece\(alive.count).svg: applies filters or masks costing 15840000 pixel passes, and the assets loaded already cost "), message)
        XCTAssertTrue(message.hasSuffix(": over the limit of 64000000 for all assets together (RenderLimits.liveAssetFilterWork); use fewer filtered assets or simpler filters"), message)
        alive.removeAll()
        XCTAssertNoThrow(try SVGAsset(data: heavy, name: "again.svg"), "freed assets give their work back")
    }

    func testAMaskOverAHugeAssetIsRefused() {
        let data = Self.svg(#"<mask id="m"><rect width="10000" height="10000" fill="white"/></mask><rect width="10000" height="10000" fill="red" mask="url(#m)"/>"#,
                            width: 10000, height: 10000)
        assertRefused(data, "costing 4 passes over its 10000x10000 pixels (400000000 pixel passes)")
    }

    func testFilterCostsAddUpOverEveryElementTheyApplyTo() {
        // 100 × 100 pixels; turbulence of 100000 octaves costs 4 passes each, once per circle.
        let turbulence = Self.svg(#"<filter id="t"><feTurbulence baseFrequency="0.1" numOctaves="100000"/></filter><rect width="100" height="100" filter="url(#t)"/>"#,
                                  width: 100, height: 100)
        assertRefused(turbulence, "costing 400001 passes over its 100x100 pixels (4000010000 pixel passes)")
        // 40 uses of a group of 10 blurred circles on a 200 × 200 asset (the definition itself
        // is not drawn): 40 × 10 × 6 = 2400 passes over 40000 pixels.
        let circles = String(repeating: #"<circle cx="50" cy="50" r="5" filter="url(#b)"/>"#, count: 10)
        let uses = String(repeating: #"<use href='#g'/>"#, count: 40)
        let amplified = Self.svg(#"<filter id="b"><feGaussianBlur stdDeviation="1"/></filter><defs><g id="g">\#(circles)</g></defs>\#(uses)"#, width: 200, height: 200)
        assertRefused(amplified, "costing 2400 passes over its 200x200 pixels (96000000 pixel passes)")
        // The same group used once is fine.
        XCTAssertNoThrow(try SVGAsset(data: Self.svg(#"<filter id="b"><feGaussianBlur stdDeviation="1"/></filter><defs><g id="g">\#(circles)</g></defs><use href='#g'/>"#, width: 200, height: 200), name: "once.svg"))
    }

    func testAConvolutionKernelThatWouldAbortLibrsvgIsRefused() {
        // librsvg 2.54 panics (and so aborts the whole process) on a kernel of more than 400 values.
        let kernel = Array(repeating: "1", count: 21 * 20).joined(separator: " ")
        assertRefused(Self.svg(#"<filter id="f"><feConvolveMatrix order="21 20" kernelMatrix="\#(kernel)"/></filter><rect width="4" height="4" filter="url(#f)"/>"#),
                      "has a feConvolveMatrix of order 21 20, over the limit of 400 kernel values")
    }

    func testAGzipBombStopsAtTheExpansionLimit() throws {
        // 20 MiB of comment in an SVG, about 20 KB once compressed.
        let bomb = try python(#"import gzip,sys; sys.stdout.buffer.write(gzip.compress(b'<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><!--' + b' ' * (20 << 20) + b'--></svg>'))"#)
        XCTAssertLessThan(bomb.count, 100_000)
        assertRefused(bomb, "is gzip data that expands to more than 16 MiB (16777216 bytes), the limit for a compressed asset", name: "piece.svgz")
        assertRefused(bomb.prefix(bomb.count / 2), "is gzip data that does not expand", name: "cut.svgz")
    }

    func testACompressedAssetIsCheckedExpandedAndDrawn() throws {
        let compressed = try python(#"import gzip,sys; sys.stdout.buffer.write(gzip.compress(b'<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="5" height="10" fill="red"/><rect x="5" width="5" height="10" fill="blue"/></svg>'))"#)
        let asset = try SVGAsset(data: compressed, name: "halves.svgz")
        XCTAssertEqual(asset.size, CGSize(width: 10, height: 10))
        let image = try pixels(ClosureScene { c, _ in c.image(asset, in: CGRect(x: 0, y: 0, width: 20, height: 20)) })
        XCTAssertEqual(image[5, 10].r, 255, "left half red")
        XCTAssertEqual(image[15, 10].b, 255, "right half blue")
        // The checks read the expanded text: a reference inside compressed data is found.
        let hidden = try python(#"import gzip,sys; sys.stdout.buffer.write(gzip.compress(b'<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><image href="file:///etc/passwd" width="4" height="4"/></svg>'))"#)
        assertRefused(hidden, "references an external resource 'file:///etc/passwd'", name: "hidden.svgz")
    }

    func testEmbeddedImagesAreMeasuredFromTheirHeadersBeforeDecoding() throws {
        // A real 5000 × 5000 PNG (25 megapixels, about 100 MB decoded) that compresses to ~100 KB.
        let png = try python("""
            import zlib,struct,sys
            w=h=5000
            def chunk(t,d): return struct.pack('>I',len(d))+t+d+struct.pack('>I',zlib.crc32(t+d)&0xffffffff)
            z=zlib.compressobj(9); row=b'\\x00'+b'\\x00'*(w*3); body=b''.join(z.compress(row) for _ in range(h))+z.flush()
            sys.stdout.buffer.write(b'\\x89PNG\\r\\n\\x1a\\n'+chunk(b'IHDR',struct.pack('>IIBBBBB',w,h,8,2,0,0,0))+chunk(b'IDAT',body)+chunk(b'IEND',b''))
            """)
        func embed(_ bytes: Data, _ type: String = "image/png") -> Data {
            Self.svg(#"<image width="45" height="45" href="data:\#(type);base64,\#(bytes.base64EncodedString(options: .lineLength76Characters))"/>"#)
        }
        assertRefused(embed(png), "embeds a 5000x5000 PNG image in <image> (25000000 pixels), over the limit of 16777216")
        // Headers alone: a GIF screen, a JPEG frame and a WebP canvas far over the limit.
        let gif = Data("GIF89a".utf8) + Data([0xFF, 0xFF, 0xFF, 0xFF, 0, 0, 0, 0x2C, 0, 0, 0, 0, 0x10, 0, 0x10, 0, 0, 2, 2, 0x4C, 0x01, 0, 0x3B])
        assertRefused(embed(gif, "image/gif"), "embeds a 65535x65535 GIF image")
        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 4, 0, 0, 0xFF, 0xC0, 0, 11, 8, 0xEA, 0x60, 0xEA, 0x60, 1, 1, 0x11, 0])
        assertRefused(embed(jpeg, "image/jpeg"), "embeds a 60000x60000 JPEG image")
        var webp = Data("RIFF".utf8) + Data([22, 0, 0, 0]) + Data("WEBPVP8X".utf8) + Data([10, 0, 0, 0, 0, 0, 0, 0])
        webp += Data([0xFF, 0x3F, 0x00, 0xFF, 0x3F, 0x00])   // 16384 × 16384
        assertRefused(embed(webp, "image/webp"), "embeds a 16384x16384 WEBP image")
        // What cannot be measured is refused, whatever the declared type says.
        assertRefused(embed(Data("BM not a png".utf8)), "embeds an image in <image> that is not a PNG, JPEG, GIF or still WebP with a readable size (declared image/png)")
        assertRefused(embed(Data("<svg/>".utf8), "image/svg+xml"), "(declared image/svg+xml)")
        assertRefused(Self.svg(#"<image width="4" height="4" href="data:image/png;base64,%%%"/>"#), "embeds a data: URL in <image> that does not decode")
    }

    func testASmallEmbeddedImageIsDrawn() throws {
        let tiny = try python("""
            import zlib,struct,sys
            def chunk(t,d): return struct.pack('>I',len(d))+t+d+struct.pack('>I',zlib.crc32(t+d)&0xffffffff)
            body=zlib.compress(b''.join(b'\\x00'+b'\\x00\\xff\\x00'*4 for _ in range(4)))
            sys.stdout.buffer.write(b'\\x89PNG\\r\\n\\x1a\\n'+chunk(b'IHDR',struct.pack('>IIBBBBB',4,4,8,2,0,0,0))+chunk(b'IDAT',body)+chunk(b'IEND',b''))
            """)
        let asset = try SVGAsset(data: Self.svg(#"<image width="45" height="45" href="data:image/png;base64,\#(tiny.base64EncodedString())"/>"#), name: "green.svg")
        let image = try pixels(ClosureScene { c, _ in c.image(asset, in: CGRect(x: 0, y: 0, width: 45, height: 45)) })
        XCTAssertEqual(image[22, 22].g, 255, "the embedded green PNG is drawn")
        XCTAssertEqual(image[22, 22].r, 0)
    }

    func testReferenceAmplificationAndCyclesAreRefused() {
        // Seven levels of ten uses each: ten million rectangles from 2 KB.
        var defs = #"<rect id="l0" width="1" height="1"/>"#
        for level in 1...7 { defs += #"<g id="l\#(level)">"# + String(repeating: #"<use href='#l\#(level - 1)'/>"#, count: 10) + "</g>" }
        assertRefused(Self.svg("<defs>\(defs)</defs><use href=\"#l7\"/>"),
                      "elements once every <use> and reference is counted as a copy, over the limit of 50000")
        // A marker is drawn at every vertex of the path that uses it.
        let points = (0..<2000).map { "\($0) 1" }.joined(separator: " ")
        let marker = #"<marker id="m"><g>"# + String(repeating: #"<circle r="1"/>"#, count: 30) + "</g></marker>"
        assertRefused(Self.svg(marker + #"<polyline points="\#(points)" marker-mid="url(#m)"/>"#), "over the limit of 50000")
        assertRefused(Self.svg(#"<g id="a"><use href='#a'/></g>"#), "has a reference cycle through <g> #a")
        assertRefused(Self.svg(#"<pattern id="p" width="4" height="4"><rect width="4" height="4" fill="url(#p)"/></pattern><rect width="4" height="4" fill="url(#p)"/>"#),
                      "has a reference cycle through <pattern> #p")
        assertRefused(Self.svg(String(repeating: "<g/>", count: 60_000)), "has more than 50000 elements, over the limit")
    }

    func testTextThatIsNotUTF8IsRefusedBeforeTheXMLParserSeesIt() {
        // An attribute name with a stray 0x80 byte made Foundation's XML parser trap (found by
        // `make fuzz`, target svg-asset): the whole program ended with SIGILL.
        var data = Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><circle c"#.utf8)
        data.append(0x80)
        data.append(contentsOf: Data(#"="2" r="1"/></svg>"#.utf8))
        assertRefused(data, "is not UTF-8 text; assets must be UTF-8")
    }

    func testNotAnSVGIsRefused() {
        assertRefused(Data("<html/>".utf8), "is not an SVG document: its root element is <html>")
        assertRefused(Data("plain text".utf8), "is not well-formed XML")
        assertRefused(Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect></svg>"#.utf8), "is not well-formed XML (line 1")
    }
}
