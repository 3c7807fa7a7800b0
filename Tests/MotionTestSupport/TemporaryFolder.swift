import Foundation
import XCTest

/// A fresh empty folder under the system's temporary folder, removed by the test's teardown.
public func makeTemporaryFolder(_ test: XCTestCase) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("motion-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
}

/// The names in `folder`, hidden ones included, sorted.
public func contents(_ folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
}

/// A file of `size` bytes that takes no disk space (a hole): what a hostile input of gigabytes
/// looks like to a program that would read it, made in an instant.
public func makeSparseFile(at url: URL, size: UInt64) throws {
    guard FileManager.default.createFile(atPath: url.path, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: size)
    try handle.close()
}
