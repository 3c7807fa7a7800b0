import Foundation
import MotionCLI
import MotionRender
import XCTest

/// `motion curve`: every source and format, the dot read back from the pixels, and bad input.
final class CurveCommandTests: XCTestCase {
    func testEverySourceWritesItsFormat() throws {
        let folder = try makeTemporaryFolder(self)
        let signatures: [String: [UInt8]] = ["png": [0x89, 0x50, 0x4E, 0x47], "svg": Array("<?xml".utf8), "pdf": Array("%PDF".utf8)]
        let sources: [[String]] = [
            [], ["--w", "16"], ["--damping", "0.4"], ["--spring", "0.5:0.3"], ["--spring", "response=0.4:dampingFraction=0.6"],
            ["--spring", "1:170:26"], ["--spring", "bouncy"], ["--timing", "easeInOut"], ["--timing", "0.2,0,0,1"],
        ]
        for (i, source) in sources.enumerated() {
            for (format, magic) in signatures {
                let file = folder.appendingPathComponent("curve-\(i).\(format)")
                let result = try CLIRunner.run(["curve"] + source + ["--at", "0.2", "-o", file.path])
                XCTAssertEqual(result.status, 0, "\(source): \(result.stderr)")
                XCTAssertEqual(result.stdout, file.path + "\n")
                XCTAssertEqual(Array(try Data(contentsOf: file).prefix(magic.count)), magic, "\(source) \(format)")
            }
        }
        let byFlag = try CLIRunner.run(["curve", "--format", "svg"], in: folder)
        XCTAssertEqual(byFlag.status, 0, byFlag.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("curve.svg").path))
    }

    func testTheLegendNamesTheParameters() throws {
        let folder = try makeTemporaryFolder(self)
        let file = folder.appendingPathComponent("legend.pdf")
        let result = try CLIRunner.run(["curve", "--w", "12", "--damping", "0.45", "--at", "0.3", "-o", file.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let pdf = try Data(contentsOf: file)
        // The PDF's title is the plot's title (the text on the page is drawn as glyphs).
        XCTAssertNotNil(pdf.range(of: Data("(Seed spring, damping 0.45)".utf8)))
    }

    /// The dot of `motion curve --w 12 --damping 0.45 --to 1 --at T` is found by colour in the PNG
    /// and mapped back through the plot's axes; it must sit on the spring's value computed here.
    func testDotMatchesTheCurveValueThroughTheCommandLine() throws {
        let folder = try makeTemporaryFolder(self)
        let (w, z, scale) = (12.0, 0.45, 2.0)
        let spring: @Sendable (Double) -> Double = { x in
            guard x > 0 else { return 0 }
            let wd = w * (1 - z * z).squareRoot()
            return 1 - exp(-z * w * x) * (cos(wd * x) + z * w / wd * sin(wd * x))
        }
        // The same axes as the command's plot: the axes depend only on the end and the curve's values.
        let axes = try CurvePlotScene(title: "", end: 1, curve: spring)
        let gold = try RenderOptions().environment(box: axes.box).palette.gold
        for t in [0.05, 0.21, 0.37, 0.8] {
            let file = folder.appendingPathComponent("dot-\(t).png")
            let result = try CLIRunner.run(["curve", "--w", "12", "--damping", "0.45", "--to", "1", "--at", "\(t)",
                                            "--scale", "2", "-o", file.path])
            XCTAssertEqual(result.status, 0, result.stderr)
            let image = try RasterImage(contentsOf: file)
            XCTAssertEqual(image.width, 960)
            let dot = try XCTUnwrap(PixelTools.centroid(of: gold, in: image), "no dot at t = \(t)")
            XCTAssertGreaterThan(dot.count, 150, "dot mostly visible at t = \(t)")
            let value = axes.coordinates(of: CGPoint(x: dot.x / scale, y: dot.y / scale))
            // Tolerance: a quarter of a box point on each axis, in the axis's units.
            let xTolerance = 0.25 * (axes.xTicks.upper - axes.xTicks.lower) / CurvePlotScene.plotArea.width
            let yTolerance = 0.25 * (axes.yTicks.upper - axes.yTicks.lower) / CurvePlotScene.plotArea.height
            XCTAssertEqual(value.x, t, accuracy: xTolerance, "x at t = \(t)")
            XCTAssertEqual(value.y, spring(t), accuracy: yTolerance, "y at t = \(t)")
        }
    }

    /// Each case: arguments, and a fragment the one-line message must contain. All exit 64.
    func testBadInputsFailWithAClearMessageAndLeaveNoFile() throws {
        let folder = try makeTemporaryFolder(self)
        let out = folder.appendingPathComponent("plot.png").path
        let cases: [([String], String)] = [
            (["--damping", "1"], "--damping 1 is out of range: expected 0 < z < 1 (under-damped; default 0.78)"),
            (["--damping", "0"], "--damping 0 is out of range"),
            (["--damping", "-0.2"], "--damping -0.2 is out of range"),
            (["--w", "-3"], "--w -3 is out of range: expected a frequency > 0 rad/s (default 14)"),
            (["--w", "fast"], "option '--w' expects a number, got 'fast'"),
            (["--spring", "0.5"], "--spring '0.5' is not a spring: use duration:bounce (0.5:0.3)"),
            (["--spring", "soft"], "--spring 'soft' is not a spring"),
            (["--spring", "stiffness=3:bounce=1"], "--spring 'stiffness=3:bounce=1' is not a spring"),
            (["--spring", "0.5:2"], "--spring '0.5:2': bounce = 2.0 is out of range; expected finite and within (-1, 1]"),
            (["--spring", "1:-5:2"], "--spring '1:-5:2': stiffness = -5.0 is out of range"),
            (["--spring", "0.5:1"], "this spring never settles (no damping): give the x-axis end with --to END"),
            (["--timing", "bouncy"], "--timing 'bouncy' is not a timing curve: use one of linear, easeIn, easeOut, easeInOut, or c1x,c1y,c2x,c2y"),
            (["--timing", "1.5,0,0,1"], "--timing '1.5,0,0,1': c1x = 1.5 is out of range"),
            (["--spring", "smooth", "--timing", "linear"], "choose one curve: --w/--damping, --spring, --timing, or --scene with --curve"),
            (["--w", "10", "--spring", "smooth"], "choose one curve"),
            (["--scene", "chess", "--curve", "x"], "unknown scene 'chess'; scenes: coins"),
            (["--curve", "drop"], "--curve needs --scene NAME"),
            (["--at", "2"], "--at 2 is outside the plot: valid range is 0..."),
            (["--at", "-0.1"], "--at -0.1 is outside the plot"),
            (["--at", "nan"], "--at nan is outside the plot"),
            (["--timing", "linear", "--at", "1.5"], "--at 1.5 is outside the plot: valid range is 0...1"),
            (["--to", "0"], "--to 0 is out of range: expected a finite end > 0"),
            (["--to", "inf"], "--to inf is out of range"),
            (["--scale", "0"], "scale 0.0 is invalid"),
            (["--scheme", "sepia"], "option '--scheme' got 'sepia'; choose one of light, dark"),
            (["--format", "gif"], "unknown format 'gif'"),
            (["coins"], "'motion curve' takes no arguments, got 'coins'"),
            (["--damping"], "option '--damping' needs a value Z"),
        ]
        for (arguments, fragment) in cases {
            let result = try CLIRunner.run(["curve"] + arguments + ["-o", out], in: folder)
            XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.hasPrefix("error: "), "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(fragment), "\(arguments): expected '\(fragment)' in \(result.stderr)")
            XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, "one line: \(result.stderr)")
            XCTAssertEqual(result.stdout, "", "\(arguments)")
            XCTAssertEqual(try contents(folder), [], "\(arguments) left files behind")
        }
    }

    func testSceneCurvesAreListedOrSaidToBeMissing() throws {
        let folder = try makeTemporaryFolder(self)
        let command = try MotionCommand(scenes: [FlatScene(), CurvedScene()], includeBuiltIns: false)
        let out = folder.appendingPathComponent("scene-curve.svg").path
        let cases: [([String], String)] = [
            (["--scene", "flat", "--curve", "drop"], "scene 'flat' declares no curves (MotionScene.curves is empty); plot --w, --spring or --timing instead"),
            (["--scene", "curved"], "--scene curved needs --curve NAME; curves: 'drop', 'fade out'"),
            (["--scene", "curved", "--curve", "bounce"], "unknown curve 'bounce' in scene 'curved'; curves: 'drop', 'fade out'"),
            (["--scene", "nowhere", "--curve", "drop"], "unknown scene 'nowhere'; scenes: flat, curved"),
        ]
        for (arguments, fragment) in cases {
            let captured = Captured()
            let status = command.run(["curve"] + arguments + ["-o", out], output: captured.output)
            XCTAssertEqual(status, 64, "\(arguments)")
            XCTAssertEqual(captured.errors, ["error: " + fragment], "\(arguments)")
            XCTAssertEqual(try contents(folder), [])
        }
        let captured = Captured()
        let status = command.run(["curve", "--scene", "curved", "--curve", "fade out", "--at", "1.5", "-o", out], output: captured.output)
        XCTAssertEqual(status, 0, "\(captured.errors)")
        XCTAssertEqual(captured.lines, [out])
        let svg = try String(contentsOfFile: out, encoding: .utf8)
        XCTAssertTrue(svg.contains("<svg"))
    }

    func testHelpListsEveryOption() throws {
        let help = try CLIRunner.run(["curve", "--help"])
        XCTAssertEqual(help.status, 0)
        for option in ["--w", "--damping", "--spring", "--timing", "--scene", "--curve", "--at", "--to", "--format", "--output"] {
            XCTAssertTrue(help.stdout.contains(option), "\(option) in \(help.stdout)")
        }
        XCTAssertTrue(try CLIRunner.run(["--help"]).stdout.contains("curve "))
    }
}

/// A scene that declares no curves.
private struct FlatScene: MotionScene {
    var duration: Double { 2 }
    var stillTime: Double { 1 }
    func draw(_ canvas: inout MotionCanvas, t: Double) {}
}

/// A scene with two named curves.
private struct CurvedScene: MotionScene {
    var duration: Double { 3 }
    var stillTime: Double { 2 }
    var curves: [SceneCurve] {
        [SceneCurve("drop") { M.spring($0 - 0.2, 12) }, SceneCurve("fade out") { 1 - M.smooth(1, 2.5, $0) }]
    }
    func draw(_ canvas: inout MotionCanvas, t: Double) {}
}

/// Collects what a command prints, for in-process runs.
final class Captured: @unchecked Sendable {
    private let lock = NSLock()
    private var out: [String] = [], err: [String] = []
    var lines: [String] { lock.withLock { out } }
    var errors: [String] { lock.withLock { err } }
    var output: CommandOutput {
        CommandOutput(out: { line in self.lock.withLock { self.out.append(line) } },
                      err: { line in self.lock.withLock { self.err.append(line) } })
    }
}
