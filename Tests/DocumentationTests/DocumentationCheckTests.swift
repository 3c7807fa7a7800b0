import Foundation
import MotionTestSupport
import XCTest

/// `scripts/docs.py check` over the modules this test build compiled: every public symbol of
/// every library product has a doc comment and no public declaration mentions a C type. The same
/// check runs first in `make docs`.
final class DocumentationCheckTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    private static let script = root.appendingPathComponent("scripts/docs.py")

    /// The folder holding the build's `Modules/` (the test binary sits in it).
    private var buildFolder: URL {
        get throws {
            let bundle = Bundle(for: DocumentationCheckTests.self).bundleURL
            guard let folder = [bundle, bundle.deletingLastPathComponent()].first(where: {
                FileManager.default.fileExists(atPath: $0.appendingPathComponent("Modules").path)
            }) else {
                XCTFail("no Modules/ folder beside \(bundle.path): build with `swift build --build-tests`")
                throw CocoaError(.fileNoSuchFile)
            }
            return folder
        }
    }

    private func check(_ arguments: [String]) throws -> ChildProcess.Result {
        let python = try ExternalTool.locate("python3", package: "python3")
        return try ChildProcess.run(python, [Self.script.path, "check"] + arguments, in: Self.root)
    }

    func testEveryPublicSymbolIsDocumentedAndNoneMentionsACType() throws {
        let result = try check(["--build-folder", try buildFolder.path])
        XCTAssertEqual(result.status, 0, "\n" + result.text + result.stderr)
        XCTAssertTrue(result.text.contains("MotionRender "), "the coverage table lists every module: \(result.text)")
    }

    /// The check itself, on a module compiled here: it names each undocumented symbol and each
    /// C type (one with a Clang identifier, one Swift sees without any, OpaquePointer) with its
    /// line, counts an inherited doc comment as documentation, and fails.
    func testTheCheckNamesEachUndocumentedSymbolAndEachCTypeWithItsLine() throws {
        let folder = try makeTemporaryFolder(self)
        let source = folder.appendingPathComponent("Fixture.swift")
        try """
        import Glibc

        /// A type with a doc comment.
        public struct Documented<Element> {
            /// A member with a doc comment.
            public var value: Element
            public var bare = 0
            /// Takes a C type that Swift sees without an identifier of its own.
            public func write(to file: UnsafeMutablePointer<FILE>) {}
            /// Holds an opaque C pointer.
            public var handle: OpaquePointer?
            /// Takes a C struct.
            public func wait(_ interval: timespec) {}
        }

        public enum Bare: CustomStringConvertible {
            case one
            public var description: String { "one" }
        }

        """.write(to: source, atomically: true, encoding: .utf8)
        let swiftc = try ExternalTool.locate("swiftc", package: "the Swift toolchain")
        let compiled = try ChildProcess.run(swiftc, ["-emit-module", "-parse-as-library", "-module-name", "Fixture",
                                                     "-emit-module-path", folder.appendingPathComponent("Fixture.swiftmodule").path,
                                                     source.path])
        XCTAssertEqual(compiled.status, 0, compiled.stderr)
        let graphs = folder.appendingPathComponent("graphs")
        try FileManager.default.createDirectory(at: graphs.appendingPathComponent("Fixture"), withIntermediateDirectories: true)
        let extractor = swiftc.deletingLastPathComponent().appendingPathComponent("swift-symbolgraph-extract")
        let extracted = try ChildProcess.run(extractor, ["-module-name", "Fixture", "-I", folder.path, "-minimum-access-level", "public",
                                                        "-output-dir", graphs.appendingPathComponent("Fixture").path])
        XCTAssertEqual(extracted.status, 0, extracted.stderr)

        let result = try check(["--graphs", graphs.path, "--module", "Fixture"])
        XCTAssertEqual(result.status, 1, result.stderr)
        let problems = result.text.split(separator: "\n").filter { $0.hasPrefix(source.path) }
        XCTAssertEqual(problems, [
            "\(source.path):7: Fixture: Documented.bare has no doc comment",
            "\(source.path):9: Fixture: Documented.write(to:) mentions the C type FILE",
            "\(source.path):11: Fixture: Documented.handle mentions the C type OpaquePointer",
            "\(source.path):13: Fixture: Documented.wait(_:) mentions the C type timespec",
            "\(source.path):16: Fixture: Bare has no doc comment",
            "\(source.path):17: Fixture: Bare.one has no doc comment",
        ])
        // Nine symbols: the two types, five members, the case and `description` (documented by
        // CustomStringConvertible's requirement); the compiler's `==`, `hash(into:)` are not counted.
        XCTAssertTrue(result.text.contains("Fixture      6 / 9 "), result.text)
        XCTAssertEqual(result.stderr, "error: 6 documentation problem(s), listed above\n")
    }
}
