import Foundation
@testable import MotionStudio
import XCTest

/// What the studio reads from a build: the compiler's diagnostics from `swift build`'s output,
/// and which tool of a package to build, from `swift package describe`'s JSON.
final class PackageBuildTests: XCTestCase {
    func testDiagnosticsAreReadOnceEachWithPathsInThePackage() {
        let output = """
            Building for debugging...
            [1/4] Compiling MyScenes LevelUpScene.swift
            /home/me/MyScenes/Sources/MyScenes/LevelUpScene.swift:12:5: error: cannot find 'glow' in scope
            10 |     func draw(_ c: inout MotionCanvas, t: Double) {
               |     `- note: in this function
            12 |     glow(c)
               |     `- error: cannot find 'glow' in scope
            /home/me/MyScenes/Sources/MyScenes/LevelUpScene.swift:12:5: error: cannot find 'glow' in scope
            /home/me/MyScenes/Sources/MyScenes/Badge.swift:3:17: warning: variable 'x' was never used
            /home/me/Other/Sources/Shared/Util.swift:40:2: error: expected '}' in struct
            warning: prohibited flag(s): -pthread
            error: fatalError
            """
        let found = BuildDiagnostic.parse(output, folder: URL(fileURLWithPath: "/home/me/MyScenes"))
        XCTAssertEqual(found.map(\.text), [
            "Sources/MyScenes/LevelUpScene.swift:12:5: error: cannot find 'glow' in scope",
            "Sources/MyScenes/Badge.swift:3:17: warning: variable 'x' was never used",
            "/home/me/Other/Sources/Shared/Util.swift:40:2: error: expected '}' in struct",
        ])
        let failure = BuildFailure(product: "my-motion", status: 1, diagnostics: found, log: output)
        XCTAssertEqual(failure.description, "swift build of my-motion failed with 2 errors; the first: Sources/MyScenes/LevelUpScene.swift:12:5: error: cannot find 'glow' in scope")
        let link = BuildFailure(product: "my-motion", status: 1, diagnostics: [], log: "[3/4] Linking my-motion\nerror: link command failed with exit code 1")
        XCTAssertEqual(link.description, "swift build of my-motion failed (exit status 1): error: link command failed with exit code 1")
    }

    private func package(_ json: String) throws -> SwiftPackage {
        try JSONDecoder().decode(SwiftPackage.self, from: Data(json.utf8))
    }

    /// A user's package: the tool that depends on MotionCLI, reached through a local target or not.
    func testTheToolIsTheExecutableMadeWithMotionCLI() throws {
        let user = try package("""
            {"name":"MyScenes","path":"/p","products":[{"name":"MyScenes","type":{"library":["automatic"]}},{"name":"my-motion","type":{"executable":null}},
             {"name":"exporter","type":{"executable":null}}],
             "targets":[{"name":"my-motion","path":"Sources/my-motion","type":"executable","product_memberships":["my-motion"],"target_dependencies":["MyScenes"],"product_dependencies":["MotionCLI"]},
                        {"name":"exporter","path":"Sources/exporter","type":"executable","product_memberships":["exporter"],"product_dependencies":["MotionRender"]},
                        {"name":"MyScenes","path":"Sources/MyScenes","type":"library","product_memberships":["MyScenes","my-motion"],"product_dependencies":["MotionRender"],
                         "resources":[{"path":"/p/Sources/MyScenes/Resources/trophy.svg"}]},
                        {"name":"MyScenesTests","path":"Tests/MyScenesTests","type":"test","target_dependencies":["MyScenes"]}]}
            """)
        XCTAssertEqual(try user.tool(nil), "my-motion")
        XCTAssertEqual(try user.tool("exporter"), "exporter", "asked for by name")
        XCTAssertThrowsError(try user.tool("nope")) { XCTAssertEqual("\($0)", "package MyScenes has no executable 'nope'; executables: my-motion, exporter") }
        XCTAssertEqual(user.watchedPaths(for: "my-motion").map(\.path),
                       ["/p/Package.swift", "/p/Sources/MyScenes", "/p/Sources/MyScenes/Resources/trophy.svg", "/p/Sources/my-motion"])
        // MotionKit itself: `motion` imports the local MotionCLI target; the benchmark reaches it
        // only through the studio's module.
        let kit = try package("""
            {"name":"MotionKit","path":"/k","products":[{"name":"motion","type":{"executable":null}},{"name":"motion-bench","type":{"executable":null}}],
             "targets":[{"name":"motion","path":"Sources/motion","type":"executable","product_memberships":["motion"],"target_dependencies":["MotionCLI","MotionBuiltIns"]},
                        {"name":"MotionBuiltIns","path":"Sources/MotionBuiltIns","type":"library","target_dependencies":["MotionCLI"]},
                        {"name":"MotionStudio","path":"Sources/MotionStudio","type":"library","target_dependencies":["MotionCLI"]},
                        {"name":"MotionCLI","path":"Sources/MotionCLI","type":"library","target_dependencies":[]},
                        {"name":"motion-bench","path":"Sources/MotionBench","type":"executable","product_memberships":["motion-bench"],"target_dependencies":["MotionStudio"]}]}
            """)
        XCTAssertEqual(try kit.tool(nil), "motion")
        // A tool that reaches MotionCLI only through a library of its own is found too.
        let indirect = try package("""
            {"name":"Lib","path":"/l","products":[{"name":"t","type":{"executable":null}}],
             "targets":[{"name":"t","path":"Sources/t","type":"executable","product_memberships":["t"],"target_dependencies":["Glue"]},
                        {"name":"Glue","path":"Sources/Glue","type":"library","product_dependencies":["MotionCLI"]}]}
            """)
        XCTAssertEqual(try indirect.tool(nil), "t")
        // The package `motion init` writes: its tool depends on the MotionKit product
        // (MotionTool.main), its scenes on MotionRender, its tests on MotionSnapshotTesting.
        let template = try package("""
            {"name":"MyMotion","path":"/m","products":[{"name":"MyMotion","type":{"library":["automatic"]}},{"name":"my-motion","type":{"executable":null}}],
             "targets":[{"name":"my-motion","path":"Sources/my-motion","type":"executable","product_memberships":["my-motion"],"target_dependencies":["MyMotion"],"product_dependencies":["MotionKit"]},
                        {"name":"MyMotion","path":"Sources/MyMotion","type":"library","product_memberships":["MyMotion","my-motion"],"product_dependencies":["MotionRender"]},
                        {"name":"MyMotionTests","path":"Tests/MyMotionTests","type":"test","target_dependencies":["MyMotion"],"product_dependencies":["MotionSnapshotTesting","MotionJS"]}]}
            """)
        XCTAssertEqual(try template.tool(nil), "my-motion")
        // The modules a quick build compiles: each with the local Swift modules it reaches,
        // directly or through others; a C target is left out.
        let chain = try package("""
            {"name":"Chain","path":"/c","products":[{"name":"t","type":{"executable":null}}],
             "targets":[{"name":"t","path":"Sources/t","type":"executable","module_type":"SwiftTarget","product_memberships":["t"],"target_dependencies":["Mid"],"product_dependencies":["MotionKit"]},
                        {"name":"Mid","path":"Sources/Mid","type":"library","module_type":"SwiftTarget","target_dependencies":["Lib","CShim"]},
                        {"name":"Lib","path":"Sources/Lib","type":"library","module_type":"SwiftTarget"},
                        {"name":"CShim","path":"Sources/CShim","type":"library","module_type":"ClangTarget"}]}
            """)
        XCTAssertEqual(chain.swiftModules(for: "t").map { "\($0.name): \($0.dependencies.sorted().joined(separator: " "))" }, ["Lib: ", "Mid: Lib", "t: Lib Mid"])
        let none = try package("""
            {"name":"Plain","path":"/q","products":[{"name":"tool","type":{"executable":null}}],
             "targets":[{"name":"tool","path":"Sources/tool","type":"executable","product_memberships":["tool"]}]}
            """)
        XCTAssertThrowsError(try none.tool(nil)) { XCTAssertTrue("\($0)".hasPrefix("package Plain has no executable made with MotionCLI or MotionKit (executables: tool)"), "\($0)") }
        let two = try package("""
            {"name":"Two","path":"/r","products":[{"name":"a","type":{"executable":null}},{"name":"b","type":{"executable":null}}],
             "targets":[{"name":"a","path":"Sources/a","type":"executable","product_memberships":["a"],"product_dependencies":["MotionCLI"]},
                        {"name":"b","path":"Sources/b","type":"executable","product_memberships":["b"],"product_dependencies":["MotionCLI"]}]}
            """)
        XCTAssertThrowsError(try two.tool(nil)) { XCTAssertEqual("\($0)", "package Two has several tools made with MotionCLI or MotionKit: a, b; choose one with --product") }
    }
}
