import Foundation
import MotionRender
import MotionTestSupport
import XCTest

/// `motion frames` into one folder, as issue 13 found it: two runs at once (defect 4), resumes
/// after the inputs changed (defect 5), odd files at frame paths (defect 6).
final class FramesFolderCommandTests: XCTestCase {
    private let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources")

    /// PNG width and height from the IHDR chunk, read here without the library.
    private func pngSize(_ url: URL) throws -> (Int, Int) {
        let bytes = [UInt8](try Data(contentsOf: url).prefix(24))
        func be(_ i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be(16), be(20))
    }

    func testTwoRunsAtOnceNeverMixTheirFrames() throws {
        for trial in 0..<4 {
            let folder = try makeTemporaryFolder(self).appendingPathComponent("frames")
            let runs = [["--scale", "0.5"], ["--scale", "0.25"]].map { scale -> Process in
                let process = Process()
                process.executableURL = CLIRunner.binary
                process.arguments = ["frames", "coins", "--fps", "20", "--jobs", "1", "--quiet", "-o", folder.path] + scale
                process.standardOutput = FileHandle.nullDevice
                process.standardError = Pipe()
                return process
            }
            for run in runs { try run.run() }
            var statuses: [Int32] = [], errors: [String] = []
            for run in runs {
                let stderr = (run.standardError as! Pipe).fileHandleForReading.readDataToEndOfFile()
                run.waitUntilExit()
                statuses.append(run.terminationStatus)
                errors.append(String(decoding: stderr, as: UTF8.self))
            }
            XCTAssertEqual(statuses.sorted(), [0, 1], "trial \(trial): one wins, one is refused: \(errors)")
            let refusal = errors[statuses.firstIndex(of: 1) ?? 0]
            XCTAssertTrue(refusal.contains("another run") || refusal.contains("holds frames of a different render (size"),
                          "trial \(trial): \(refusal)")
            // The manifest and every frame agree.
            let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("manifest.json"))) as! [String: Any]
            let size = (manifest["width"] as! Int, manifest["height"] as! Int)
            let frames = try contents(folder).filter { $0.hasPrefix("frame-") }
            XCTAssertEqual(frames.count, 120, "trial \(trial)")
            for name in frames {
                let actual = try pngSize(folder.appendingPathComponent(name))
                XCTAssertTrue(actual == size, "trial \(trial): \(name) is \(actual), the manifest says \(size)")
            }
        }
    }

    func testAResumeAfterTheInputsChangedIsRefused() throws {
        let folder = try makeTemporaryFolder(self)
        let pieces = folder.appendingPathComponent("ps")
        try FileManager.default.copyItem(at: resources.appendingPathComponent("pieces/classic"), to: pieces)
        let themes = folder.appendingPathComponent("themes.json")
        let json = ##"{"themes":[{"name":"mint","light":"#EEEED2","dark":"#769656","highlight":"#F6F66988","coordinatesOnLight":"#769656","coordinatesOnDark":"#EEEED2"}]}"##
        try Data(json.utf8).write(to: themes)
        let frames = folder.appendingPathComponent("frames")
        let inputs = ["frames", "bots", "--fps", "2", "--piece-set", pieces.path + "/", "--board-theme", themes.path, "--quiet", "-o", frames.path]
        let arguments = inputs + ["--scale", "0.25"]
        let first = try CLIRunner.run(arguments)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(first.stdout.hasPrefix("12 frames rendered, 0 already complete"), first.stdout)
        XCTAssertTrue(try CLIRunner.run(arguments).stdout.hasPrefix("0 frames rendered, 12 already complete"), "unchanged inputs resume")

        // An edited piece: the set's fingerprint changes, so the folder is another render's.
        let king = pieces.appendingPathComponent("wK.svg")
        let original = try Data(contentsOf: king)
        try (original + Data("<!-- edited -->".utf8)).write(to: king)
        let afterPiece = try CLIRunner.run(arguments)
        XCTAssertEqual(afterPiece.status, 1, afterPiece.stdout)
        XCTAssertTrue(afterPiece.stderr.contains("the folder holds frames of a different render (pieceSet '\(pieces.path)"), afterPiece.stderr)
        try original.write(to: king)

        // Other colours under the same theme name.
        try Data(json.replacingOccurrences(of: "#EEEED2", with: "#FFFFFF").utf8).write(to: themes)
        let afterTheme = try CLIRunner.run(arguments)
        XCTAssertEqual(afterTheme.status, 1, afterTheme.stdout)
        XCTAssertTrue(afterTheme.stderr.contains("different render (boardTheme 'mint "), afterTheme.stderr)
        try Data(json.utf8).write(to: themes)

        // No manifest: the frames cannot be checked, so a run at another scale is refused.
        try FileManager.default.removeItem(at: frames.appendingPathComponent("manifest.json"))
        let rescaled = try CLIRunner.run(inputs + ["--scale", "2"])
        XCTAssertEqual(rescaled.status, 1, rescaled.stdout)
        XCTAssertEqual(rescaled.stderr, "error: cannot write \(frames.path): it holds frame files (frame-00000.png) but no manifest.json, so they cannot be checked against this render; remove them or choose another folder\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: frames.appendingPathComponent("manifest.json").path))
    }

    func testAFolderOrAFIFOAtAFramePathIsRefusedWithoutCrashOrHang() throws {
        for make in ["folder", "fifo"] {
            let folder = try makeTemporaryFolder(self).appendingPathComponent("frames")
            XCTAssertEqual(try CLIRunner.run(["frames", "coins", "--fps", "2", "--quiet", "-o", folder.path]).status, 0)
            let frame = folder.appendingPathComponent("frame-00003.png")
            try FileManager.default.removeItem(at: frame)
            if make == "folder" { try FileManager.default.createDirectory(at: frame, withIntermediateDirectories: false) } else { XCTAssertEqual(mkfifo(frame.path, 0o644), 0) }
            let result = try CLIRunner.run(["frames", "coins", "--fps", "2", "--quiet", "-o", folder.path], timeout: 60)
            XCTAssertFalse(result.timedOut, "\(make): it hung")
            XCTAssertEqual(result.status, 1, "\(make): \(result.stderr)")
            let kind = make == "folder" ? "a folder" : "a FIFO (named pipe)"
            XCTAssertEqual(result.stderr, "error: cannot write \(frame.path): it is \(kind), not a frame file; remove it or choose another folder\n")
        }
    }
}
