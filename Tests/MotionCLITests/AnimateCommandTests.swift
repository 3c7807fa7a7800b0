import Foundation
import MotionRender
import MotionTestSupport
import XCTest

/// `motion animate`: every format from the command line, the same bytes from the same command,
/// one-line refusals that leave nothing behind, and interruptions that leave no partial file.
final class AnimateCommandTests: XCTestCase {
    /// A short stretch of coins (1 s to 1.5 s at 10 fps: 5 frames), small.
    private let clip = ["coins", "--from", "1", "--to", "1.5", "--fps", "10", "--scale", "0.5", "--quiet"]

    func testEveryFormatIsWrittenAndStatesWhatItHolds() throws {
        let folder = try makeTemporaryFolder(self)
        for ext in ["svg", "png", "webp", "gif", "mp4", "webm"] {
            let result = try CLIRunner.run(["animate"] + clip + ["-o", "clip.\(ext)"], in: folder)
            XCTAssertEqual(result.status, 0, "\(ext): \(result.stderr)")
            XCTAssertTrue(result.stdout.hasPrefix(folder.appendingPathComponent("clip.\(ext)").path + ": 5 frames at 10 fps, 0.5 s, 180 × 140, "), result.stdout)
        }
        XCTAssertEqual(try MediaProbe(folder.appendingPathComponent("clip.png")).codec, "apng", ".png is an animated PNG")
        XCTAssertEqual(try MediaProbe(folder.appendingPathComponent("clip.mp4")).frames, 5)
        XCTAssertEqual(try WebPInfo(folder.appendingPathComponent("clip.webp")).durations, Array(repeating: 100, count: 5))
        let lint = try ExternalTool.run("xmllint", package: "libxml2-utils", ["--noout", folder.appendingPathComponent("clip.svg").path])
        XCTAssertEqual(lint.status, 0, lint.stderr)
        XCTAssertEqual(try contents(folder), ["clip.gif", "clip.mp4", "clip.png", "clip.svg", "clip.webm", "clip.webp"], "no temporary files")
    }

    func testTheSameCommandGivesTheSameBytes() throws {
        let folder = try makeTemporaryFolder(self)
        for ext in ["svg", "png", "webp", "gif", "mp4", "webm"] {
            for run in ["a", "b"] {
                let result = try CLIRunner.run(["animate"] + clip + ["--jobs", run == "a" ? "1" : "2", "-o", "\(run).\(ext)"], in: folder)
                XCTAssertEqual(result.status, 0, result.stderr)
            }
            XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("a.\(ext)")), try Data(contentsOf: folder.appendingPathComponent("b.\(ext)")),
                           "\(ext): one job and two give different bytes")
        }
    }

    /// `-o -` writes exactly the bytes the same command writes to a file, for every format, and
    /// nothing else; `--format png` is an animated PNG, as `.png` is; the encoders' temporary
    /// files (in `$TMPDIR`) are gone afterwards.
    func testDashWritesTheFilesBytesToStandardOutput() throws {
        let folder = try makeTemporaryFolder(self)
        let temporary = try makeTemporaryFolder(self)
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = temporary.path
        for format in ["svg", "png", "webp", "gif", "mp4", "webm"] {
            let file = try CLIRunner.run(["animate"] + clip + ["-o", "clip.\(format)"], in: folder)
            XCTAssertEqual(file.status, 0, "\(format): \(file.stderr)")
            let piped = try ChildProcess.run(CLIRunner.binary, ["animate"] + clip + ["--format", format, "-o", "-"], in: folder,
                                             environment: environment)
            XCTAssertEqual(piped.status, 0, "\(format): \(piped.stderr)")
            XCTAssertEqual(piped.stderr, "", format)
            XCTAssertGreaterThan(piped.stdout.count, 100, format)
            XCTAssertEqual(piped.stdout, try Data(contentsOf: folder.appendingPathComponent("clip.\(format)")), "\(format): -o - is not the file's bytes")
        }
        XCTAssertEqual(try contents(temporary), [], "temporary files left behind")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("-").path), "a file named -")
        // A finished frames folder goes to standard output the same way.
        let frames = folder.appendingPathComponent("frames")
        XCTAssertEqual(try CLIRunner.run(["frames", "coins", "--fps", "4", "--to", "1", "--scale", "0.25", "--quiet", "-o", frames.path]).status, 0)
        let joined = try CLIRunner.run(["animate", "--frames", frames.path, "--quiet", "-o", folder.appendingPathComponent("joined.gif").path])
        XCTAssertEqual(joined.status, 0, joined.stderr)
        let piped = try ChildProcess.run(CLIRunner.binary, ["animate", "--frames", frames.path, "--format", "gif", "-o", "-"], environment: environment)
        XCTAssertEqual(piped.status, 0, piped.stderr)
        XCTAssertEqual(piped.stdout, try Data(contentsOf: folder.appendingPathComponent("joined.gif")))
    }

    /// stderr is a pipe here: no progress unless --progress asks for it, then plain lines that
    /// name the command; a GIF counts both of its passes over the frames.
    func testProgressOnlyWhenAskedForOffATerminal() throws {
        let folder = try makeTemporaryFolder(self)
        let arguments = Array(clip.dropLast())   // without --quiet
        let piped = try CLIRunner.run(["animate"] + arguments + ["-o", "a.gif"], in: folder)
        XCTAssertEqual(piped.status, 0, piped.stderr)
        XCTAssertEqual(piped.stderr, "", "no progress on a pipe")
        let forced = try CLIRunner.run(["animate"] + arguments + ["--progress", "-o", "b.gif"], in: folder)
        XCTAssertEqual(forced.status, 0, forced.stderr)
        XCTAssertTrue(forced.stderr.contains("animate: 10/10 frames, "), forced.stderr)
        XCTAssertTrue(forced.stderr.split(separator: "\n").allSatisfy { $0.hasPrefix("animate: ") }, forced.stderr)
        let svg = try CLIRunner.run(["animate"] + arguments + ["--progress", "-o", "c.svg"], in: folder)
        XCTAssertTrue(svg.stderr.contains("animate: 6/6 frames, "), "five frames and the still frame: \(svg.stderr)")
    }

    func testLivePlaybackPlaysOnceAndEndsOnTheStillFrame() throws {
        let folder = try makeTemporaryFolder(self)
        let result = try CLIRunner.run(["animate", "hint", "--playback", "live", "--fps", "5", "--scale", "0.5", "--quiet", "-o", "hint.gif"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let gif = try Data(contentsOf: folder.appendingPathComponent("hint.gif"))
        XCTAssertNil(gif.range(of: Data("NETSCAPE2.0".utf8)), "played once: no loop block")
        let frames = try DecodedFrames.imageMagick(folder.appendingPathComponent("hint.gif"), width: 180, height: 140)
        let still = folder.appendingPathComponent("still.png")
        XCTAssertEqual(try CLIRunner.run(["render", "hint", "--still", "--scale", "0.5", "-o", still.path]).status, 0)
        XCTAssertGreaterThan(PSNR.rgb(try XCTUnwrap(frames.last), try RasterImage(contentsOf: still)), 40, "the last frame is the still frame")
    }

    func testBadInputIsRefusedInOneLineAndWritesNothing() throws {
        let folder = try makeTemporaryFolder(self)
        let refusals: [([String], Int32, String)] = [
            (["animate", "coins", "-o", "clip.avi"], 64, "cannot tell the format from '.avi'"),
            (["animate", "coins", "-o", "clip"], 64, "cannot tell the format from 'clip': give it an extension"),
            (["animate", "coins", "-o", "-"], 64, "-o - (standard output) has no extension to tell the format: give --format with one of svg, apng, webp, gif, mp4, webm"),
            (["animate", "coins", "--format", "mov", "-o", "clip.mov"], 64, "option '--format' got 'mov'; choose one of svg, apng, webp, gif, mp4, webm"),
            (["animate", "coins", "--format", "mp4", "-o", "clip.gif"], 64, "--format mp4 conflicts with the output's extension '.gif'"),
            (["animate", "coins", "--format", "MP4", "-o", "clip.gif"], 64, "--format MP4 conflicts"),
            (["animate", "coins", "-o", "clip.mp4", "--fps", "0"], 64, "--fps 0 is out of range: expected 0 < FPS <= 240"),
            (["animate", "coins", "-o", "clip.mp4", "--fps", "500"], 64, "--fps 500 is out of range"),
            (["animate", "coins", "-o", "clip.gif", "--fps", "6e1"], 64, "--fps 6e1 is out of range: expected 0 < fps <= 50 for gif"),
            (["animate", "coins", "-o", "clip.mp4", "--quality", "070"], 64, "--quality 070 is out of range: expected a CRF in 0...51 for mp4"),
            (["animate", "coins", "-o", "clip.webm", "--quality", "64"], 64, "--quality 64 is out of range: expected a CRF in 0...63 for webm"),
            (["animate", "coins", "-o", "clip.webp", "--quality", "+101"], 64, "--quality +101 is out of range: expected 0...100 for lossy webp"),
            (["animate", "coins", "-o", "clip.gif", "--quality", "5"], 64, "--quality does not apply to gif"),
            (["animate", "coins", "-o", "clip.svg", "--quality", "5"], 64, "--quality does not apply to svg"),
            (["animate", "coins", "-o", "clip.svg", "--dither", "bayer"], 64, "--dither does not apply to svg"),
            (["animate", "coins", "-o", "clip.mp4", "--dither", "bayer"], 64, "--dither does not apply to mp4: only gif has a palette"),
            (["animate", "coins", "-o", "clip.mp4", "--pixel-format", "rgb48"], 64, "option '--pixel-format' got 'rgb48'; choose one of yuv420p, yuv444p, yuva420p"),
            (["animate", "coins", "-o", "clip.gif", "--pixel-format", "yuv444p"], 64, "--pixel-format does not apply to gif"),
            (["animate", "coins", "-o", "clip.mp4", "--transparent"], 64, "mp4 (H.264) has no transparency"),
            (["animate", "coins", "-o", "clip.mp4", "--loop", "3"], 64, "--loop does not apply to mp4"),
            (["animate", "coins", "-o", "clip.gif", "--loop", "0.5"], 64, "option '--loop' expects forever, or a number of plays in 1...65535, got '0.5'"),
            (["animate", "coins", "-o", "clip.gif", "--loop", "65536"], 64, "got '65536'"),
            (["animate", "coins", "-o", "clip.mp4", "--from", "5", "--to", "9"], 64, "--to 9 is outside scene 'coins': valid range is 0...6 seconds"),
            (["animate", "coins", "-o", "clip.mp4", "--from", "4", "--to", "2"], 64, "--from 4 must be before --to 2"),
            (["animate", "coins", "-o", "clip.mp4", "--playback", "live", "--to", "2"], 64, "--from/--to do not apply to --playback live"),
            (["animate", "marbles", "-o", "clip.mp4"], 64, "unknown scene 'marbles'"),
            (["animate", "coins"], 64, "'motion animate' needs -o FILE"),
            (["animate", "-o", "clip.gif"], 64, "'motion animate' needs a scene or --frames DIR; scenes: coins, bots"),
            (["animate", "coins", "bots", "-o", "clip.gif"], 64, "'motion animate' takes one scene, got coins bots"),
            (["animate", "coins", "-o", "clip.gif", "--id-prefix", "a-"], 64, "--id-prefix applies to svg only, not gif"),
            (["animate", "coins", "-o", "clip.webp", "--decorative"], 64, "--decorative applies to svg only, not webp"),
            (["animate", "coins", "-o", "clip.mp4", "--size", "361x280"], 64, "mp4 size 361x280 is invalid: expected an even width and height"),
            (["animate", "coins", "-o", "clip.mp4", "--scale", "60"], 64, "--scale 60 does not fit scene 'coins'"),
            (["animate", "coins", "-o", "clip.svg", "--jobs", "0"], 64, "--jobs 0 is out of range: expected at least 1"),
            (["animate", "coins", "-o", "clip.gif", "--quiet", "--progress"], 64, "use either --quiet or --progress, not both"),
            (["animate", "coins", "-o", "clip.gif", "--board-theme", "blue"], 64, "option '--board-theme' does not apply to scene 'coins'"),
            (["animate", "streak", "-o", "clip.gif", "--locale", "fr"], 1, "no strings for locale 'fr'; there are: ar, en, ja"),
            (["animate", "coins", "-o", "clip.gif", "--props", #"{"level": 3}"#], 64, "--props: scene 'coins' takes no props"),
        ]
        for (arguments, status, fragment) in refusals {
            try CLIRunner.assertRefused(arguments, status: status, naming: fragment, in: folder)
        }
    }

    func testAMissingFFmpegOrEncoderNamesTheDebianPackage() throws {
        let folder = try makeTemporaryFolder(self)
        let tools = try makeTemporaryFolder(self)
        // No ffmpeg on PATH at all.
        try CLIRunner.assertRefused(["animate"] + clip + ["-o", "clip.mp4"], status: 1,
                                    naming: "ffmpeg is not installed (animated images and video needs it): install the Debian package 'ffmpeg' (apt-get install ffmpeg)",
                                    in: folder, environment: ["PATH": tools.path])
        // An ffmpeg without libvpx.
        _ = try FakeFFmpeg(in: tools, encoders: ["libx264", "gif", "apng"])
        try CLIRunner.assertRefused(["animate"] + clip + ["-o", "clip.webm"], status: 1,
                                    naming: "has no 'libvpx-vp9' encoder: install Debian's 'ffmpeg' package, which has it",
                                    in: folder, environment: ["PATH": tools.path])
        // The animated SVG needs no ffmpeg.
        let svg = try CLIRunner.run(["animate"] + clip + ["-o", "clip.svg"], in: folder, environment: ["PATH": tools.path])
        XCTAssertEqual(svg.status, 0, svg.stderr)
    }

    func testFramesFoldersThatAreNotFinishedOrNotFramesAreRefused() throws {
        let folder = try makeTemporaryFolder(self)
        let work = try makeTemporaryFolder(self)
        let frames = work.appendingPathComponent("frames")
        let shard = try CLIRunner.run(["frames", "coins", "--fps", "4", "--scale", "0.25", "--shard", "1/2", "--quiet", "-o", frames.path])
        XCTAssertEqual(shard.status, 0, shard.stderr)
        try CLIRunner.assertRefused(["animate", "--frames", frames.path, "-o", "clip.mp4"], status: 1,
                                    naming: "frames folder \(frames.path) is incomplete: 12 of 24 frames missing, unfinished or of another size (first: frame-00001.png)", in: folder)
        try CLIRunner.assertRefused(["animate", "--frames", work.path, "-o", "clip.mp4"], status: 1,
                                    naming: "\(work.path) is not a frames folder: it has no readable manifest.json", in: folder)
        for (fixed, shown) in [(["--fps", "12"], "--fps 12"), (["--to", "2.50"], "--to 2.50"), (["--playback", "live"], "--playback live"),
                               (["--scale", "2"], "--scale 2"), (["--transparent"], "--transparent"), (["--scheme", "dark"], "--scheme dark"),
                               (["--locale", "ja"], "--locale ja"), (["--reduce-motion"], "--reduce-motion"),
                               (["--props", "{}"], "--props {}"), (["--props-file", "p.json"], "--props-file p.json"),
                               (["--board-theme", "blue"], "--board-theme blue")] {
            try CLIRunner.assertRefused(["animate", "--frames", frames.path] + fixed + ["-o", "clip.mp4"], status: 64,
                                        naming: "\(shown) does not apply with --frames: the folder's manifest fixes it", in: folder)
        }
        try CLIRunner.assertRefused(["animate", "coins", "--frames", frames.path, "-o", "clip.mp4"], status: 64,
                                    naming: "takes no scene (the manifest names it), got 'coins'", in: folder)
        XCTAssertEqual(try CLIRunner.run(["frames", "coins", "--fps", "4", "--scale", "0.25", "--shard", "2/2", "--quiet", "-o", frames.path]).status, 0)
        // A frame replaced by another render's (another size) makes the folder unfinished: the
        // same frames command draws it again.
        let foreign = frames.appendingPathComponent("frame-00005.png")
        XCTAssertEqual(try CLIRunner.run(["render", "coins", "--time", "1.25", "--scale", "0.5", "-o", foreign.path]).status, 0)
        try CLIRunner.assertRefused(["animate", "--frames", frames.path, "-o", "clip.gif"], status: 1,
                                    naming: "frames folder \(frames.path) is incomplete: 1 of 24 frames missing, unfinished or of another size (first: frame-00005.png); finish it by running the same 'frames' command again", in: folder)
        XCTAssertEqual(try CLIRunner.run(["render", "coins", "--time", "1.25", "--scale", "0.25", "-o", foreign.path]).status, 0)
        let joined = try CLIRunner.run(["animate", "--frames", frames.path, "--quiet", "-o", "clip.gif"], in: folder)
        XCTAssertEqual(joined.status, 0, joined.stderr)
        XCTAssertTrue(joined.stdout.contains("clip.gif: 24 frames at 4 fps, 6 s, 90 × 70"), joined.stdout)
    }

    func testCtrlCAndSIGTERMLeaveNoPartialFileAndNoEncoder() throws {
        for (signal, status) in [(SIGINT, Int32(130)), (SIGTERM, 143)] {
            for ext in ["mp4", "gif"] {
                let folder = try makeTemporaryFolder(self)
                let process = Process()
                process.executableURL = CLIRunner.binary
                process.arguments = ["animate", "bots", "--scale", "3", "--fps", "30", "--jobs", "2", "--quiet", "-o", "clip.\(ext)"]
                process.currentDirectoryURL = folder
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                // Wait until the encoder is writing its temporary file, then interrupt.
                let deadline = Date().addingTimeInterval(60)
                while Date() < deadline, process.isRunning, (try contents(folder)).isEmpty { usleep(5_000) }
                usleep(300_000)
                XCTAssertTrue(process.isRunning, "\(ext): still encoding when interrupted")
                kill(process.processIdentifier, signal)
                process.waitUntilExit()
                XCTAssertEqual(process.terminationStatus, status, "\(ext), signal \(signal)")
                usleep(500_000)   // an encoder left running would write now
                XCTAssertEqual(try contents(folder), [], "\(ext), signal \(signal): nothing left")
                XCTAssertEqual(Self.processes(mentioning: folder.path), [], "\(ext), signal \(signal): an encoder outlived the command")
            }
        }
    }

    /// Process ids whose command line mentions `text`.
    static func processes(mentioning text: String) -> [Int32] {
        let ids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return ids.compactMap(Int32.init).filter { pid in
            guard let line = try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline")) else { return false }
            return String(decoding: line.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self).contains(text)
        }
    }
}
