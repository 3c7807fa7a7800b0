import Foundation
import MotionBuiltIns
import MotionCLI
import MyScenes
import XCTest

/// The package's own tool, in-process and as the built `my-motion`: it shows only this package's
/// scenes, options, name and version.
final class CommandLineTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("my-motion-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// `list` shows the package's scene and nothing else.
    func testListShowsOnlyTheUserScene() throws {
        let captured = CapturedOutput()
        XCTAssertEqual(try MotionCommand.example(MyTool.scenes).run(["list", "--names"], output: captured.output), 0)
        XCTAssertEqual(captured.stdout, ["level-up"])
    }

    /// A built-in scene is unknown to the package's tool, and the message lists the package's scenes.
    func testBuiltInScenesAreNotThere() throws {
        let captured = CapturedOutput()
        XCTAssertEqual(try MotionCommand.example(MyTool.scenes).run(["render", "coins", "-o", folder.appendingPathComponent("c.png").path],
                                                                   output: captured.output), 64)
        XCTAssertEqual(captured.stderr, ["error: unknown scene 'coins'; scenes: level-up"])
    }

    /// A tool that asks for the built-ins gets them beside its own scenes, with their settings and `themes`.
    func testBuiltInsWhenAskedFor() throws {
        let command = try MotionCommand(name: "my-motion", version: "1.2.0", abstract: "everything",
                                        scenes: BuiltIns.scenes + MyTool.scenes, settings: BuiltIns.settings, commands: BuiltIns.commands)
        let names = CapturedOutput()
        XCTAssertEqual(command.run(["list", "--names"], output: names.output), 0)
        XCTAssertEqual(names.stdout, ["coins", "bots", "clock", "streak", "hint", "coach", "level-up"])
        let themes = CapturedOutput()
        XCTAssertEqual(command.run(["themes"], output: themes.output), 0)
        XCTAssertTrue(themes.stdout.contains("  geometric"), "\(themes.stdout)")
        // The built-in settings are refused for a scene that does not read them.
        let refused = CapturedOutput()
        XCTAssertEqual(command.run(["render", "level-up", "--piece-set", "geometric", "-o", folder.appendingPathComponent("x.png").path],
                                   output: refused.output), 64)
        XCTAssertEqual(refused.stderr, ["error: option '--piece-set' does not apply to scene 'level-up': it reads no setting"])
    }

    /// The scene renders to all three formats through the command line.
    func testRenderEveryFormat() throws {
        let command = try MotionCommand.example(MyTool.scenes)
        let signatures: [(file: String, prefix: [UInt8])] = [
            ("still.png", [0x89, 0x50, 0x4E, 0x47]), ("still.svg", Array("<?xml".utf8)), ("still.pdf", Array("%PDF".utf8)),
        ]
        for (file, prefix) in signatures {
            let url = folder.appendingPathComponent(file)
            XCTAssertEqual(command.run(["render", "level-up", "--still", "-o", url.path], output: CapturedOutput().output), 0)
            XCTAssertTrue(try Data(contentsOf: url).starts(with: prefix), file)
        }
    }

    /// The built executable (`Sources/my-motion/main.swift`; `swift build` and `swift test` build
    /// it beside the test bundle) is the package's tool: its name and version, its scene, no
    /// built-in scene, setting or command.
    func testExecutableIsTheUsersTool() throws {
        XCTAssertEqual(try run(["--version"]), "my-motion 1.2.0\n")
        let list = try run(["list"])
        XCTAssertEqual(list.split(separator: "\n").first, "SCENE     DURATION  STILL  SPEED  SUMMARY")
        XCTAssertTrue(list.contains("level-up  5s        3.8s   1      an XP bar fills and a trophy marks level 5"), list)
        XCTAssertEqual(list.split(separator: "\n").count, 3, "the header, the scene and its phases: \(list)")
        let help = try run(["--help"])
        XCTAssertTrue(help.hasPrefix("Render the MyScenes scenes to PNG, SVG and PDF.\n"), help)
        XCTAssertTrue(help.contains("USAGE: my-motion <command> [options]"), help)
        let render = try run(["render", "--help"])
        XCTAssertTrue(render.contains("(values: level-up)"), render)
        for builtIn in ["coins", "bots", "themes", "--board-theme", "--piece-set", "--avatar-style", "MotionKit"] {
            XCTAssertFalse(help.contains(builtIn), "\(builtIn) in --help")
            XCTAssertFalse(render.contains(builtIn), "\(builtIn) in render --help")
            XCTAssertFalse(list.contains(builtIn), "\(builtIn) in list")
        }
        let output = folder.appendingPathComponent("level-up.png")
        XCTAssertEqual(try run(["render", "level-up", "--scale", "2", "-o", output.path]), output.path + "\n")
        XCTAssertTrue(FileManager.default.fileExists(atPath: output.path))
    }

    /// Runs the built `my-motion` and returns its standard output; it must exit 0.
    private func run(_ arguments: [String]) throws -> String {
        let binary = try XCTUnwrap(Self.executable, "my-motion was not built beside the test bundle")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "my-motion \(arguments.joined(separator: " "))")
        return String(decoding: data, as: UTF8.self)
    }

    /// `my-motion` beside the test bundle, where `swift build` puts it.
    static var executable: URL? {
        let bundle = Bundle(for: CommandLineTests.self).bundleURL
        return [bundle, bundle.deletingLastPathComponent()].map { $0.appendingPathComponent("my-motion") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
