import Foundation
import MotionRender
import MotionTestSupport
import XCTest

/// Issue 27, defect 1: a full disk never replaces a good animation. Each format is written into
/// its own small tmpfs, mounted in a private mount namespace (never a real disk), that holds a good
/// file of that format and has room for only half of a second copy; ffmpeg then fails to write
/// (and for some formats still exits with 0). `motion animate` must fail with one line naming the
/// file and the cause, exit 1, and leave the good file byte for byte and nothing else. The same
/// with `TMPDIR` on the full disk and the animation streamed to standard output (`-o -`): exit 1
/// and not one byte streamed. Skipped where a mount namespace cannot be made (not root).
final class FullDiskAnimationTests: XCTestCase {
    private let formats = ["gif", "png", "webp", "mp4", "webm"]

    func testAFullDiskLeavesTheGoodAnimationAndSaysWhy() throws {
        let probe = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/unshare"), ["--mount", "--propagation", "private", "true"])
        guard probe.status == 0 else { throw XCTSkip("cannot make a private mount namespace here (needs root): \(probe.stderr)") }
        let folder = try makeTemporaryFolder(self)
        let arguments = ["coins", "--fps", "10", "--to", "3"]
        for format in formats {
            let good = folder.appendingPathComponent("good.\(format)")
            let made = try CLIRunner.run(["animate"] + arguments + ["-o", good.path], timeout: 120)
            XCTAssertEqual(made.status, 0, made.stderr)
        }
        // Per format: a tmpfs of the good file's size and a half (in 4 KiB pages), the good file in it.
        let script = #"""
            M="$1"; OUT="$2"; shift 2
            for f in gif png webp mp4 webm; do
              D="$OUT/disk-$f"; mkdir -p "$D"
              size=$(stat -c %s "$OUT/good.$f"); pages=$(( (size * 3 / 2 + 4095) / 4096 ))
              mount -t tmpfs -o size=$(( pages * 4 ))k tmpfs "$D" || exit 90
              cp "$OUT/good.$f" "$D/a.$f" || exit 91
              "$M" animate "$@" -o "$D/a.$f" > "$OUT/$f.out" 2> "$OUT/$f.err"; echo $? > "$OUT/$f.rc"
              cmp -s "$OUT/good.$f" "$D/a.$f" && echo intact > "$OUT/$f.cmp" || echo changed > "$OUT/$f.cmp"
              ls -A "$D" > "$OUT/$f.list"
              # Streamed, with the temporary file on the full disk.
              TMPDIR="$D" "$M" animate "$@" --format $f -o - > "$OUT/$f.stream" 2> "$OUT/$f.stream.err"; echo $? > "$OUT/$f.stream.rc"
              ls -A "$D" > "$OUT/$f.stream.list"
              umount "$D"
            done
            """#
        let run = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/unshare"),
                                       ["--mount", "--propagation", "private", "sh", "-c", script, "sh", CLIRunner.binary.path, folder.path] + arguments,
                                       timeout: 600)
        XCTAssertEqual(run.status, 0, run.stderr)
        func read(_ name: String) throws -> String { try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) }
        for format in formats {
            let errors = try read("\(format).err")
            XCTAssertEqual(try read("\(format).rc"), "1\n", "\(format): \(errors)")
            XCTAssertEqual(errors, "error: cannot write \(folder.path)/disk-\(format)/a.\(format): No space left on device; nothing was replaced\n")
            XCTAssertEqual(try read("\(format).out"), "", "\(format): no summary line for a file not written")
            XCTAssertEqual(try read("\(format).cmp"), "intact\n", "\(format): the good file is byte for byte as it was")
            XCTAssertEqual(try read("\(format).list"), "a.\(format)\n", "\(format): no temporary file left")

            let streamErrors = try read("\(format).stream.err")
            XCTAssertEqual(try read("\(format).stream.rc"), "1\n", "\(format) streamed: \(streamErrors)")
            XCTAssertTrue(streamErrors.hasPrefix("error: cannot write the temporary file \(folder.path)/disk-\(format)/"), streamErrors)
            XCTAssertTrue(streamErrors.hasSuffix(": No space left on device; nothing was replaced\n"), streamErrors)
            XCTAssertEqual(streamErrors.filter { $0 == "\n" }.count, 1, "one line")
            XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("\(format).stream")).count, 0, "\(format): nothing streamed")
            XCTAssertEqual(try read("\(format).stream.list"), "a.\(format)\n", "\(format) streamed: no temporary file left")
        }
    }
}
