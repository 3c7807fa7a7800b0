import Foundation
import MotionTestSupport
import XCTest

/// Runs the command lines that README.md marks with `<!-- checked-commands -->`, so the front
/// door cannot drift from the tool: each must exit 0 and write the files it names.
final class ReadmeCommandsTests: XCTestCase {
    /// The repository's README.md (this file is Tests/MotionCLITests/ReadmeCommandsTests.swift).
    private static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")

    /// Commands that write files; the others (list, --help, verify, …) only print.
    private static let writingCommands: Set<String> = ["render", "frames", "storyboard", "player", "curve", "animate"]

    func testReadmeCommandsRun() throws {
        let markdown = try String(contentsOf: Self.readme, encoding: .utf8)
        let blocks = try ReadmeCommands.blocks(in: markdown)
        XCTAssertFalse(blocks.isEmpty, "README.md has no \(ReadmeCommands.marker) block; the front door is unchecked")

        for block in blocks {
            XCTAssertFalse(block.commands.isEmpty, "the checked block at README line \(block.line) has no commands")
            // One folder per block: a later line may use what an earlier one wrote.
            let folder = try makeTemporaryFolder(self)
            for words in block.commands {
                let arguments = Array(words.dropFirst())
                let shown = words.joined(separator: " ")
                let before = try contents(folder)
                let result = try CLIRunner.run(arguments, in: folder)
                XCTAssertEqual(result.status, 0, "`\(shown)` (README line \(block.line)) failed: \(result.stderr)")
                guard result.status == 0 else { continue }

                for path in Self.outputs(of: arguments) {
                    let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
                    var isFolder: ObjCBool = false
                    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                        XCTFail("`\(shown)` did not write \(path)")
                        continue
                    }
                    let size: Int
                    if isFolder.boolValue {
                        size = try FileManager.default.contentsOfDirectory(atPath: url.path).count
                    } else {
                        size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0
                    }
                    XCTAssertGreaterThan(size, 0, "`\(shown)` wrote an empty \(path)")
                }
                if let command = arguments.first, Self.writingCommands.contains(command), !arguments.contains("--help") {
                    XCTAssertNotEqual(try contents(folder), before, "`\(shown)` wrote nothing")
                }
            }
        }
    }

    /// The extractor takes only marked `sh` blocks, drops comments and joins continued lines.
    func testExtractsOnlyMarkedBlocks() throws {
        let markdown = """
        ```sh
        motion render coins -o unmarked.png
        ```
        <!-- checked-commands -->

        ```sh
        motion list          # every scene
        motion render coins \\
            --scale 2 -o "two words.png"
        ```
        """
        let blocks = try ReadmeCommands.blocks(in: markdown)
        XCTAssertEqual(blocks.map(\.commands), [[["motion", "list"], ["motion", "render", "coins", "--scale", "2", "-o", "two words.png"]]])
        XCTAssertEqual(blocks.first?.line, 6)
    }

    /// A marked block must hold runnable `motion` lines and be closed, or the check fails loudly.
    func testRejectsWhatItCannotCheck() {
        XCTAssertThrowsError(try ReadmeCommands.blocks(in: "<!-- checked-commands -->\n```sh\nmake demo\n```"))
        XCTAssertThrowsError(try ReadmeCommands.blocks(in: "<!-- checked-commands -->\n```\nmotion list\n```"))
        XCTAssertThrowsError(try ReadmeCommands.blocks(in: "<!-- checked-commands -->\n```sh\nmotion list\n"))
        XCTAssertThrowsError(try ReadmeCommands.blocks(in: "<!-- checked-commands -->\n```sh\nmotion render 'coins\n```"))
    }

    /// The paths after `-o`/`--output` (and `--dir`, which `snapshot` uses).
    private static func outputs(of arguments: [String]) -> [String] {
        zip(arguments, arguments.dropFirst()).compactMap { option, value in
            ["-o", "--output", "--dir"].contains(option) ? value : nil
        }
    }
}
