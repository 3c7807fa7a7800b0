import Foundation
import MotionRender
import MotionTestSupport
import XCTest

/// Issue 27, defects 2, 4 (the FIFO) and 5: what a JavaScript scene reads is untrusted and
/// recorded, and a resumed `frames` checks every frame it keeps.
final class SceneInputResumeTests: XCTestCase {
    private let docsImages = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/images")

    /// A scene file that draws `art.png` of its folder behind a moving square.
    private func pictureScene(in folder: URL, image: String = "art.png") throws -> URL {
        let url = folder.appendingPathComponent("pic.js")
        try """
        const art = new Image(); art.src = '\(image)';
        M.define('pic', { dur: 1, draw(g, t) { g.drawImage(art, 0, 0, 360, 280); g.fillRect(t * 300, 10, 20, 20); } });
        """.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    func testAFIFOAsAScenesImageIsRefusedAtOnce() throws {
        let folder = try makeTemporaryFolder(self)
        XCTAssertEqual(mkfifo(folder.appendingPathComponent("pipe.png").path, 0o644), 0)
        let scene = try pictureScene(in: folder, image: "pipe.png")
        let output = folder.appendingPathComponent("out.png")
        // No writer ever opens the FIFO: a blocking open would never return.
        let result = try CLIRunner.run(["render", scene.path + "#pic", "-o", output.path], timeout: 30)
        XCTAssertEqual(result.status, 64, result.stderr)
        XCTAssertEqual(result.stderr, "error: \(scene.path):1:29: InvalidStateError: image 'pipe.png' is not a regular file\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path), "no file written")
    }

    func testAResumeNoticesAnImageTheScriptDrawsHasChanged() throws {
        let folder = try makeTemporaryFolder(self)
        let art = folder.appendingPathComponent("art.png")
        try FileManager.default.copyItem(at: docsImages.appendingPathComponent("coins-dark.png"), to: art)
        let scene = try pictureScene(in: folder)
        let frames = folder.appendingPathComponent("frames")
        let arguments = ["frames", scene.path + "#pic", "--fps", "5", "-o", frames.path]
        XCTAssertEqual(try CLIRunner.run(arguments).stdout, "5 frames rendered, 0 already complete, in \(frames.path)\n")
        let manifest = try String(contentsOf: frames.appendingPathComponent("manifest.json"), encoding: .utf8)
        XCTAssertTrue(manifest.contains(art.path.replacingOccurrences(of: "/", with: "\\/")), "the image is in the manifest's assets: \(manifest)")
        let before = try Data(contentsOf: frames.appendingPathComponent("frame-00002.png"))

        try FileManager.default.removeItem(at: art)
        try FileManager.default.copyItem(at: docsImages.appendingPathComponent("coins-light.png"), to: art)
        let again = try CLIRunner.run(arguments)
        XCTAssertEqual(again.status, 1, again.stdout)
        XCTAssertEqual(again.stderr, "error: cannot write \(frames.path)/manifest.json: the frames were drawn from \(art.path), which has changed since; remove the frames or choose another folder\n")
        XCTAssertEqual(try Data(contentsOf: frames.appendingPathComponent("frame-00002.png")), before, "no frame replaced")
    }

    func testAFrameOfAnotherSizeIsDrawnAgain() throws {
        let folder = try makeTemporaryFolder(self)
        for format in ["png", "svg"] {
            let frames = folder.appendingPathComponent("frames-\(format)")
            let arguments = ["frames", "coins", "--fps", "5", "--to", "1", "--format", format, "-o", frames.path]
            XCTAssertEqual(try CLIRunner.run(arguments).status, 0)
            let frame = frames.appendingPathComponent("frame-00002.\(format)")
            let good = try Data(contentsOf: frame)
            // A complete file of the right format, but of another size: a 720 × 560 render of the scene.
            let other = folder.appendingPathComponent("other.\(format)")
            XCTAssertEqual(try CLIRunner.run(["render", "coins", "--scale", "2", "-o", other.path]).status, 0)
            try FileManager.default.removeItem(at: frame)
            try FileManager.default.copyItem(at: other, to: frame)

            // The encoder refuses the folder and names the command that fixes it…
            let refused = try CLIRunner.run(["animate", "--frames", frames.path, "-o", folder.appendingPathComponent("a.gif").path])
            XCTAssertEqual(refused.status, 1)
            XCTAssertEqual(refused.stderr, "error: frames folder \(frames.path) is incomplete: 1 of 5 frames missing, unfinished or of another size (first: frame-00002.\(format)); finish it by running the same 'frames' command again (every shard)\n")
            // …and that command does fix it.
            let resumed = try CLIRunner.run(arguments)
            XCTAssertEqual(resumed.stdout, "1 frames rendered, 4 already complete, in \(frames.path)\n", format)
            XCTAssertEqual(try Data(contentsOf: frame), good, "\(format): the frame drawn again is the one first drawn")
            if format == "png" {
                let encoded = try CLIRunner.run(["animate", "--frames", frames.path, "-o", folder.appendingPathComponent("a.gif").path])
                XCTAssertEqual(encoded.status, 0, encoded.stderr)
            }
        }
    }
}
