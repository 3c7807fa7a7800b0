import Foundation
import MotionCLI
import MotionRender
import MotionTestSupport
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
    /// and compared with where it must be, computed here without the plot's own mapping: the
    /// documented plot area (x 56...456, y 66...274 in the 480 × 320 box) and the axis ranges its
    /// ticks give. x: 0...1 in steps of 0.2. y: the curve peaks at 1 + e^(−ζπ/√(1−ζ²)) ≈ 1.205,
    /// about 5 intervals of 0.24 round to the nice step 0.25, so 0...1.25.
    func testDotMatchesTheCurveValueThroughTheCommandLine() throws {
        let folder = try makeTemporaryFolder(self)
        let (w, z, scale) = (12.0, 0.45, 2.0)
        let spring: @Sendable (Double) -> Double = { x in
            guard x > 0 else { return 0 }
            let wd = w * (1 - z * z).squareRoot()
            return 1 - exp(-z * w * x) * (cos(wd * x) + z * w / wd * sin(wd * x))
        }
        let (left, top, width, height) = (56.0, 66.0, 400.0, 208.0)
        let (xUpper, yUpper) = (1.0, 1.25)
        let gold = try RenderOptions().environment(box: CGSize(width: 480, height: 320)).palette.gold
        for t in [0.05, 0.21, 0.37, 0.8] {
            let file = folder.appendingPathComponent("dot-\(t).png")
            let result = try CLIRunner.run(["curve", "--w", "12", "--damping", "0.45", "--to", "1", "--at", "\(t)",
                                            "--scale", "2", "-o", file.path])
            XCTAssertEqual(result.status, 0, result.stderr)
            let image = try RasterImage(contentsOf: file)
            XCTAssertEqual(image.width, 960)
            let dot = try XCTUnwrap(PixelTools.centroid(of: gold, in: image), "no dot at t = \(t)")
            XCTAssertGreaterThan(dot.count, 150, "dot mostly visible at t = \(t)")
            let expectedX = (left + t / xUpper * width) * scale
            let expectedY = (top + height - spring(t) / yUpper * height) * scale
            // Tolerance: a quarter of a box point, in pixels.
            XCTAssertEqual(dot.x, expectedX, accuracy: 0.25 * scale, "x at t = \(t)")
            XCTAssertEqual(dot.y, expectedY, accuracy: 0.25 * scale, "y at t = \(t)")
        }
    }

    /// The smallest --w the error suggests is enough, and an explicit --to in range plots any --w.
    func testLongPlotsAtTheLimitWork() throws {
        let folder = try makeTemporaryFolder(self)
        for arguments in [["--w", "0.00263"], ["--w", "1e-300", "--to", "1"], ["--to", "3600"], ["--spring", "5000:0", "--to", "3600"]] {
            let file = folder.appendingPathComponent("long.svg")
            let result = try CLIRunner.run(["curve"] + arguments + ["-o", file.path])
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stdout, file.path + "\n")
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
            (["--spring", "0.5:1"], "this spring never settles (no damping): give the x-axis end with --to END in (0, 3600]"),
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
            (["--to", "0"], "--to 0 is out of range: expected a finite end in (0, 3600]"),
            (["--to", "inf"], "--to inf is out of range"),
            (["--to", "1e17"], "--to 1e17 is out of range: expected a finite end in (0, 3600]"),
            (["--to", "3600.5"], "--to 3600.5 is out of range: expected a finite end in (0, 3600]"),
            (["--w", "1e-300"], "--w 1e-300 with damping 0.78 takes 9.457e+300 s to settle, more than the 3600 s a plot can show: use --w >= 0.00263 with damping 0.78, or give --to END in (0, 3600]"),
            (["--w", "0.0026"], "--w 0.0026 with damping 0.78 takes 3637 s to settle"),
            (["--w", "1e-310"], "--w 1e-310 with damping 0.78 never settles within the 3600 s a plot can show: use --w >= 0.00263"),
            (["--damping", "1e-9"], "--w 14 (the default) with damping 1e-9 takes 4.934e+08 s to settle, more than the 3600 s a plot can show: use --w >= 1.92e+06 with damping 1e-9"),
            (["--w", "1e-300", "--to", "1e17"], "--to 1e17 is out of range"),
            (["--spring", "5000:0"], "--spring '5000:0' takes 7348 s to settle, more than the 3600 s a plot can show: give --to END in (0, 3600]"),
            (["--scale", "0"], "--scale 0 is invalid"),
            (["--scheme", "sepia"], "option '--scheme' got 'sepia'; choose one of light, dark"),
            (["--format", "gif"], "unknown format 'gif'"),
            (["coins"], "'motion curve' takes no arguments, got 'coins'"),
            (["--damping"], "option '--damping' needs a value Z"),
        ]
        for (arguments, fragment) in cases {
            try CLIRunner.assertRefused(["curve"] + arguments + ["-o", out], status: 64, naming: fragment, in: folder)
        }
    }

    /// A spring with huge damping is not "without damping": mass 1, stiffness 1e308 and damping
    /// 1e308 describe a response 2π√(m/k) = 6.3e-154 s, far below the microsecond a spring holds
    /// exactly (its stiffness may be at most 4π²·m / (1e-6)² ≈ 3.948e13), so the spring typed is
    /// refused naming the stiffness and its range rather than plotted as another spring.
    func testAHeavilyDampedSpringIsNotCalledUndamped() throws {
        let folder = try makeTemporaryFolder(self)
        let highest = 4 * Double.pi * Double.pi / 1e-12
        XCTAssertEqual(highest, 3.948e13, accuracy: 1e10)
        let arguments = ["curve", "--spring", "1:1e308:1e308", "-o", folder.appendingPathComponent("plot.svg").path]
        try CLIRunner.assertRefused(arguments, status: 64, naming: "stiffness = 1e+308 is out of range; expected within [3.948e-11, 3.948e+13] for mass 1", in: folder)
        let message = try CLIRunner.run(arguments).stderr
        XCTAssertFalse(message.contains("no damping"), message)
        XCTAssertFalse(message.contains("never settles"), message)
    }

    func testSceneCurvesAreListedOrSaidToBeMissing() throws {
        let folder = try makeTemporaryFolder(self)
        let command = try MotionCommand(name: "motion", version: "0.1.0", abstract: "plots", scenes: [FlatScene(), CurvedScene()])
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
