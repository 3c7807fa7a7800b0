import Foundation
import MotionCLI
import MotionRender
import MotionTestSupport
import XCTest

/// A user's tool, built in-process: it shows only its own scenes, settings, commands, name and
/// version; a setting contributed from outside MotionCLI is resolved once, only for the scenes
/// that read its key.
final class UsersToolTests: XCTestCase {
    func testTheToolShowsOnlyItsOwnThings() throws {
        let tool = try MotionCommand.userTool()
        XCTAssertEqual(tool.capture(["--version"]).out, ["tool 2.5.1"])
        XCTAssertEqual(tool.capture(["list", "--names"]).out, ["accent", "plain"])
        let help = tool.capture(["--help"]).out.joined(separator: "\n")
        XCTAssertTrue(help.hasPrefix("A user's own tool.\n\nUSAGE: tool <command> [options]"), "the abstract as a sentence: \(help)")
        XCTAssertTrue(help.contains("\n  probe       Echo the parsed values.\n"), help)
        let render = tool.capture(["render", "--help"]).out.joined(separator: "\n")
        XCTAssertTrue(render.contains("USAGE: tool render SCENE"), render)
        XCTAssertTrue(render.contains("(values: accent, plain)"), render)
        XCTAssertTrue(render.contains("  --accent COLOUR          The accent colour, #RRGGBB. Read by: accent."), render)
        for other in [help, render, tool.capture(["list"]).out.joined(separator: "\n")] {
            for builtIn in ["coins", "bots", "themes", "--board-theme", "--piece-set", "--avatar-style", "motion render", "'motion"] {
                XCTAssertFalse(other.contains(builtIn), "\(builtIn) in \(other)")
            }
        }
        XCTAssertEqual(tool.capture(["themes"]).err, ["error: unknown command 'themes'; commands: list, render, frames, storyboard, curve, player, animate, snapshot, diff, probe, help (see 'tool --help')"])
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(tool.capture(["list", "--json"]).out.joined(separator: "\n").utf8)) as? [String: Any])
        let scenes = try XCTUnwrap(json["scenes"] as? [[String: Any]])
        XCTAssertEqual(json["tool"] as? String, "tool")
        XCTAssertEqual(scenes[0]["environmentKeys"] as? [String], ["accent"])
        XCTAssertEqual(scenes[0]["settings"] as? [String], ["--accent"])
        XCTAssertEqual(scenes[1]["settings"] as? [String], [])
    }

    /// The setting fills the key: the frame is the accent colour given, or the key's default.
    func testASettingFillsItsKey() throws {
        let folder = try makeTemporaryFolder(self)
        let counter = CallCounter()
        let tool = try MotionCommand.userTool(counter: counter)
        for (arguments, pixel) in [([String](), (255, 0, 0)), (["--accent", "#00FF00"], (0, 255, 0)), (["--accent=#0000FF"], (0, 0, 255))] {
            let file = folder.appendingPathComponent("accent.png")
            let result = tool.capture(["render", "accent"] + arguments + ["-o", file.path])
            XCTAssertEqual(result.status, 0, "\(result.err)")
            let image = try RasterImage(contentsOf: file)
            let center = image[image.width / 2, image.height / 2]
            XCTAssertEqual([Int(center.r), Int(center.g), Int(center.b)], [pixel.0, pixel.1, pixel.2], "\(arguments)")
        }
        XCTAssertEqual(counter.recorded, ["#00FF00", "#0000FF"], "resolved once per run, only when given")
    }

    /// Resolved once for a whole frame sequence; when not given, the default is recorded in the manifest.
    func testSettingsAreResolvedOnceAndRecordedInTheManifest() throws {
        let folder = try makeTemporaryFolder(self)
        let counter = CallCounter()
        let tool = try MotionCommand.userTool(counter: counter)
        let run = tool.capture(["frames", "accent", "--fps", "10", "--jobs", "2", "--accent", "#00FF00", "-o", folder.appendingPathComponent("a").path])
        XCTAssertEqual(run.status, 0, "\(run.err)")
        XCTAssertEqual(counter.recorded, ["#00FF00"])
        func manifest(_ name: String) throws -> String {
            try String(contentsOf: folder.appendingPathComponent(name).appendingPathComponent("manifest.json"), encoding: .utf8)
        }
        let given = try manifest("a")
        XCTAssertTrue(given.contains("\"accent\""), given)
        let defaulted = tool.capture(["frames", "accent", "--fps", "10", "-o", folder.appendingPathComponent("b").path])
        XCTAssertEqual(defaulted.status, 0, "\(defaulted.err)")
        let defaultedManifest = try manifest("b")
        XCTAssertTrue(defaultedManifest.contains("\"accent\""), "the default is recorded: \(defaultedManifest)")
        XCTAssertNotEqual(given, defaultedManifest)
        let plain = tool.capture(["frames", "plain", "--fps", "2", "-o", folder.appendingPathComponent("c").path])
        XCTAssertEqual(plain.status, 0, "\(plain.err)")
        let plainManifest = try manifest("c")
        XCTAssertFalse(plainManifest.contains("\"accent\""), "a scene that does not read the key records nothing: \(plainManifest)")
        XCTAssertEqual(counter.recorded, ["#00FF00"])
    }

    /// Given for a scene that does not read its key, a setting is refused, naming the scene and
    /// the option, without resolving it; a text the resolver refuses names the option and the text.
    func testSettingsAreRefusedWhereTheyDoNotApply() throws {
        let folder = try makeTemporaryFolder(self)
        let counter = CallCounter()
        let tool = try MotionCommand.userTool(counter: counter)
        let out = folder.appendingPathComponent("x.png").path
        for command in [["render", "plain"], ["frames", "plain", "--fps", "2"], ["storyboard", "plain", "--frames", "2"], ["player", "plain", "--fps", "2"],
                        ["animate", "plain", "--fps", "2"]] {
            let file = folder.appendingPathComponent(command[0] == "storyboard" ? "x.pdf" : "x.png").path
            let result = tool.capture(command + ["--accent", "#00FF00", "-o", file])
            XCTAssertEqual(result.status, 64, "\(command)")
            XCTAssertEqual(result.err, ["error: option '--accent' does not apply to scene 'plain': it reads no setting"], "\(command)")
        }
        XCTAssertEqual(counter.recorded, [])
        let bad = tool.capture(["render", "accent", "--accent", "teal", "-o", out])
        XCTAssertEqual(bad.status, 64)
        XCTAssertEqual(bad.err.count, 1)
        XCTAssertTrue(bad.err[0].hasPrefix("error: option '--accent' got 'teal': "), "\(bad.err)")
        XCTAssertEqual(try contents(folder), [])
    }

    /// `animate` in a user's tool draws the tool's scene with the tool's setting, resolved once
    /// for every frame; with a frames folder, whose manifest fixes it, the setting is refused.
    func testAnimateTakesTheToolsSettings() throws {
        let folder = try makeTemporaryFolder(self)
        let counter = CallCounter()
        let tool = try MotionCommand.userTool(counter: counter)
        let svg = folder.appendingPathComponent("accent.svg")
        let result = tool.capture(["animate", "accent", "--fps", "10", "--jobs", "2", "--accent", "#00FF00", "--quiet", "-o", svg.path])
        XCTAssertEqual(result.status, 0, "\(result.err)")
        XCTAssertEqual(result.out, ["\(svg.path): 10 frames at 10 fps, 1 s, 360 × 280, \(String(format: "%.1f kB", Double(try Data(contentsOf: svg).count) / 1000))"])
        XCTAssertEqual(counter.recorded, ["#00FF00"], "resolved once for the whole animation")
        // rsvg-convert draws an SVG without animating it: the still frame, in the accent colour.
        let png = folder.appendingPathComponent("still.png")
        let convert = try ExternalTool.run("rsvg-convert", package: "librsvg2-bin", [svg.path, "-o", png.path])
        XCTAssertEqual(convert.status, 0, convert.stderr)
        let image = try RasterImage(contentsOf: png)
        let center = image[image.width / 2, image.height / 2]
        XCTAssertEqual([Int(center.r), Int(center.g), Int(center.b)], [0, 255, 0])

        let frames = folder.appendingPathComponent("frames")
        XCTAssertEqual(tool.capture(["frames", "accent", "--fps", "2", "--accent", "#00FF00", "--quiet", "-o", frames.path]).status, 0)
        let refused = tool.capture(["animate", "--frames", frames.path, "--accent", "#0000FF", "-o", folder.appendingPathComponent("x.gif").path])
        XCTAssertEqual(refused.status, 64)
        XCTAssertEqual(refused.err, ["error: --accent #0000FF does not apply with --frames: the folder's manifest fixes it"])
        XCTAssertEqual(counter.recorded, ["#00FF00", "#00FF00"], "a refused setting is not resolved")
    }

    /// `snapshot` in a user's tool records and verifies the tool's own scenes in its own folder.
    func testSnapshotsAreTheToolsOwn() throws {
        let folder = try makeTemporaryFolder(self).appendingPathComponent("refs")
        let tool = try MotionCommand.userTool()
        let record = tool.capture(["snapshot", "record", "--scheme", "dark", "--dir", folder.path])
        XCTAssertEqual(record.status, 0, "\(record.err)")
        XCTAssertEqual(try contents(folder), DeviceEnvironment.all.flatMap { ["accent.dark-\($0.label).png", "plain.dark-\($0.label).png"] }.sorted())
        let verify = tool.capture(["snapshot", "verify", "--scheme", "dark", "--dir", folder.path])
        XCTAssertEqual(verify.status, 0, "\(verify.err)")
        XCTAssertEqual(verify.out.last, "8 snapshots in \(folder.path): 8 matched")
    }

    /// Mistakes in putting a tool together are reported when it is made.
    func testSetupMistakesAreReported() throws {
        func reason(_ make: () throws -> MotionCommand) -> String? {
            do { _ = try make(); return nil } catch { return "\(error)" }
        }
        let clash = SceneSetting("--scale", key: AccentKey.self, placeholder: "X", help: "", defaultDescription: "") { _ in AccentKey.defaultValue }
        XCTAssertEqual(reason { try MotionCommand(name: "t", version: "1", abstract: "", scenes: [AccentScene()], settings: [clash]) },
                       "the command line cannot be set up: option '--scale' is declared twice in 'render'")
        let twice = SceneSetting("--accent", key: AccentKey.self, placeholder: "X", help: "", defaultDescription: "") { _ in AccentKey.defaultValue }
        XCTAssertEqual(reason { try MotionCommand(name: "t", version: "1", abstract: "", scenes: [AccentScene()], settings: [twice, twice]) },
                       "the command line cannot be set up: option '--accent' is declared twice in 'render'")
        let unnamed = SceneSetting("accent", key: AccentKey.self, placeholder: "X", help: "", defaultDescription: "") { _ in AccentKey.defaultValue }
        XCTAssertEqual(reason { try MotionCommand(name: "t", version: "1", abstract: "", scenes: [AccentScene()], settings: [unnamed]) },
                       "the command line cannot be set up: setting 'accent' must be spelled --NAME")
        XCTAssertEqual(reason { try MotionCommand(name: "t", version: "1", abstract: "", scenes: [], commands: [ProbeCommand.self, ProbeCommand.self]) },
                       "the command line cannot be set up: two commands are named 'probe'")
        XCTAssertEqual(reason { try MotionCommand(name: "t", version: "1", abstract: "", scenes: [PlainScene(), PlainScene()]) },
                       "scene 'plain' cannot be registered: another scene already has this name")
    }
}
