import Foundation
import MotionTestSupport
import XCTest

/// Issue 13, defect 2: every file `motion` reads is checked before it is read. Huge sparse files
/// (no disk space, but gigabytes to read) are refused at once with their size and the limit,
/// and a FIFO never hangs a run.
final class BoundedInputCommandTests: XCTestCase {
    private let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources")

    private func assertRefused(_ arguments: [String], status: Int32, _ expected: String, in folder: URL,
                               file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try CLIRunner.run(arguments, in: folder, timeout: 60)
        XCTAssertFalse(result.timedOut, "\(arguments) hung", file: file, line: line)
        XCTAssertEqual(result.status, status, result.stderr, file: file, line: line)
        XCTAssertTrue(result.stderr.contains(expected), "expected '\(expected)' in \(result.stderr)", file: file, line: line)
        XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, result.stderr.hasPrefix("error:") ? 1 : result.stderr.filter { $0 == "\n" }.count,
                       "one line", file: file, line: line)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.png").path), "no output", file: file, line: line)
    }

    func testHugePieceThemeManifestAndReferenceAreRefusedFromTheirSize() throws {
        let folder = try makeTemporaryFolder(self)
        let pieces = folder.appendingPathComponent("ps")
        try FileManager.default.copyItem(at: resources.appendingPathComponent("pieces/classic"), to: pieces)
        try FileManager.default.removeItem(at: pieces.appendingPathComponent("wK.svg"))
        try makeSparseFile(at: pieces.appendingPathComponent("wK.svg"), size: 16 << 30)
        try assertRefused(["render", "bots", "--piece-set", pieces.path + "/", "-o", "out.png"], status: 64,
                          "wK.svg: is 16 GiB (17179869184 bytes), over the limit of 4 MiB (4194304 bytes)", in: folder)

        try makeSparseFile(at: folder.appendingPathComponent("big.json"), size: 4 << 30)
        try assertRefused(["render", "bots", "--board-theme", "big.json", "-o", "out.png"], status: 64,
                          "big.json is 4 GiB (4294967296 bytes), over the limit of 1 MiB (1048576 bytes)", in: folder)

        let frames = folder.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: false)
        try makeSparseFile(at: frames.appendingPathComponent("manifest.json"), size: 3 << 30)
        try assertRefused(["frames", "coins", "--quiet", "-o", frames.path], status: 1,
                          "the frame manifest is 3 GiB (3221225472 bytes), over the limit of 64 MiB (67108864 bytes)", in: folder)

        let snapshots = folder.appendingPathComponent("snapshots")
        try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: false)
        try makeSparseFile(at: snapshots.appendingPathComponent("coins.light-phone.png"), size: 6 << 30)
        try assertRefused(["snapshot", "verify", "coins", "--scheme", "light", "--device", "phone", "--dir", snapshots.path], status: 1,
                          "coins.light-phone.png is 6 GiB (6442450944 bytes), over the limit of 512 MiB (536870912 bytes)", in: folder)
    }

    func testAFIFOGivenAsAnInputIsRefusedAtOnce() throws {
        let folder = try makeTemporaryFolder(self)
        XCTAssertEqual(mkfifo(folder.appendingPathComponent("themes.json").path, 0o644), 0)
        try assertRefused(["render", "bots", "--board-theme", "themes.json", "-o", "out.png"], status: 64,
                          "themes.json is a FIFO (named pipe), not a regular file", in: folder)
        let pieces = folder.appendingPathComponent("ps")
        try FileManager.default.copyItem(at: resources.appendingPathComponent("pieces/classic"), to: pieces)
        try FileManager.default.removeItem(at: pieces.appendingPathComponent("bQ.svg"))
        XCTAssertEqual(mkfifo(pieces.appendingPathComponent("bQ.svg").path, 0o644), 0)
        try assertRefused(["render", "bots", "--piece-set", pieces.path + "/", "-o", "out.png"], status: 64,
                          "bQ.svg: is a FIFO (named pipe), not a regular file", in: folder)
    }
}
