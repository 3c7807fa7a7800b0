import Foundation
import XCTest

/// An animated WebP as `webpmux -info` (Debian package `webp`) describes it: canvas, loop count,
/// and each frame's duration in milliseconds and compression.
public struct WebPInfo {
    /// `WIDTH x HEIGHT`.
    public let canvas: String
    public let loopCount: Int
    public let durations: [Int]
    /// "lossless" or "lossy", per frame.
    public let compressions: [String]

    public init(_ url: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try ExternalTool.run("webpmux", package: "webp", ["-info", url.path], file: file, line: line)
        XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
        let lines = result.text.split(separator: "\n").map(String.init)
        canvas = lines.first { $0.hasPrefix("Canvas size: ") }.map { String($0.dropFirst(13)) } ?? ""
        loopCount = lines.first { $0.contains("Loop Count : ") }.flatMap { Int($0.components(separatedBy: "Loop Count : ")[1].trimmingCharacters(in: .whitespaces)) } ?? -1
        // "  1:   360   280    no        0        0      166       none    no         48    lossless"
        let rows = lines.filter { $0.trimmingCharacters(in: .whitespaces).first?.isNumber == true && $0.contains(":") }
            .map { $0.split(separator: " ").map(String.init) }
        durations = rows.compactMap { $0.count >= 11 ? Int($0[6]) : nil }
        compressions = rows.compactMap { $0.last }
    }
}
