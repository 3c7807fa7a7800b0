import Foundation
import XCTest

/// `docs/architecture.md`'s module table kept true: every module of `Sources/` imports what its
/// row allows and nothing else, the row lists nothing it no longer needs, `Package.swift`
/// declares exactly what is imported, and each system-library shim is a modulemap and a header.
final class ArchitectureTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    func testEveryModuleImportsWhatItsRowAllowsAndPackageSwiftDeclares() throws {
        let problems = try ArchitectureRules.problems(root: Self.root)
        XCTAssertEqual(problems, [], "\n" + problems.joined(separator: "\n"))
        let rows = ArchitectureRules.rows(in: try String(contentsOf: Self.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8),
                                          known: ["MotionCore", "MotionRender", "Glibc"])
        XCTAssertEqual(rows["MotionCore"], ["Glibc"], "the table is read: MotionCore's row allows Glibc")
        XCTAssertEqual(rows["MotionTimeline"], ["MotionRender"])
    }

    /// The rules on a made-up package: an import the row does not allow, a row naming a module
    /// nothing imports, an import Package.swift does not declare, a declared dependency nothing
    /// imports, a module without a row, and a shim holding a C file are each one line.
    func testEachKindOfBreachIsNamed() {
        let package = """
            targets: [
                .systemLibrary(name: "CLow", pkgConfig: "low"),
                .target(name: "Low"),
                .target(name: "Mid", dependencies: ["Low"]),
                .target(name: "Top", dependencies: ["Mid", "CLow"]),
                .target(name: "Loose"),
                .testTarget(name: "TopTests", dependencies: ["Top"]),
            ]
            """
        let markdown = """
            | module | what it holds | may import |
            |---|---|---|
            | `Low` | the bottom | — |
            | `Mid` | the middle | `Low` |
            | `Top` | the top | Mid and `internal import` of CLow |
            | `CLow` | a shim | — |

            Text after the table.
            """
        let sources = [
            "Low": ["import Foundation\n#if canImport(Glibc)\nimport Glibc\n#endif\n"],
            "Mid": ["import Foundation\n", "@_exported import Low\n"],
            "Top": ["import Mid\nimport Low\n"],
            "Loose": ["import struct Foundation.URL\n"],
        ]
        let targets = ArchitectureRules.targets(in: package)
        XCTAssertEqual(targets.map(\.name), ["CLow", "Low", "Mid", "Top", "Loose", "TopTests"])
        XCTAssertEqual(targets[3].dependencies, ["Mid", "CLow"])
        let problems = ArchitectureRules.problems(targets: targets, markdown: markdown, sources: sources,
                                                  shimFiles: ["CLow": ["module.modulemap", "shim.h", "code.c"]])
        XCTAssertEqual(problems, [
            "Low imports Glibc, which its row in docs/architecture.md does not allow",
            "Top imports Low, which its row in docs/architecture.md does not allow",
            "Top's row in docs/architecture.md allows CLow, which none of its files imports",
            "Top imports Low without declaring it in Package.swift",
            "Top declares CLow in Package.swift but none of its files imports it",
            "Loose: no row in docs/architecture.md's module table",
            "CLow: a system-library shim holds a modulemap and one header, not module.modulemap, shim.h, code.c",
        ])
    }

    func testImportsAreReadInEveryForm() {
        let source = """
            import Foundation
            @preconcurrency import Dispatch
            internal import CCairo
            package import MotionGraphics
            @_exported public import MotionCore
            import struct Glibc.timespec
              import Synchronization
            // import Commented
            let text = "import Quoted"
            """
        XCTAssertEqual(ArchitectureRules.imports(in: source),
                       ["Foundation", "Dispatch", "CCairo", "MotionGraphics", "MotionCore", "Glibc", "Synchronization"])
    }
}
