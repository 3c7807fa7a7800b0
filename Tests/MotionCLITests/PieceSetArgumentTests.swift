import Foundation
import MotionRender
import MotionTestSupport
import XCTest

/// `--piece-set` with folders given relative to the folder `motion` runs in.
final class PieceSetArgumentTests: XCTestCase {
    /// Renders the bots' still frame in `folder` with `arguments`; the PNG's bytes.
    private func render(_ arguments: [String], in folder: URL, file: StaticString = #filePath, line: UInt = #line) throws -> Data {
        let output = "bots-\(UUID().uuidString).png"
        let result = try CLIRunner.run(["render", "bots", "--still"] + arguments + ["-o", output], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
        let url = folder.appendingPathComponent(output)
        defer { try? FileManager.default.removeItem(at: url) }
        return try Data(contentsOf: url)
    }

    func testARelativeFolderIsUsedAndAShippedNameWinsOverAFolderOfThatName() throws {
        let folder = try makeTemporaryFolder(self)
        let geometric = try MotionResources.url("pieces/geometric")
        // The user's sets, all copies of the geometric pieces: one plain folder, one nested, and
        // one that takes the name of the shipped classic set.
        for name in ["mypieces", "art/pieces", "classic"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(name).deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: geometric, to: folder.appendingPathComponent(name))
        }
        let shippedGeometric = try render(["--piece-set", "geometric"], in: folder)
        let shippedClassic = try render(["--piece-set", "classic"], in: folder)
        XCTAssertNotEqual(shippedGeometric, shippedClassic, "the two shipped sets draw differently")
        XCTAssertEqual(try render([], in: folder), shippedClassic, "classic is the default")
        for argument in ["mypieces", "mypieces/", "art/pieces", "./classic"] {
            XCTAssertEqual(try render(["--piece-set", argument], in: folder), shippedGeometric, argument)
        }
    }

    func testAMissingRelativeFolderIsRefusedNamingIt() throws {
        let folder = try makeTemporaryFolder(self)
        try CLIRunner.assertRefused(["render", "bots", "--piece-set", "mypieces", "-o", "b.png"], status: 64,
                                    naming: "unknown piece set 'mypieces'; sets: classic, geometric, or a folder holding wK.svg … bP.svg",
                                    in: folder)
        try CLIRunner.assertRefused(["render", "bots", "--piece-set", "art/pieces", "-o", "b.png"], status: 64,
                                    naming: "art/pieces: piece set folder does not exist", in: folder)
    }
}
