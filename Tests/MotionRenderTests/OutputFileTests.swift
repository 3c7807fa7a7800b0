import Foundation
import MotionRender
import MotionTestSupport
import XCTest

/// The one output policy: regular files atomically, devices, FIFOs and descriptors directly and
/// in order, the node itself never removed or replaced, write errors reported as one line.
final class OutputFileTests: XCTestCase {
    private let bytes = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })

    func testRegularFileIsReplacedAndALinkToOneStaysALink() throws {
        let folder = try makeTemporaryFolder(self)
        let real = folder.appendingPathComponent("real.png"), link = folder.appendingPathComponent("link.png")
        try Data("old".utf8).write(to: real)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.png")
        try OutputFile.write(bytes, to: link)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link.path), "real.png", "the link is kept")
        XCTAssertEqual(try Data(contentsOf: real), bytes, "its target is replaced")
        // A dangling link: its target is created.
        let dangling = folder.appendingPathComponent("dangling.png")
        try FileManager.default.createSymbolicLink(atPath: dangling.path, withDestinationPath: "new.png")
        try OutputFile.write(Data("x".utf8), to: dangling)
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("new.png")), Data("x".utf8))
        XCTAssertEqual(try contents(folder), ["dangling.png", "link.png", "new.png", "real.png"], "no temporary file left")
    }

    func testFIFOIsWrittenThroughAndStaysAFIFO() throws {
        let folder = try makeTemporaryFolder(self)
        let fifo = folder.appendingPathComponent("out.png")
        XCTAssertEqual(mkfifo(fifo.path, 0o644), 0)
        let received = Received()
        let reader = Thread { received.set(FileHandle(forReadingAtPath: fifo.path)?.readDataToEndOfFile() ?? Data()) }
        reader.start()
        try OutputFile.write(bytes, to: fifo)
        XCTAssertTrue(received.wait(seconds: 30))
        XCTAssertEqual(received.value, bytes, "every byte, in order")
        XCTAssertEqual(FileKind.of(path: fifo.path, followingLinks: false), .fifo, "the FIFO is still there")
        XCTAssertEqual(try contents(folder), ["out.png"])
    }

    func testAPipeWhoseReaderLeftIsAnErrorAndTheProcessLives() throws {
        // The test process keeps SIGPIPE's default action (end the process): the write must
        // hold it back and report EPIPE instead.
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        close(ends[0])
        defer { close(ends[1]) }
        XCTAssertThrowsError(try OutputFile.write(bytes, to: URL(fileURLWithPath: "/proc/self/fd/\(ends[1])"))) { error in
            XCTAssertEqual("\(error)", "cannot write /proc/self/fd/\(ends[1]): Broken pipe (the reading end was closed)")
        }
        var pending = sigset_t()
        sigpending(&pending)
        XCTAssertEqual(sigismember(&pending, SIGPIPE), 0, "no SIGPIPE left pending")
    }

    func testOwnDescriptorLinksAreWrittenInOrderWithoutReopening() throws {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        defer { close(ends[0]) }
        // /proc/self/fd/N and /dev/fd/N name this process's descriptor N, as /dev/stdout names 1.
        try OutputFile.write(Data("first ".utf8), to: URL(fileURLWithPath: "/proc/self/fd/\(ends[1])"))
        try OutputFile.write(Data("second".utf8), to: URL(fileURLWithPath: "/dev/fd/\(ends[1])"))
        close(ends[1])
        let read = FileHandle(fileDescriptor: ends[0], closeOnDealloc: false).readDataToEndOfFile()
        XCTAssertEqual(String(decoding: read, as: UTF8.self), "first second")
    }

    func testDashIsStandardOutput() throws {
        XCTAssertEqual(OutputTarget(path: "-"), .standardOutput)
        XCTAssertEqual(OutputTarget(path: "./-"), .file(URL(fileURLWithPath: "./-")))
        XCTAssertEqual(OutputTarget.standardOutput.displayName, "standard output")
        // Descriptor 1 pointed at a pipe for the length of one write.
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        fflush(nil)
        let saved = dup(STDOUT_FILENO)
        dup2(ends[1], STDOUT_FILENO)
        let result = Result { try OutputFile.write(Data("to stdout".utf8), to: OutputTarget(path: "-")) }
        dup2(saved, STDOUT_FILENO)
        close(saved)
        close(ends[1])
        XCTAssertNoThrow(try result.get())
        XCTAssertEqual(String(decoding: FileHandle(fileDescriptor: ends[0], closeOnDealloc: true).readDataToEndOfFile(), as: UTF8.self), "to stdout")
    }

    func testFolderIsRefused() throws {
        let folder = try makeTemporaryFolder(self)
        XCTAssertThrowsError(try OutputFile.write(bytes, to: folder)) { error in
            XCTAssertEqual("\(error)", "cannot write \(folder.path): it is a folder")
        }
        XCTAssertThrowsError(try OutputFile.write(bytes, to: folder.appendingPathComponent("no/such.png"))) { error in
            XCTAssertTrue("\(error)".hasSuffix("folder \(folder.path)/no does not exist"), "\(error)")
        }
    }

    func testStaleTemporaryFilesOfDeadProcessesAreRemovedOnTheFirstWrite() throws {
        let folder = try makeTemporaryFolder(self)
        // A process that has exited: its id names no process now.
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        let dead = gone.processIdentifier
        let names = [
            ".frame-00001.png.motion-\(dead)-1f2e3d4c.tmp",       // dead writer, old: removed
            ".frame-00002.png.motion-\(dead)-0a0b0c0d.tmp",       // dead writer, just written: kept
            ".frame-00003.png.motion-1-abcdef01.tmp",             // a live process (init): kept
            ".notes.tmp", "frame.png.motion-\(dead)-1.tmp", ".x.motion-\(dead)-zz.tmp",   // not the pattern: kept
        ]
        for name in names { try Data("partial".utf8).write(to: folder.appendingPathComponent(name)) }
        var old = [timeval(tv_sec: time(nil) - 3600, tv_usec: 0), timeval(tv_sec: time(nil) - 3600, tv_usec: 0)]
        for name in names where name != names[1] { XCTAssertEqual(utimes(folder.appendingPathComponent(name).path, &old), 0) }
        try OutputFile.write(bytes, to: folder.appendingPathComponent("frame-00004.png"))
        XCTAssertEqual(try contents(folder), (names.dropFirst() + ["frame-00004.png"]).sorted())
    }
}

/// Bytes handed from a reader thread to the test.
private final class Received: @unchecked Sendable {
    private let condition = NSCondition()
    private var data: Data?
    func set(_ value: Data) { condition.lock(); data = value; condition.signal(); condition.unlock() }
    func wait(seconds: Double) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date().addingTimeInterval(seconds)
        while data == nil { if !condition.wait(until: deadline) { return false } }
        return true
    }
    var value: Data? { condition.lock(); defer { condition.unlock() }; return data }
}
