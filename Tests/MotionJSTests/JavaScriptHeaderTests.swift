import Foundation
import MotionTestSupport
import XCTest

/// CJavaScriptCore declares JavaScriptCore's C API itself (no include path, no -dev package to
/// build); `scripts/jsc-header-check.sh` holds it to the library's own headers: each function
/// redeclared after WebKitGTK's `JavaScript.h`, and the structures' layouts and the constants
/// printed by one program built against each header.
final class JavaScriptHeaderTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    func testTheShimsDeclarationsMatchJavaScriptCoresHeaders() throws {
        let result = try ChildProcess.run(URL(fileURLWithPath: "/bin/bash"), [Self.root.appendingPathComponent("scripts/jsc-header-check.sh").path],
                                          in: Self.root)
        XCTAssertEqual(result.status, 0, result.text + result.stderr)
        XCTAssertTrue(result.text.contains("44 functions and 59 sizes, offsets and constants match"), result.text)
    }

    /// The check fails on a declaration that differs: a copy of the shim with one parameter type
    /// changed does not compile after the real header.
    func testTheCheckRefusesAWrongDeclaration() throws {
        let folder = try makeTemporaryFolder(self)
        let include = folder.appendingPathComponent("Sources/CJavaScriptCore/include")
        try FileManager.default.createDirectory(at: include, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("scripts"), withIntermediateDirectories: true)
        let shim = try String(contentsOf: Self.root.appendingPathComponent("Sources/CJavaScriptCore/include/shim.h"), encoding: .utf8)
        let wrong = shim.replacingOccurrences(of: "JSValueMakeNumber(JSContextRef ctx, double number)", with: "JSValueMakeNumber(JSContextRef ctx, float number)")
        XCTAssertNotEqual(wrong, shim)
        try wrong.write(to: include.appendingPathComponent("shim.h"), atomically: true, encoding: .utf8)
        let script = folder.appendingPathComponent("scripts/jsc-header-check.sh")
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("scripts/jsc-header-check.sh"), to: script)
        let result = try ChildProcess.run(URL(fileURLWithPath: "/bin/bash"), [script.path], in: folder)
        XCTAssertNotEqual(result.status, 0, result.text)
        XCTAssertTrue(result.stderr.contains("JSValueMakeNumber"), result.stderr)
    }
}
