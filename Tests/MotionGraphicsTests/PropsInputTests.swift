import Foundation
import MotionGraphics
import XCTest

/// Reading props text and files: limits, UTF-8, JSON syntax, the shape, and files that are not
/// what they should be. Each failure is one line starting with where the props came from.
final class PropsInputTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("props-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func refusal(_ make: () throws -> PropsInput, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            let input = try make()
            XCTFail("accepted \(input)", file: file, line: line)
            return ""
        } catch {
            XCTAssertTrue(error is PropsError, "\(error)", file: file, line: line)
            let text = "\(error)"
            XCTAssertFalse(text.contains("\n"), "one line: \(text)", file: file, line: line)
            return text
        }
    }

    func testAnObjectIsReadIntoValues() throws {
        let input = try PropsInput(json: #"{"a": "x", "b": 2.5, "c": true, "d": null, "e": [1, false], "f": {"g": -3}}"#, source: "--props")
        XCTAssertEqual(input.source, "--props")
        XCTAssertEqual(input.object, ["a": .string("x"), "b": .number(2.5), "c": .bool(true), "d": .null,
                                      "e": .array([.number(1), .bool(false)]), "f": .object(["g": .number(-3)])])
    }

    func testTextThatIsNotJSONSaysWhere() {
        XCTAssertEqual(refusal { try PropsInput(json: #"{"title": 'x'}"#, source: "--props") },
                       "--props: not valid JSON: invalid value at line 1, column 11")
        XCTAssertEqual(refusal { try PropsInput(json: "{\n  \"a\": 1,\n  \"b\": tru\n}", source: "--props") },
                       "--props: not valid JSON: invalid value at line 3, column 11", "the parser points just past `tru`")
        XCTAssertEqual(refusal { try PropsInput(json: #"{"a": "#, source: "--props") },
                       "--props: not valid JSON: unexpected end of file during JSON parse")
    }

    func testTheTopMustBeOneObject() {
        XCTAssertEqual(refusal { try PropsInput(json: "[1, 2]") }, #"props: props must be one JSON object ({"key": value, …}), found an array"#)
        XCTAssertEqual(refusal { try PropsInput(json: #""Level 5""#) }, #"props: props must be one JSON object ({"key": value, …}), found a string ("Level 5")"#)
        XCTAssertEqual(refusal { try PropsInput(json: "5") }, #"props: props must be one JSON object ({"key": value, …}), found a number (5)"#)
    }

    func testInvalidUTF8NamesTheByte() {
        var bytes = Data(#"{"title": ""#.utf8)
        bytes.append(contentsOf: [0x4C, 0xC3, 0x28, 0x22, 0x7D])     // at 11 "L", at 12 a broken two-byte sequence, then "}
        XCTAssertEqual(refusal { try PropsInput(data: bytes, source: "--props-file p.json") },
                       "--props-file p.json: invalid UTF-8 at byte offset 12")
    }

    func testTooLargeInputIsRefusedBeforeParsing() {
        let padding = String(repeating: " ", count: PropsInput.maximumBytes - 1)
        XCTAssertNoThrow(try PropsInput(json: "{" + String(padding.dropLast()) + "}"), "exactly the limit is accepted")
        XCTAssertEqual(refusal { try PropsInput(json: "{" + padding + "}") },
                       "props: 1048577 bytes is over the limit of 1048576 bytes for props")
    }

    func testNestingDeeperThanTheLimitIsRefused() throws {
        func nested(_ levels: Int) -> String {
            String(repeating: #"{"a":"#, count: levels - 1) + "{}" + String(repeating: "}", count: levels - 1)
        }
        XCTAssertNoThrow(try PropsInput(json: nested(PropsInput.maximumDepth)))
        let path = Array(repeating: "a", count: PropsInput.maximumDepth).joined(separator: ".")
        XCTAssertEqual(refusal { try PropsInput(json: nested(PropsInput.maximumDepth + 1)) },
                       "props: key \"\(path)\" nests deeper than 32 levels of objects and arrays")
        XCTAssertEqual(refusal { try PropsInput(json: String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)) }.hasPrefix("props: "), true)
    }

    func testIntegersADoubleCannotHoldAreRefused() throws {
        XCTAssertEqual(try PropsInput(json: #"{"n": 9007199254740992}"#).object["n"], .number(9_007_199_254_740_992))
        XCTAssertEqual(refusal { try PropsInput(json: #"{"n": 9007199254740993}"#) },
                       #"props: key "n": expected a number a Double holds exactly (integers within ±2^53), found a number (9007199254740993)"#)
        XCTAssertEqual(refusal { try PropsInput(json: #"{"list": [1, 123456789012345678901234567890]}"#) },
                       #"props: key "list[1]": expected a number a Double holds exactly (integers within ±2^53), found a number (123456789012345678901234567890)"#)
    }

    func testAFileIsReadAndLinksFollowed() throws {
        let file = folder.appendingPathComponent("card.json")
        try Data(#"{"title": "From a file"}"#.utf8).write(to: file)
        XCTAssertEqual(try PropsInput(contentsOf: file).object, ["title": .string("From a file")])
        XCTAssertEqual(try PropsInput(contentsOf: file).source, file.path)
        let link = folder.appendingPathComponent("link.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: file)
        XCTAssertEqual(try PropsInput(contentsOf: link, source: "--props-file link.json").object, ["title": .string("From a file")])
    }

    func testFilesThatCannotBeReadAreNamed() throws {
        let missing = folder.appendingPathComponent("missing.json")
        XCTAssertEqual(refusal { try PropsInput(contentsOf: missing, source: "--props-file missing.json") },
                       "--props-file missing.json: no such file")
        XCTAssertEqual(refusal { try PropsInput(contentsOf: folder, source: "--props-file dir") },
                       "--props-file dir: is a folder, not a JSON file")
        let fifo = folder.appendingPathComponent("fifo")
        XCTAssertEqual(mkfifo(fifo.path, 0o600), 0)
        XCTAssertEqual(refusal { try PropsInput(contentsOf: fifo, source: "--props-file fifo") },
                       "--props-file fifo: is not a regular file", "a FIFO is refused without waiting for a writer")
        let big = folder.appendingPathComponent("big.json")
        XCTAssertTrue(FileManager.default.createFile(atPath: big.path, contents: nil))
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: UInt64(PropsInput.maximumBytes + 1))
        try handle.close()
        XCTAssertEqual(refusal { try PropsInput(contentsOf: big, source: "--props-file big.json") },
                       "--props-file big.json: 1048577 bytes is over the limit of 1048576 bytes for props")
        if getuid() != 0 {
            let locked = folder.appendingPathComponent("locked.json")
            try Data("{}".utf8).write(to: locked)
            try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked.path)
            XCTAssertEqual(refusal { try PropsInput(contentsOf: locked, source: "--props-file locked.json") },
                           "--props-file locked.json: cannot be read (Permission denied)")
        }
    }
}
