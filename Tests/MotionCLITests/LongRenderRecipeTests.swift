import Foundation
import MotionTestSupport
import XCTest

/// The recipes of docs/long-renders.md, run as written: N shard processes (at once, into one
/// folder, as GNU parallel and an Indexed Job on a shared volume do; or one folder each, merged,
/// as CI runners with artifacts do), then the join. The joined video and the frames are byte for
/// byte what one process makes.
final class LongRenderRecipeTests: XCTestCase {
    /// The one-process render the recipes must equal: the same frames and the same video.
    private static let oneProcess = (frames: ["frames", "coins", "--fps", "30", "--quiet", "-o", "whole"],
                                     video: ["animate", "coins", "--fps", "30", "--quiet", "-o", "direct.mp4"])

    private var guide: String {
        get throws {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            return try String(contentsOf: root.appendingPathComponent("docs/long-renders.md"), encoding: .utf8)
        }
    }

    /// The fenced block after `<!-- recipe: name -->`.
    private func recipe(_ name: String) throws -> String {
        let parts = try guide.components(separatedBy: "<!-- recipe: \(name) -->")
        XCTAssertEqual(parts.count, 2, "one recipe named \(name)")
        let fenced = try XCTUnwrap(parts.last?.components(separatedBy: "```").dropFirst().first)
        return String(fenced.drop { $0 != "\n" }.dropFirst())   // without the language tag
    }

    private var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = CLIRunner.binary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        return environment
    }

    private func shell(_ script: String, in folder: URL, extra: [String: String] = [:]) throws -> ChildProcess.Result {
        try ChildProcess.run(URL(fileURLWithPath: "/bin/sh"), ["-e", "-c", script], in: folder, environment: environment.merging(extra) { $1 })
    }

    /// Runs the one-process render in `folder` and compares: the frames in `frames` and the video `video`.
    private func assertSameAsOneProcess(frames: URL, video: URL, in folder: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        for arguments in [Self.oneProcess.frames, Self.oneProcess.video] {
            let result = try CLIRunner.run(arguments, in: folder)
            XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
        }
        let whole = folder.appendingPathComponent("whole")
        XCTAssertEqual(try contents(frames), try contents(whole), file: file, line: line)
        XCTAssertEqual(try contents(whole).count, 181, "180 frames and the manifest", file: file, line: line)
        for name in try contents(whole) {
            XCTAssertEqual(try Data(contentsOf: frames.appendingPathComponent(name)), try Data(contentsOf: whole.appendingPathComponent(name)), name, file: file, line: line)
        }
        XCTAssertEqual(try Data(contentsOf: video), try Data(contentsOf: folder.appendingPathComponent("direct.mp4")), "the joined video", file: file, line: line)
    }

    func testGNUParallelRecipe() throws {
        let folder = try makeTemporaryFolder(self)
        let script = try recipe("gnu-parallel")
        XCTAssertTrue(script.hasPrefix("parallel "), script)
        _ = try ExternalTool.locate("parallel", package: "parallel")
        let run = try shell(script, in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        try assertSameAsOneProcess(frames: folder.appendingPathComponent("frames/coins"), video: folder.appendingPathComponent("coins.mp4"), in: folder)
    }

    func testKubernetesIndexedJobRecipe() throws {
        let folder = try makeTemporaryFolder(self)
        let yaml = try recipe("kubernetes")
        // Each container runs `sh -c "…"`; the volume is mounted at /frames.
        let commands = yaml.components(separatedBy: "\n").compactMap { line -> String? in
            guard let range = line.range(of: #"command: ["sh", "-c", ""#) else { return nil }
            return String(line[range.upperBound...].dropLast(2))
        }.map { $0.replacingOccurrences(of: "/frames", with: folder.appendingPathComponent("volume").path) }
        XCTAssertEqual(commands.count, 2, "the shard job and the join job")
        let completions = try XCTUnwrap(yaml.components(separatedBy: "\n").first { $0.contains("completions:") }
            .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) })
        XCTAssertEqual(completions, 4)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("volume"), withIntermediateDirectories: true)

        // The pods of the Indexed Job, all at once, on the shared volume.
        let pods = (0..<completions).map { index -> Process in
            let pod = Process()
            pod.executableURL = URL(fileURLWithPath: "/bin/sh")
            pod.arguments = ["-e", "-c", commands[0]]
            pod.currentDirectoryURL = folder
            pod.environment = environment.merging(["JOB_COMPLETION_INDEX": String(index)]) { $1 }
            pod.standardOutput = FileHandle.nullDevice
            return pod
        }
        for pod in pods { try pod.run() }
        for pod in pods { pod.waitUntilExit(); XCTAssertEqual(pod.terminationStatus, 0) }
        let join = try shell(commands[1], in: folder)
        XCTAssertEqual(join.status, 0, join.stderr)
        try assertSameAsOneProcess(frames: folder.appendingPathComponent("volume/coins"), video: folder.appendingPathComponent("volume/coins.mp4"), in: folder)
    }

    func testCIMatrixRecipe() throws {
        let folder = try makeTemporaryFolder(self)
        let yaml = try recipe("ci-matrix")
        let runs = yaml.components(separatedBy: "\n").compactMap { line -> String? in
            let text = line.trimmingCharacters(in: .whitespaces)
            return text.hasPrefix("- run: motion ") ? String(text.dropFirst(7)) : nil
        }
        XCTAssertEqual(runs.count, 2, "the shard step and the join step")
        let shards = try XCTUnwrap(yaml.components(separatedBy: "\n").first { $0.contains("shard: [") })
            .components(separatedBy: "[")[1].dropLast().split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        XCTAssertEqual(shards, [1, 2, 3, 4])

        // Each runner renders its shard in a checkout of its own.
        let joinFolder = folder.appendingPathComponent("join")
        try FileManager.default.createDirectory(at: joinFolder.appendingPathComponent("frames"), withIntermediateDirectories: true)
        for shard in shards {
            let runner = folder.appendingPathComponent("runner-\(shard)")
            try FileManager.default.createDirectory(at: runner, withIntermediateDirectories: true)
            let result = try shell(runs[0], in: runner, extra: ["SHARD": String(shard)])
            XCTAssertEqual(result.status, 0, result.stderr)
            // download-artifact with merge-multiple: every runner's files in one folder.
            let frames = runner.appendingPathComponent("frames/coins"), merged = joinFolder.appendingPathComponent("frames/coins")
            try FileManager.default.createDirectory(at: merged, withIntermediateDirectories: true)
            for name in try contents(frames) {
                let target = merged.appendingPathComponent(name)
                try? FileManager.default.removeItem(at: target)
                try FileManager.default.copyItem(at: frames.appendingPathComponent(name), to: target)
            }
            if shard == 2 {
                // Half the shards in: the join refuses, names the first missing frame, writes nothing.
                let early = try shell(runs[1], in: joinFolder)
                XCTAssertEqual(early.status, 1)
                XCTAssertTrue(early.stderr.contains("is incomplete: 90 of 180 frames missing, unfinished or of another size (first: frame-00002.png)"), early.stderr)
                XCTAssertFalse(FileManager.default.fileExists(atPath: joinFolder.appendingPathComponent("coins.mp4").path))
            }
        }
        let join = try shell(runs[1], in: joinFolder)
        XCTAssertEqual(join.status, 0, join.stderr)
        XCTAssertTrue(join.text.contains("coins.mp4: 180 frames at 30 fps, 6 s, 360 × 280"), join.text)
        try assertSameAsOneProcess(frames: joinFolder.appendingPathComponent("frames/coins"), video: joinFolder.appendingPathComponent("coins.mp4"), in: folder)
    }
}
