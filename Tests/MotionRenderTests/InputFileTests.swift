import Foundation
import MotionRender
import MotionTestSupport
import XCTest

/// The one bounded reader: regular files only, the size checked before any byte is read, the
/// read itself bounded, and one error line naming the file, its size and the limit.
final class InputFileTests: XCTestCase {
    func testRegularFileIsReadWhole() throws {
        let folder = try makeTemporaryFolder(self)
        let file = folder.appendingPathComponent("a.json")
        let bytes = Data((0..<100_000).map { UInt8($0 % 251) })
        try bytes.write(to: file)
        XCTAssertEqual(try InputFile.read(file, limit: 100_000), bytes, "a file exactly at the limit is read")
        XCTAssertEqual(try InputFile.read(path: folder.path + "/./a.json", limit: 1 << 20), bytes)
        try Data().write(to: folder.appendingPathComponent("empty"))
        XCTAssertEqual(try InputFile.read(folder.appendingPathComponent("empty"), limit: 0), Data())
    }

    func testSparseHugeFileIsRefusedFromItsSizeAlone() throws {
        let folder = try makeTemporaryFolder(self)
        let file = folder.appendingPathComponent("wK.svg")
        // 16 GiB that take no disk space: reading them would take minutes and all the memory.
        try makeSparseFile(at: file, size: 16 << 30)
        XCTAssertThrowsError(try InputFile.read(file, limit: 4 << 20)) { error in
            XCTAssertEqual("\(error)", "\(file.path) is 16 GiB (17179869184 bytes), over the limit of 4 MiB (4194304 bytes)")
            XCTAssertEqual((error as? InputFileError)?.problem, .tooLarge(size: 16 << 30, limit: 4 << 20))
        }
        XCTAssertThrowsError(try InputFile.read(file, limit: 4 << 20 - 1)) { error in
            XCTAssertTrue("\(error)".hasSuffix("over the limit of 4 MiB (4194303 bytes)"), "the exact limit is given: \(error)")
        }
    }

    func testOneByteOverTheLimitIsRefused() throws {
        let folder = try makeTemporaryFolder(self)
        let file = folder.appendingPathComponent("b")
        try Data(repeating: 7, count: 1025).write(to: file)
        XCTAssertThrowsError(try InputFile.read(file, limit: 1024)) { error in
            XCTAssertEqual("\(error)", "\(file.path) is 1 KiB (1025 bytes), over the limit of 1 KiB (1024 bytes)")
        }
    }

    func testFolderFIFOAndDeviceAreRefusedWithoutReading() throws {
        let folder = try makeTemporaryFolder(self)
        let fifo = folder.appendingPathComponent("pipe.json")
        XCTAssertEqual(mkfifo(fifo.path, 0o644), 0)
        // No writer ever opens the FIFO: a blocking open or read would hang this test.
        let cases: [(String, String)] = [
            (folder.path, "is a folder, not a regular file"),
            (fifo.path, "is a FIFO (named pipe), not a regular file"),
            ("/dev/zero", "is a character device, not a regular file"),
            (folder.path + "/missing.json", "does not exist"),
            (folder.path + "/missing/deeper.json", "does not exist"),
        ]
        for (path, reason) in cases {
            XCTAssertThrowsError(try InputFile.read(path: path, limit: 1 << 20), path) { error in
                XCTAssertEqual("\(error)", "\(path) \(reason)")
                XCTAssertFalse("\(error)".contains("\n"))
            }
        }
    }

    func testUnreadableFileNamesTheSystemsReason() throws {
        guard getuid() != 0 else { throw XCTSkip("root reads files whatever their permissions") }
        let folder = try makeTemporaryFolder(self)
        let file = folder.appendingPathComponent("secret")
        try Data("x".utf8).write(to: file)
        chmod(file.path, 0)
        XCTAssertThrowsError(try InputFile.read(file, limit: 10)) { error in
            XCTAssertEqual("\(error)", "\(file.path) cannot be read (Permission denied)")
        }
    }

    func testByteCountsAreExactBelowAKibibyteAndBinaryAbove() {
        XCTAssertEqual(ByteCount.text(1), "1 byte")
        XCTAssertEqual(ByteCount.text(1023), "1023 bytes")
        XCTAssertEqual(ByteCount.text(1536), "1.5 KiB (1536 bytes)")
        XCTAssertEqual(ByteCount.text(3 << 30), "3 GiB (3221225472 bytes)")
    }
}
