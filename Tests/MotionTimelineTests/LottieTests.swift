import Foundation
import MotionRender
import MotionScenes
import MotionTestSupport
@testable import MotionTimeline
import XCTest

/// Lottie export checked by others: every built-in scene's animation validates against the
/// Lottie specification's JSON schema (lottie-specs), and rlottie, an independent player, draws
/// every frame like the package's own PNG frame at the same time, in both schemes.
final class LottieTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let checker = root.appendingPathComponent("scripts/lottie-check.py")
    /// Where `make test` (scripts/setup.sh --test) installs the lottie-specs package.
    private static let schema = root.appendingPathComponent(".build/lottie-specs/lottie_specs/data/lottie.schema.json")
    /// The scenes that export with no image at all (every drawing a vector; the bots' SVG pieces
    /// and avatars as precompositions of their shapes).
    private static let vectorScenes: Set<String> = ["coins", "bots", "clock", "streak", "hint"]
    /// The coach stacks many translucent layers (a gradient, three blurred blobs, a card on its
    /// shadow, a glow, text) and still draws its inner shadow and conic ring as images. rlottie
    /// rounds every pixel a translucent source covers down by a level per layer (x · 255 >> 8 in
    /// its source-over), so the coach's frames are held to what was measured (light 0.0076 mean,
    /// 0.0088 worst; dark 0.0108, 0.0158), not to the targets.
    private static let measuredBounds: [String: (worst: Double, mean: Double)] = ["coach": (0.017, 0.0115)]

    func testEveryBuiltInSceneValidatesAndRlottieDrawsItLikeOurFrames() throws {
        guard FileManager.default.fileExists(atPath: Self.schema.path) else {
            return XCTFail("the Lottie schema is not installed at \(Self.schema.path): run `make test` (scripts/setup.sh --test installs lottie-specs from PyPI)")
        }
        let folder = try makeTemporaryFolder(self)
        var report: [String] = []
        var validations: [(process: Process, output: URL, files: Int)] = []
        for scheme in [ColorScheme.light, .dark] {
            var files: [String] = []
            defer {
                // Each scheme's files are validated while the next scheme is played.
                if let running = try? validate(files, output: folder.appendingPathComponent("valid-\(scheme.rawValue).txt")) {
                    validations.append((running, folder.appendingPathComponent("valid-\(scheme.rawValue).txt"), files.count))
                }
            }
            for scene in BuiltInScenes.all {
                let options = RenderOptions(colorScheme: scheme)
                let timing = try AnimationTiming.range(scene, fps: 30)
                let lottie = try LottieAnimation(scene: scene, timing: timing, options: options, jobs: 2)
                let file = folder.appendingPathComponent("\(scene.name)-\(scheme.rawValue).json")
                try lottie.write(to: file)
                files.append(file.path)
                let errors = try Self.playedErrors(file, scene: scene, timing: timing, options: options)
                XCTAssertEqual(errors.count, timing.times.count, "\(scene.name): every frame played")
                let worst = errors.indices.max { errors[$0] < errors[$1] } ?? 0
                let mean = errors.reduce(0, +) / Double(max(1, errors.count))
                report.append("\(scene.name) \(scheme.rawValue): mean \(String(format: "%.5f", mean)), worst \(String(format: "%.5f", errors[worst])) at frame \(worst), \(lottie.data.count) bytes")
                let bound = Self.measuredBounds[scene.name] ?? (0.01, 0.005)
                XCTAssertLessThanOrEqual(errors[worst], bound.worst, "\(scene.name) \(scheme.rawValue): frame \(worst) (t = \(timing.times[worst]))")
                XCTAssertLessThanOrEqual(mean, bound.mean, "\(scene.name) \(scheme.rawValue)")
                if Self.vectorScenes.contains(scene.name) {
                    XCTAssertEqual(lottie.rasters, [], "\(scene.name): every drawing a vector")
                    let json = try XCTUnwrap(JSONSerialization.jsonObject(with: lottie.data) as? [String: Any])
                    let assets = try XCTUnwrap(json["assets"] as? [[String: Any]])
                    XCTAssertEqual(assets.filter { $0["layers"] == nil }.count, 0, "\(scene.name): no image asset")
                    let svg = try AnimatedSVG(scene: scene, timing: timing, options: options, jobs: 2)
                    XCTAssertLessThanOrEqual(lottie.data.count, svg.data.count, "\(scene.name) \(scheme.rawValue): the Lottie file is larger than the animated SVG")
                }
            }
        }
        print("rlottie against our frames:\n" + report.joined(separator: "\n"))
        XCTAssertEqual(validations.count, 2, "both schemes' files validated")
        for (process, output, count) in validations {
            process.waitUntilExit()
            let text = try String(contentsOf: output, encoding: .utf8)
            XCTAssertEqual(process.terminationStatus, 0, text)
            XCTAssertEqual(text.split(separator: "\n").filter { $0.hasSuffix(": valid") }.count, count, text)
        }
    }

    /// Starts validating `files` against the schema, its report (stdout and stderr) into `output`.
    private func validate(_ files: [String], output: URL) throws -> Process {
        let process = Process()
        process.executableURL = try ExternalTool.locate("python3", package: "python3")
        process.arguments = [Self.checker.path, "validate", Self.schema.path] + files
        FileManager.default.createFile(atPath: output.path, contents: nil)
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        return process
    }

    /// A second reader: python-lottie turns every fifth frame of each all-vector scene into SVG,
    /// which rsvg-convert draws; each is held to the same bounds as rlottie's frames.
    func testASecondPlayerAgreesOnTheScenesWithoutImages() throws {
        let folder = try makeTemporaryFolder(self)
        var report: [String] = []
        for scheme in [ColorScheme.light, .dark] {
            for scene in BuiltInScenes.all where Self.vectorScenes.contains(scene.name) {
                let options = RenderOptions(colorScheme: scheme)
                let timing = try AnimationTiming.range(scene, fps: 30)
                let file = folder.appendingPathComponent("\(scene.name)-\(scheme.rawValue).json")
                try LottieAnimation(scene: scene, timing: timing, options: options, jobs: 2).write(to: file)
                let frames = Array(stride(from: 0, to: timing.times.count, by: 5))
                let out = folder.appendingPathComponent("\(scene.name)-\(scheme.rawValue)")
                try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
                let made = try ExternalTool.run("python3", package: "python3", [Self.checker.path, "svg", file.path, out.path] + frames.map(String.init))
                XCTAssertEqual(made.status, 0, made.stderr)
                var errors: [Double] = []
                for k in frames {
                    let png = out.appendingPathComponent("\(k).png")
                    let drawn = try ExternalTool.run("rsvg-convert", package: "librsvg2-bin", [out.appendingPathComponent("\(k).svg").path, "-o", png.path])
                    XCTAssertEqual(drawn.status, 0, drawn.stderr)
                    let played = try RasterImage(pngData: Data(contentsOf: png))
                    let ours = try MotionRenderer.raster(scene, at: timing.times[k], options: options)
                    errors.append(try XCTUnwrap(ImageDifference(played, ours), "\(scene.name) frame \(k): sizes differ").meanAbsoluteError)
                }
                let worst = errors.indices.max { errors[$0] < errors[$1] } ?? 0
                let mean = errors.reduce(0, +) / Double(max(1, errors.count))
                report.append("\(scene.name) \(scheme.rawValue): mean \(String(format: "%.5f", mean)), worst \(String(format: "%.5f", errors[worst])) at frame \(frames[worst])")
                XCTAssertLessThanOrEqual(errors[worst], 0.01, "\(scene.name) \(scheme.rawValue): frame \(frames[worst])")
                XCTAssertLessThanOrEqual(mean, 0.005, "\(scene.name) \(scheme.rawValue)")
            }
        }
        print("python-lottie and rsvg-convert against our frames:\n" + report.joined(separator: "\n"))
    }

    /// A shape scaled unevenly after it is rotated (a sheared transform) plays in rlottie as it
    /// draws here: rlottie ignores a layer's skew, so the shear is written as the group's rotation
    /// under the layer's rotation and scale.
    func testShearedShapesPlayInRlottie() throws {
        let scene = ClosureScene(name: "shear", duration: 1) { c, t in
            c.context.translateBy(x: 180, y: 140)
            c.context.scaleBy(x: 2.2, y: 0.8)
            c.context.rotate(by: 0.3 + 1.5 * t)
            c.fill(MotionPath(roundedRect: CGRect(x: -40, y: -25, width: 80, height: 50), cornerRadius: 10),
                   with: MotionColor(red: 0.2, green: 0.4, blue: 0.9))
        }
        let folder = try makeTemporaryFolder(self)
        let timing = try AnimationTiming.range(scene, fps: 30)
        let file = folder.appendingPathComponent("shear.json")
        try LottieAnimation(scene: scene, timing: timing, jobs: 1).write(to: file)
        let errors = try Self.playedErrors(file, scene: scene, timing: timing, options: RenderOptions())
        XCTAssertEqual(errors.count, timing.times.count, "every frame played")
        for (k, error) in errors.enumerated() { XCTAssertLessThanOrEqual(error, 0.01, "frame \(k)") }
    }

    /// Blurred circles (a layer of them and one alone), a translucent card on its shadow and an
    /// opaque gradient button on its own, fading in and out over a gradient: no image at all, and
    /// rlottie draws every frame within the targets in the light scheme. On the dark one rlottie's
    /// rounding (a level down per translucent layer a pixel is under, most of the frame under
    /// three) costs more than the targets, so it is held to what was measured (0.0087 mean,
    /// 0.0133 worst).
    func testBlursAndShadowsOfCirclesAndRoundedRectanglesPlayAsGradients() throws {
        let scene = ClosureScene(name: "soft", duration: 2) { c, t in
            let p = c.palette
            c.fade(M.smooth(0, 0.4, t) * (1 - M.smooth(1.5, 1.95, t)))
            c.rect(CGRect(x: 0, y: 0, width: 360, height: 280),
                   .linearGradient(Gradient(colors: [p.background, p.accent.mix(p.background, 0.8)]), startPoint: .top, endPoint: .bottom))
            var blobs = c
            blobs.addFilter(.blur(radius: 18))
            blobs.drawLayer(opacity: 0.6) { layer in
                layer.circle(CGPoint(x: 70 + 20 * t, y: 60), 50, p.accent)
                layer.circle(CGPoint(x: 290, y: 220), 60, p.gold)
            }
            var glow = c
            glow.addFilter(.blur(radius: 6))
            glow.circle(CGPoint(x: 300, y: 60), 20, p.spark)
            var card = c
            card.context.translateBy(x: 0, y: 20 * (1 - M.spring(t, 9)))
            var body = card
            body.addFilter(.shadow(color: MotionColor(red: 0.05, green: 0.07, blue: 0.15, alpha: 0.3), radius: 12, y: 8))
            body.fill(MotionPath(roundedRect: CGRect(x: 50, y: 70, width: 260, height: 140), cornerRadius: 20), with: .color(p.surface.opacity(0.85)))
            var button = card
            button.addFilter(.shadow(color: p.accent.opacity(0.5), radius: 5, y: 3))
            button.roundedRect(CGRect(x: 120, y: 160, width: 120, height: 28), cornerRadius: 14,
                               .linearGradient(Gradient(colors: [p.accent.mix(.white, 0.2), p.accent]), startPoint: .top, endPoint: .bottom))
        }
        let folder = try makeTemporaryFolder(self)
        let timing = try AnimationTiming.range(scene, fps: 30)
        for scheme in [ColorScheme.light, .dark] {
            let options = RenderOptions(colorScheme: scheme)
            let lottie = try LottieAnimation(scene: scene, timing: timing, options: options, jobs: 2)
            XCTAssertEqual(lottie.rasters, [], "\(scheme.rawValue): every blur and shadow a gradient")
            let file = folder.appendingPathComponent("soft-\(scheme.rawValue).json")
            try lottie.write(to: file)
            let errors = try Self.playedErrors(file, scene: scene, timing: timing, options: options)
            XCTAssertEqual(errors.count, timing.times.count, "every frame played")
            let worst = errors.max() ?? 1, mean = errors.reduce(0, +) / Double(max(1, errors.count))
            print("soft shapes, rlottie, \(scheme.rawValue): mean \(String(format: "%.5f", mean)), worst \(String(format: "%.5f", worst))")
            let bound = scheme == .light ? (worst: 0.01, mean: 0.005) : (worst: 0.015, mean: 0.0095)
            XCTAssertLessThanOrEqual(worst, bound.worst, scheme.rawValue)
            XCTAssertLessThanOrEqual(mean, bound.mean, scheme.rawValue)
        }
    }

    /// Plays `file` in rlottie (every frame, as BGRA) and returns each frame's mean absolute
    /// error against the scene drawn here at the same time.
    private static func playedErrors(_ file: URL, scene: some MotionScene, timing: AnimationTiming, options: RenderOptions) throws -> [Double] {
        let raw = file.deletingPathExtension().appendingPathExtension("bgra")
        let render = try ExternalTool.run("python3", package: "python3", [checker.path, "render", file.path, raw.path])
        guard render.status == 0 else { throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "rlottie: \(render.stderr)"]) }
        let geometry = try OutputGeometry(box: scene.box, size: options.size, pixelLimit: options.pixelLimit)
        let reported = render.text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard reported == "\(timing.times.count) \(geometry.width) \(geometry.height)" else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "\(scene.name): rlottie read \(reported)"])
        }
        let frames = try Data(contentsOf: raw)
        let frameBytes = geometry.width * geometry.height * 4
        var errors: [Double] = []
        for (k, t) in timing.times.enumerated() where (k + 1) * frameBytes <= frames.count {
            let played = straight(frames[(k * frameBytes)..<((k + 1) * frameBytes)], geometry.width, geometry.height)
            errors.append(ImageDifference(played, try MotionRenderer.raster(scene, at: t, options: options))!.meanAbsoluteError)
        }
        return errors
    }

    /// rlottie's premultiplied BGRA as straight RGBA.
    private static func straight(_ bytes: Data, _ width: Int, _ height: Int) -> RasterImage {
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeBytes { (p: UnsafeRawBufferPointer) in
            for i in 0..<(width * height) {
                let b = Int(p[4 * i]), g = Int(p[4 * i + 1]), r = Int(p[4 * i + 2]), a = Int(p[4 * i + 3])
                func un(_ c: Int) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a)) }
                rgba[4 * i] = un(r); rgba[4 * i + 1] = un(g); rgba[4 * i + 2] = un(b); rgba[4 * i + 3] = UInt8(a)
            }
        }
        return RasterImage(width: width, height: height, rgba: rgba)
    }
}
