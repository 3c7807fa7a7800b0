import Foundation
import MotionCLI
import MyScenes
import XCTest

/// The `motion` tool over this package's scenes, in-process and as the built `my-motion`.
final class CommandLineTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("my-motion-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// `list` shows the user's scene after the built-in ones, with its timing.
    func testListShowsTheUserScene() throws {
        let captured = CapturedOutput()
        XCTAssertEqual(try MotionCommand(scenes: [LevelUpScene()]).run(["list"], output: captured.output), 0)
        let text = captured.stdout.joined(separator: "\n")
        XCTAssertTrue(text.contains("level-up"), text)
        XCTAssertTrue(text.contains("coins"), text)
    }

    /// Without the built-ins only the user's scene is there.
    func testWithoutBuiltIns() throws {
        let command = try MotionCommand(scenes: [LevelUpScene()], includeBuiltIns: false)
        let captured = CapturedOutput()
        XCTAssertEqual(command.run(["render", "coins", "-o", folder.appendingPathComponent("c.png").path],
                                   output: captured.output), 64)
        XCTAssertTrue(captured.stderr.joined().contains("level-up"), "\(captured.stderr)")
    }

    /// The scene renders to all three formats through the command line.
    func testRenderEveryFormat() throws {
        let command = try MotionCommand(scenes: [LevelUpScene()], includeBuiltIns: false)
        let signatures: [(file: String, prefix: [UInt8])] = [
            ("still.png", [0x89, 0x50, 0x4E, 0x47]), ("still.svg", Array("<?xml".utf8)), ("still.pdf", Array("%PDF".utf8)),
        ]
        for (file, prefix) in signatures {
            let url = folder.appendingPathComponent(file)
            XCTAssertEqual(command.run(["render", "level-up", "--still", "-o", url.path], output: CapturedOutput().output), 0)
            XCTAssertTrue(try Data(contentsOf: url).starts(with: prefix), file)
        }
    }

    /// The one-line executable (`Sources/my-motion/main.swift`) is the whole tool: `swift build`
    /// and `swift test` build it beside the test bundle.
    func testExecutableRendersTheScene() throws {
        let binary = try XCTUnwrap(Self.executable, "my-motion was not built beside the test bundle")
        let output = folder.appendingPathComponent("level-up.png")
        let process = Process()
        process.executableURL = binary
        process.arguments = ["render", "level-up", "--scale", "2", "-o", output.path]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: output.path))
    }

    /// `my-motion` beside the test bundle, where `swift build` puts it.
    static var executable: URL? {
        let bundle = Bundle(for: CommandLineTests.self).bundleURL
        return [bundle, bundle.deletingLastPathComponent()].map { $0.appendingPathComponent("my-motion") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
