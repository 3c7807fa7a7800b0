import Foundation
import MotionRender
import MotionTestSupport
import XCTest

/// Issue 13, defect 1: an output that is not a regular file — a device, a FIFO, a terminal,
/// `/dev/stdout` — is written directly, in order, and never removed or replaced; write errors
/// are one-line failures. The /dev cases run in a private mount namespace with its own /dev
/// (never on the real one), and are skipped where one cannot be made (not root).
final class DeviceOutputTests: XCTestCase {
    /// The bytes `motion render coins` writes to a regular file.
    private func referencePNG(_ folder: URL) throws -> Data {
        let file = folder.appendingPathComponent("reference.png")
        XCTAssertEqual(try CLIRunner.run(["render", "coins", "-o", file.path]).status, 0)
        return try Data(contentsOf: file)
    }

    func testDeviceNodesAndStdoutInAPrivateDevAreWrittenNotReplaced() throws {
        let probe = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/unshare"), ["--mount", "--propagation", "private", "true"])
        guard probe.status == 0 else { throw XCTSkip("cannot make a private mount namespace here (needs root): \(probe.stderr)") }
        let folder = try makeTemporaryFolder(self)
        let png = try referencePNG(folder)
        let script = #"""
            mount -t tmpfs tmpfs /dev || exit 90
            mknod -m 666 /dev/null c 1 3 && mknod -m 666 /dev/full c 1 7 && ln -s /proc/self/fd/1 /dev/stdout || exit 91
            M="$1"; OUT="$2"
            "$M" render coins -o /dev/null > "$OUT/null.out" 2> "$OUT/null.err"; echo $? > "$OUT/null.rc"
            "$M" render coins -o /dev/full > "$OUT/full.out" 2> "$OUT/full.err"; echo $? > "$OUT/full.rc"
            "$M" render coins -o /dev/stdout > "$OUT/stdout.bin" 2> "$OUT/stdout.err"; echo $? > "$OUT/stdout.rc"
            "$M" render coins -o /proc/self/fd/1 > "$OUT/fd1.bin" 2> "$OUT/fd1.err"; echo $? > "$OUT/fd1.rc"
            "$M" animate coins --to 1 --fps 5 --format gif -o /dev/stdout > "$OUT/gif.bin" 2> "$OUT/gif.err"; echo $? > "$OUT/gif.rc"
            "$M" animate coins --to 1 --fps 5 -o "$OUT/reference.gif" > /dev/null 2>&1
            "$M" storyboard coins -o /dev/stdout > "$OUT/board.bin" 2> "$OUT/board.err"; echo $? > "$OUT/board.rc"
            "$M" storyboard coins -o "$OUT/reference.pdf" > /dev/null 2>&1
            "$M" render coins -o "$OUT/stdout-file.png" > "$OUT/stdout-file.png" 2> "$OUT/stdout-file.err"; echo $? > "$OUT/stdout-file.rc"
            "$M" animate coins --to 1 --fps 5 --format gif -o - > /dev/full 2> "$OUT/gif-full.err"; echo $? > "$OUT/gif-full.rc"
            { "$M" animate coins --to 1 --fps 5 --format gif -o - 2> "$OUT/gif-pipe.err"; echo $? > "$OUT/gif-pipe.rc"; } | true
            stat -c '%n|%F|%t:%T' /dev/null /dev/full /dev/stdout > "$OUT/dev.txt"
            ls -A /dev > "$OUT/list.txt"
            """#
        let run = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/unshare"),
                                       ["--mount", "--propagation", "private", "sh", "-c", script, "sh", CLIRunner.binary.path, folder.path],
                                       timeout: 120)
        XCTAssertEqual(run.status, 0, run.stderr)
        func read(_ name: String) throws -> String { try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) }
        let nullErrors = try read("null.err"), stdoutErrors = try read("stdout.err")
        XCTAssertEqual(try read("null.rc"), "0\n", nullErrors)
        XCTAssertEqual(try read("null.err"), "")
        XCTAssertEqual(try read("full.rc"), "1\n", "/dev/full must fail")
        XCTAssertEqual(try read("full.err"), "error: cannot write /dev/full: No space left on device\n")
        XCTAssertEqual(try read("full.out"), "", "nothing reported as written")
        XCTAssertEqual(try read("stdout.rc"), "0\n", stdoutErrors)
        let written = try Data(contentsOf: folder.appendingPathComponent("stdout.bin"))
        XCTAssertEqual(written, png, "the PNG went to standard output, whole and in order, and nothing after it")
        // Standard output by any name gets the output's bytes alone: no summary line after them.
        for (name, reference) in [("fd1", "reference.png"), ("gif", "reference.gif"), ("board", "reference.pdf")] {
            let errors = try read("\(name).err")
            XCTAssertEqual(try read("\(name).rc"), "0\n", errors)
            XCTAssertEqual(try read("\(name).err"), "", name)
            XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("\(name).bin")),
                           try Data(contentsOf: folder.appendingPathComponent(reference)), "\(name): exactly the file's bytes")
        }
        // Streamed animations: the real cause, in one line.
        XCTAssertEqual(try read("gif-full.rc"), "1\n")
        XCTAssertEqual(try read("gif-full.err"), "error: cannot write standard output: No space left on device\n")
        XCTAssertEqual(try read("gif-pipe.rc"), "1\n")
        XCTAssertEqual(try read("gif-pipe.err"), "error: cannot write standard output: Broken pipe (the reading end was closed)\n")
        // A descriptor that is the same file as the output (`> a.png` and `-o a.png`): the PNG alone.
        let fileErrors = try read("stdout-file.err")
        XCTAssertEqual(try read("stdout-file.rc"), "0\n", fileErrors)
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("stdout-file.png")), png)
        XCTAssertEqual(try read("dev.txt"), "/dev/null|character special file|1:3\n/dev/full|character special file|1:7\n/dev/stdout|symbolic link|0:0\n",
                       "the nodes are still the devices and the link")
        XCTAssertEqual(try read("list.txt"), "full\nnull\nstdout\n", "nothing else was created in /dev")
    }

    func testAFIFOWithAReaderGetsTheWholeImageAndStays() throws {
        let folder = try makeTemporaryFolder(self)
        let png = try referencePNG(folder)
        let fifo = folder.appendingPathComponent("frame.png")
        XCTAssertEqual(mkfifo(fifo.path, 0o644), 0)
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/bin/cat")
        reader.arguments = [fifo.path]
        let out = Pipe()
        reader.standardOutput = out
        try reader.run()
        let result = try CLIRunner.run(["render", "coins", "-o", fifo.path], timeout: 60)
        // A FIFO replaced by a regular file would leave the reader waiting forever.
        Self.stop(reader, after: 10)
        let received = out.fileHandleForReading.readDataToEndOfFile()
        reader.waitUntilExit()
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(received, png, "the reader got every byte")
        XCTAssertEqual(FileKind.of(path: fifo.path, followingLinks: false), .fifo, "the FIFO was not replaced")
        XCTAssertEqual(try contents(folder), ["frame.png", "reference.png"])
    }

    func testAReaderThatLeavesEarlyGivesABrokenPipeErrorNotASilentDeath() throws {
        let folder = try makeTemporaryFolder(self)
        let fifo = folder.appendingPathComponent("frame.png")
        XCTAssertEqual(mkfifo(fifo.path, 0o644), 0)
        // head reads 100 bytes and exits; the PNG at scale 10 (about 135 KB) is far larger than a pipe holds.
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/usr/bin/head")
        reader.arguments = ["-c", "100", fifo.path]
        reader.standardOutput = FileHandle.nullDevice
        try reader.run()
        let result = try CLIRunner.run(["render", "coins", "--scale", "10", "-o", fifo.path], timeout: 60)
        Self.stop(reader, after: 10)
        reader.waitUntilExit()
        XCTAssertFalse(result.timedOut)
        XCTAssertEqual(result.status, 1, "a failure, not SIGPIPE (141): \(result.stderr)")
        XCTAssertEqual(result.stderr, "error: cannot write \(fifo.path): Broken pipe (the reading end was closed)\n")
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(FileKind.of(path: fifo.path, followingLinks: false), .fifo)
        XCTAssertEqual(try contents(folder), ["frame.png"])
    }

    /// Terminates `process` when it is still running `seconds` from now.
    private static func stop(_ process: Process, after seconds: Double) {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        if process.isRunning { process.terminate() }
    }

    func testATerminalIsWrittenDirectly() throws {
        let folder = try makeTemporaryFolder(self)
        let png = try referencePNG(folder)
        let received = folder.appendingPathComponent("received.bin")
        // Python makes the terminal (a pty in raw mode, so bytes pass unchanged), runs motion with
        // the terminal's device as its output, and saves what arrived on the other side.
        let script = """
            import os, pty, tty, subprocess, sys, select
            master, slave = pty.openpty()
            tty.setraw(slave)
            name = os.ttyname(slave)
            child = subprocess.Popen([sys.argv[1], 'render', 'coins', '-o', name], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
            data = b''
            while True:
                ready, _, _ = select.select([master], [], [], 0.5)
                if ready:
                    data += os.read(master, 65536)
                elif child.poll() is not None:
                    break
            open(sys.argv[2], 'wb').write(data)
            kind = 'character device' if os.path.exists(name) and __import__('stat').S_ISCHR(os.stat(name).st_mode) else 'gone'
            print(child.returncode, kind, child.stderr.read().decode().strip())
            """
        let run = try ExternalTool.run("python3", package: "python3", ["-c", script, CLIRunner.binary.path, received.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.text.trimmingCharacters(in: .whitespacesAndNewlines), "0 character device")
        XCTAssertEqual(try Data(contentsOf: received), png, "the terminal got the PNG, unchanged")
    }
}
