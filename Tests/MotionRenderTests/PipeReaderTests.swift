import Foundation
@testable import MotionRender
import XCTest

/// A child's standard error read to its end on a thread of its own: every byte, in order, and
/// many children started and torn down at once without a crash.
final class PipeReaderTests: XCTestCase {
    /// What `seq 1 n` prints, written here from the numbers.
    private static func sequence(_ n: Int) -> String { (1...n).map(String.init).joined(separator: "\n") + "\n" }

    /// Runs `seq 1 n` with its output on the pipe's write end, reading the read end.
    private static func readSeq(_ n: Int) throws -> (text: String, ended: Bool, again: Bool) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "seq 1 \(n) >&2"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let received = Received()
        let reader = PipeReader(errors.fileHandleForReading) { received.append($0) }
        process.waitUntilExit()
        let ended = reader.waitForEnd(timeout: 10)
        let again = reader.waitForEnd(timeout: 0)
        return (String(decoding: received.bytes, as: UTF8.self), ended, again)
    }

    func testEveryByteArrivesInOrderAndTheEndIsSeen() throws {
        for n in [1, 5_000, 200_000] {   // one line; several reads; about 1.3 MB
            let (text, ended, again) = try Self.readSeq(n)
            XCTAssertTrue(ended, "n \(n): the end of the pipe was read")
            XCTAssertTrue(again, "n \(n): a second wait returns at once")
            XCTAssertEqual(text.utf8.count, Self.sequence(n).utf8.count, "n \(n)")
            XCTAssertTrue(text == Self.sequence(n), "n \(n): the bytes differ from seq's")
        }
    }

    func testAnOpenWriterKeepsTheReaderWaiting() throws {
        let pipe = Pipe()
        let reader = PipeReader(pipe.fileHandleForReading) { _ in }
        pipe.fileHandleForWriting.write(Data("no end yet\n".utf8))
        XCTAssertFalse(reader.waitForEnd(timeout: 0.2), "the write end is still open")
        try pipe.fileHandleForWriting.close()
        XCTAssertTrue(reader.waitForEnd(timeout: 10))
    }

    func testManyChildrenAtOnce() throws {
        // What tore libdispatch's read sources down at the wrong moment: pipes of many children
        // opened and closed at the same time.
        let failures = Received()
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            do {
                let (text, ended, _) = try Self.readSeq(100 + index)
                if !ended || text != Self.sequence(100 + index) { failures.append(Data("child \(index)\n".utf8)) }
            } catch {
                failures.append(Data("child \(index): \(error)\n".utf8))
            }
        }
        XCTAssertEqual(String(decoding: failures.bytes, as: UTF8.self), "")
    }

    /// Bytes appended from another thread.
    private final class Received: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        func append(_ chunk: Data) { lock.withLock { data.append(chunk) } }
        var bytes: Data { lock.withLock { data } }
    }
}
