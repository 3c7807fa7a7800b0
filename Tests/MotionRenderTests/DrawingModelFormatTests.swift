import Foundation
import MotionRender
import MotionTestSupport
import XCTest

/// Every feature of the drawing model in SVG and PDF: rasterized by rsvg-convert and pdftoppm,
/// each agrees with this package's own PNG within the tolerance of ``FormatCrossCheckTests``;
/// and every format is byte-identical from one render to the next.
///
/// The comparison is at 2 pixels per point, the density at which SVG and PDF hold what they
/// rasterize (filters, luminance masks, cairo's fallbacks): at 1 pixel per point the result
/// would also measure how each tool shrinks those images.
final class DrawingModelFormatTests: XCTestCase {
    static let photo: BitmapAsset = {
        // 48 × 32 pixels computed here: a photo-like pattern of smooth colour and sharp detail.
        var rgba: [UInt8] = []
        for y in 0..<32 {
            for x in 0..<48 {
                let u = Double(x) / 47, v = Double(y) / 31
                let ring = (sin(Double(x * x + y * y) / 300) + 1) / 2
                rgba += [UInt8(255 * u), UInt8(255 * (0.3 + 0.7 * ring * v)), UInt8(255 * (1 - u * v)), 255]
            }
        }
        do { return try BitmapAsset(RasterImage(width: 48, height: 32, rgba: rgba), name: "computed photo") } catch {
            preconditionFailure("\(error)")
        }
    }()

    static let stops = Gradient(stops: [.init(color: MotionColor(red: 0.95, green: 0.4, blue: 0.2), location: 0),
                                        .init(color: MotionColor(red: 0.2, green: 0.7, blue: 0.5, alpha: 0.6), location: 0.45),
                                        .init(color: MotionColor(red: 0.25, green: 0.3, blue: 0.9), location: 1)])

    /// One scene per feature, each on an opaque background (pdftoppm has no alpha).
    static let features: [(String, @Sendable (inout MotionCanvas) -> Void)] = [
        ("linear gradients", { c in
            c.rect(CGRect(x: 0, y: 0, width: 180, height: 280), .linearGradient(stops, startPoint: CGPoint(x: 20, y: 20), endPoint: CGPoint(x: 160, y: 240)))
            c.rect(CGRect(x: 180, y: 0, width: 180, height: 280), .linearGradient(stops, startPoint: .leading, endPoint: .trailing, options: .mirror))
        }),
        ("radial gradients", { c in
            c.rect(CGRect(x: 0, y: 0, width: 360, height: 280), .radialGradient(stops, startCenter: CGPoint(x: 90, y: 140), startRadius: 20,
                                                                                endCenter: CGPoint(x: 230, y: 120), endRadius: 90))
            c.fill(MotionPath(ellipseIn: CGRect(x: 220, y: 160, width: 120, height: 100)),
                   with: .ellipticalGradient(stops, startRadiusFraction: 0, endRadiusFraction: 0.5, options: .linearColor))
        }),
        ("conic gradient", { c in
            c.rect(CGRect(x: 0, y: 0, width: 360, height: 280), .white)
            c.fill(MotionPath(ellipseIn: CGRect(x: 60, y: 20, width: 240, height: 240)), with: .conicGradient(stops, center: .center, angle: .degrees(-90)))
        }),
        ("blend modes", { c in
            c.rect(CGRect(x: 0, y: 0, width: 360, height: 280), .linearGradient(stops, startPoint: .top, endPoint: .bottom))
            for (i, mode) in [BlendMode.multiply, .screen, .overlay, .difference, .color, .softLight].enumerated() {
                var m = c
                m.blendMode = mode
                m.circle(CGPoint(x: 40 + Double(i) * 56, y: 140), 34, MotionColor(red: 0.9, green: 0.8, blue: 0.1, alpha: 0.85))
            }
        }),
        ("Porter–Duff modes", { c in
            c.rect(CGRect(x: 0, y: 0, width: 360, height: 280), .white)
            c.drawLayer { layer in
                layer.rect(CGRect(x: 40, y: 40, width: 200, height: 160), Pure.blue)
                for (i, mode) in [BlendMode.sourceAtop, .destinationOut, .xor, .plusLighter].enumerated() {
                    var m = layer
                    m.blendMode = mode
                    m.circle(CGPoint(x: 70 + Double(i) * 70, y: 120 + Double(i % 2) * 60), 40, MotionColor(red: 1, green: 0.3, blue: 0, alpha: 0.8))
                }
            }
        }),
        ("blur and shadows", { c in
            c.rect(CGRect(x: 0, y: 0, width: 360, height: 280), MotionColor(red: 0.93, green: 0.94, blue: 0.97))
            var shadowed = c
            shadowed.addFilter(.shadow(color: MotionColor(red: 0, green: 0, blue: 0.2, alpha: 0.4), radius: 8, x: 0, y: 6))
            shadowed.roundedRect(CGRect(x: 30, y: 40, width: 140, height: 100), cornerRadius: 16, .white)
            var inner = c
            inner.addFilter(.innerShadow(radius: 5, x: 2, y: 3))
            inner.roundedRect(CGRect(x: 200, y: 40, width: 130, height: 100), cornerRadius: 20, MotionColor(red: 0.3, green: 0.5, blue: 0.95))
            var blurred = c
            blurred.addFilter(.blur(radius: 6))
            blurred.circle(CGPoint(x: 120, y: 210), 40, MotionColor(red: 1, green: 0.5, blue: 0.2))
            blurred.circle(CGPoint(x: 250, y: 210), 40, .linearGradient(stops, startPoint: .leading, endPoint: .trailing))
        }),
        ("colour filters", { c in
            c.rect(CGRect(x: 0, y: 0, width: 360, height: 280), .white)
            let filters: [Filter] = [.grayscale(1), .saturation(2), .hueRotation(.degrees(120)), .brightness(0.2), .contrast(1.8),
                                     .colorInvert(), .colorMultiply(MotionColor(red: 1, green: 0.5, blue: 0.5)), .luminanceToAlpha]
            for (i, filter) in filters.enumerated() {
                var f = c
                f.addFilter(filter)
                f.image(photo, in: CGRect(x: 10 + Double(i % 4) * 88, y: 20 + Double(i / 4) * 130, width: 80, height: 100))
            }
        }),
        ("clips and masks", { c in
            c.rect(CGRect(x: 0, y: 0, width: 360, height: 280), .white)
            var ring = c
            var path = MotionPath(ellipseIn: CGRect(x: 20, y: 20, width: 120, height: 120))
            path.addEllipse(in: CGRect(x: 50, y: 50, width: 60, height: 60))
            ring.clip(to: path, style: FillStyle(eoFill: true))
            ring.rect(CGRect(x: 0, y: 0, width: 360, height: 280), Pure.red)
            var outside = c
            outside.clip(to: MotionPath(roundedRect: CGRect(x: 180, y: 20, width: 160, height: 120), cornerRadius: 30), options: .inverse)
            outside.rect(CGRect(x: 160, y: 0, width: 200, height: 160), Pure.blue)
            var layered = c
            layered.clipToLayer(opacity: 0.7) { $0.text("MASK", at: CGPoint(x: 90, y: 210), font: MotionFont(size: 56, weight: .bold), color: .black) }
            layered.rect(CGRect(x: 0, y: 150, width: 180, height: 130), .linearGradient(stops, startPoint: .leading, endPoint: .trailing))
            var luminance = c
            luminance.clipToLuminance { $0.rect(CGRect(x: 180, y: 150, width: 180, height: 130), .linearGradient(Gradient(colors: [.black, .white]),
                                                                                                                  startPoint: .leading, endPoint: .trailing)) }
            luminance.rect(CGRect(x: 180, y: 150, width: 180, height: 130), Pure.green)
        }),
        ("bitmaps", { c in
            c.rect(CGRect(x: 0, y: 0, width: 360, height: 280), MotionColor(red: 0.2, green: 0.2, blue: 0.25))
            c.image(photo, in: CGRect(x: 20, y: 20, width: 144, height: 96))
            var sharp = c
            sharp.imageInterpolation = .none
            sharp.image(photo, from: CGRect(x: 8, y: 8, width: 16, height: 12), in: CGRect(x: 190, y: 20, width: 144, height: 108))
            var avatar = c
            avatar.clip(to: MotionPath(ellipseIn: CGRect(x: 40, y: 150, width: 110, height: 110)))
            avatar.image(photo, in: CGRect(x: 20, y: 150, width: 165, height: 110))
            c.rect(CGRect(x: 190, y: 150, width: 150, height: 110), .tiledImage(photo, origin: CGPoint(x: 190, y: 150), scale: 0.75))
        }),
        // Translucent paints of sources that are scaled and moved: a blurred layer reaching the
        // far corners, a photo enlarged and one shrunk, a part of one, and a translucent tiling.
        // In SVG each is one paint with alpha, which must not be cut at a rectangle of its own.
        ("translucent layers and images", { c in
            c.rect(CGRect(x: 0, y: 0, width: 360, height: 280), .white)
            var backdrop = c
            backdrop.addFilter(.blur(radius: 12))
            backdrop.drawLayer(opacity: 0.6) { layer in
                layer.circle(CGPoint(x: 60, y: 50), 40, Pure.blue)
                layer.circle(CGPoint(x: 310, y: 60), 40, Pure.red)
                layer.circle(CGPoint(x: 300, y: 235), 40, Pure.green)
            }
            var faded = c
            faded.fade(0.5)
            faded.image(photo, in: CGRect(x: 150, y: 110, width: 200, height: 160))
            faded.image(photo, in: CGRect(x: 20, y: 200, width: 24, height: 16))
            faded.image(photo, from: CGRect(x: 24, y: 16, width: 24, height: 16), in: CGRect(x: 60, y: 150, width: 72, height: 48))
            faded.rect(CGRect(x: 20, y: 110, width: 110, height: 30), .tiledImage(photo, origin: CGPoint(x: 20, y: 110), scale: 0.5))
        }),
    ]

    func testSVGAndPDFOfEveryFeatureRasterizeLikeThePNG() throws {
        let folder = try makeTemporaryFolder(self)
        for (name, draw) in Self.features {
            let scene = ClosureScene(name: "feature") { c, _ in draw(&c) }
            let own = try MotionRenderer.raster(scene, at: 0.5, options: RenderOptions(size: .scale(2)))
            let svg = folder.appendingPathComponent("f.svg"), svgPNG = folder.appendingPathComponent("f-svg.png")
            try MotionRenderer.render(scene, at: 0.5, options: RenderOptions(format: .svg), to: svg)
            let convert = try ExternalTool.run("rsvg-convert", package: "librsvg2-bin", ["--zoom", "2", svg.path, "-o", svgPNG.path])
            XCTAssertEqual(convert.status, 0, convert.stderr)
            try assertClose(own, try RasterImage(contentsOf: svgPNG), "\(name): rsvg-convert of the SVG")

            let pdf = folder.appendingPathComponent("f.pdf"), prefix = folder.appendingPathComponent("f-pdf").path
            try MotionRenderer.render(scene, at: 0.5, options: RenderOptions(format: .pdf), to: pdf)
            let raster = try ExternalTool.run("pdftoppm", package: "poppler-utils", ["-png", "-r", "144", "-singlefile", pdf.path, prefix])
            XCTAssertEqual(raster.status, 0, raster.stderr)
            try assertClose(own, try RasterImage(contentsOf: URL(fileURLWithPath: prefix + ".png")), "\(name): pdftoppm of the PDF")
            if let debug = ProcessInfo.processInfo.environment["DEBUG_DIR"] {
                let n = name.filter { $0.isLetter }
                try? FileManager.default.copyItem(atPath: prefix + ".png", toPath: debug + "/\(n)-pdf.png")
                try? FileManager.default.copyItem(atPath: svgPNG.path, toPath: debug + "/\(n)-svg.png")
                try? FileManager.default.copyItem(atPath: svg.path, toPath: debug + "/\(n).svg")
                try? FileManager.default.copyItem(atPath: pdf.path, toPath: debug + "/\(n).pdf")
                try? MotionRenderer.render(scene, at: 0.5, options: RenderOptions(size: .scale(2)), to: URL(fileURLWithPath: debug + "/\(n)-own.png"))
            }
        }
    }

    func testEveryFeatureRendersToTheSameBytesEveryTime() throws {
        for (name, draw) in Self.features {
            let scene = ClosureScene(name: "feature") { c, _ in draw(&c) }
            for format in RenderFormat.allCases {
                let options = RenderOptions(format: format, size: .scale(format == .png ? 2 : 1))
                let first = try MotionRenderer.render(scene, at: 0.5, options: options)
                let second = try MotionRenderer.render(scene, at: 0.5, options: options)
                XCTAssertEqual(first, second, "\(name), \(format)")
            }
        }
    }

    func testVectorOutputsKeepGradientsVector() throws {
        let scene = ClosureScene { c, _ in Self.features[0].1(&c); Self.features[1].1(&c) }
        let svg = String(decoding: try MotionRenderer.render(scene, at: 0.5, options: RenderOptions(format: .svg)), as: UTF8.self)
        XCTAssertTrue(svg.contains("<linearGradient") && svg.contains("<radialGradient"), "SVG gradients")
        XCTAssertFalse(svg.contains("<image"), "nothing rasterized")
    }

    private func assertClose(_ own: RasterImage, _ other: RasterImage, _ what: String, file: StaticString = #filePath, line: UInt = #line) throws {
        guard let difference = ImageDifference(own, other, threshold: FormatCrossCheckTests.strongDelta) else {
            return XCTFail("\(what): \(other.width)x\(other.height), the PNG is \(own.width)x\(own.height)", file: file, line: line)
        }
        XCTAssertLessThan(difference.meanAbsoluteError, FormatCrossCheckTests.meanErrorTolerance, "\(what): \(difference)", file: file, line: line)
        XCTAssertLessThan(difference.differingFraction, FormatCrossCheckTests.strongFractionTolerance, "\(what): \(difference)", file: file, line: line)
    }
}
