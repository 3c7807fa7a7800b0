import Foundation
@testable import MotionStudio
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The quick rebuild's parts on their own: the reader of SwiftPM's build description, the file
/// stamps that name what a save changed, and the plan (which modules it compiles, in which
/// order, what it leaves to `swift build`), run with stand-in commands that record what ran.
/// The real commands on a real package are in StudioPackageTests and the bench.
final class QuickBuildTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("quick-build-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A build description laid out as SwiftPM writes it: other sections first, commands
    /// separated by blank lines, lists as JSON arrays.
    private static let manifestText = #"""
        client:
          name: basic
          file-system: device-agnostic
        tools: {}
        targets:
          "main": ["<Lib-x86_64-unknown-linux-gnu-debug.module>"]
        default: "main"
        nodes:
          "/p/Sources/Lib/":
            is-directory-structure: true
            content-exclusion-patterns: [".git",".build"]
        commands:
          "/p/.build/x86_64-unknown-linux-gnu/debug/Lib.build/Lib.swiftmodule.o":
            tool: shell
            inputs: ["/p/.build/x86_64-unknown-linux-gnu/debug/Modules/Lib.swiftmodule"]
            outputs: ["/p/.build/x86_64-unknown-linux-gnu/debug/Lib.build/Lib.swiftmodule.o"]
            description: "Wrapping AST for Lib for debugging"
            args: ["/usr/bin/swiftc","-modulewrap","/p/.build/x86_64-unknown-linux-gnu/debug/Modules/Lib.swiftmodule"]

          "<Lib-x86_64-unknown-linux-gnu-debug.module>":
            tool: phony
            inputs: ["/p/.build/x86_64-unknown-linux-gnu/debug/Lib.build/A.swift.o"]
            outputs: ["<Lib-x86_64-unknown-linux-gnu-debug.module>"]

          "C.Lib-x86_64-unknown-linux-gnu-debug.module":
            tool: shell
            inputs: ["/p/Sources/Lib/A.swift"]
            outputs: ["/p/.build/x86_64-unknown-linux-gnu/debug/Lib.build/A.swift.o","/p/.build/x86_64-unknown-linux-gnu/debug/Modules/Lib.swiftmodule"]
            description: "Compiling Swift Module 'Lib' (1 sources)"
            args: ["/usr/bin/swiftc","-module-name","Lib","-c","@/p/.build/x86_64-unknown-linux-gnu/debug/Lib.build/sources","-Xcc","-DNAME=\"a b\""]
        """#

    func testTheManifestReaderKeepsEachCommandsToolFilesAndArguments() {
        let manifest = BuildManifest(text: Self.manifestText)
        XCTAssertEqual(Set(manifest.commands.keys), ["/p/.build/x86_64-unknown-linux-gnu/debug/Lib.build/Lib.swiftmodule.o",
                                                     "<Lib-x86_64-unknown-linux-gnu-debug.module>", "C.Lib-x86_64-unknown-linux-gnu-debug.module"])
        let compile = manifest.commands["C.Lib-x86_64-unknown-linux-gnu-debug.module"]
        XCTAssertEqual(compile?.tool, "shell")
        XCTAssertEqual(compile?.description, "Compiling Swift Module 'Lib' (1 sources)")
        XCTAssertEqual(compile?.inputs, ["/p/Sources/Lib/A.swift"])
        XCTAssertEqual(compile?.outputs.last, "/p/.build/x86_64-unknown-linux-gnu/debug/Modules/Lib.swiftmodule")
        XCTAssertEqual(compile?.arguments, ["/usr/bin/swiftc", "-module-name", "Lib", "-c", "@/p/.build/x86_64-unknown-linux-gnu/debug/Lib.build/sources", "-Xcc", "-DNAME=\"a b\""])
        XCTAssertEqual(manifest.commands["<Lib-x86_64-unknown-linux-gnu-debug.module>"]?.tool, "phony")
        XCTAssertEqual(manifest.commands["<Lib-x86_64-unknown-linux-gnu-debug.module>"]?.arguments, [])
        XCTAssertTrue(BuildManifest(text: "client:\n  name: basic\n").commands.isEmpty, "no commands section")
    }

    func testStampsNameTheFilesChangedAddedAndRemovedButNotHiddenOnes() throws {
        let sources = folder.appendingPathComponent("Sources/Lib")
        try FileManager.default.createDirectory(at: sources.appendingPathComponent("Deeper"), withIntermediateDirectories: true)
        let a = sources.appendingPathComponent("A.swift"), b = sources.appendingPathComponent("Deeper/B.swift")
        try Data("let a = 1\n".utf8).write(to: a)
        try Data("let b = 1\n".utf8).write(to: b)
        let before = SourceStamps([sources])
        XCTAssertEqual(Set(before.files.keys), [a.path, b.path])
        XCTAssertEqual(SourceStamps([sources]).changes(since: before), [], "nothing changed")
        try Data("let a = 2\n".utf8).write(to: a, options: .atomic)      // written anew and renamed over
        try Data("x".utf8).write(to: sources.appendingPathComponent(".A.swift.swp"))
        XCTAssertEqual(SourceStamps([sources]).changes(since: before), [a.path])
        let c = sources.appendingPathComponent("C.swift")
        try Data("let c = 1\n".utf8).write(to: c)
        try FileManager.default.removeItem(at: b)
        XCTAssertEqual(SourceStamps([sources]).changes(since: before), [a.path, b.path, c.path])
    }

    /// A package of a library `Lib` (A.swift) and its tool `tool` (main.swift), whose commands
    /// are shell lines that note their name in `ran.log`; the library's writes its interface
    /// with `interface` as its text, or fails printing `compileFails`.
    private func standIn(interface: String, compileFails: String? = nil, extraLink: [String] = []) throws -> (plan: QuickBuild, log: URL, a: String, main: String) {
        let bin = folder.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug")
        let log = folder.appendingPathComponent("ran.log")
        let a = folder.appendingPathComponent("Sources/Lib/A.swift").path, main = folder.appendingPathComponent("Sources/tool/main.swift").path
        let libInterface = bin.appendingPathComponent("Modules/Lib.swiftmodule").path
        for (module, source) in [("Lib", a), ("tool", main)] {
            try FileManager.default.createDirectory(at: bin.appendingPathComponent("\(module).build"), withIntermediateDirectories: true)
            try Data("\(source)\n".utf8).write(to: bin.appendingPathComponent("\(module).build/sources"))
        }
        try FileManager.default.createDirectory(at: bin.appendingPathComponent("Modules"), withIntermediateDirectories: true)
        func shell(_ line: String) -> String { "[\"/bin/sh\",\"-c\",\(String(decoding: try! JSONEncoder().encode(line), as: UTF8.self))]" }
        let libCompile = compileFails.map { "echo \($0) >&2; exit 1" } ?? "echo compile Lib >> \(log.path); printf '\(interface)' > \(libInterface)"
        let text = """
            commands:
              "C.Lib-x86_64-unknown-linux-gnu-debug.module":
                tool: shell
                outputs: ["\(libInterface)"]
                args: \(shell(libCompile + " # @\(bin.path)/Lib.build/sources"))

              "C.tool-x86_64-unknown-linux-gnu-debug.module":
                tool: shell
                args: \(shell("echo compile tool >> \(log.path) # @\(bin.path)/tool.build/sources"))

              "\(bin.path)/Lib.build/Lib.swiftmodule.o":
                tool: shell
                inputs: ["\(libInterface)"]
                args: \(shell("echo wrap Lib >> \(log.path)").dropLast()),"-modulewrap"]

              "C.tool-x86_64-unknown-linux-gnu-debug.exe":
                tool: shell
                args: \(shell("echo link \"$@\" >> \(log.path)").dropLast()),"link"\(extraLink.map { ",\"\($0)\"" }.joined())]

            """
        // The plan reads each module's source list from the argument that names it: the stand-in
        // commands carry it after a shell comment.
        let manifest = BuildManifest(text: text.replacingOccurrences(of: " # @", with: "\",\"@"))
        let plan = try XCTUnwrap(QuickBuild(manifest: manifest, product: "tool", targets: [("tool", ["Lib"]), ("Lib", [])], bin: bin,
                                            buildFolder: folder.appendingPathComponent(".build"), linker: "lld"))
        return (plan, log, a, main)
    }

    private func ran(_ log: URL) -> [String] {
        ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    func testThePlanCompilesInDependencyOrderAndOnlyWhatAChangeReaches() throws {
        let (plan, log, a, main) = try standIn(interface: "one")
        XCTAssertEqual(plan.modules.map(\.name), ["Lib", "tool"], "a library before the tool that imports it")
        XCTAssertEqual(plan.link.last, "-use-ld=lld")
        XCTAssertTrue(plan.covers([a]) && plan.covers([a, main]))
        XCTAssertFalse(plan.covers([folder.appendingPathComponent("Sources/Lib/New.swift").path]), "a file the module does not list yet")
        XCTAssertFalse(plan.covers([folder.appendingPathComponent("Sources/Lib/Resources/logo.svg").path]), "a resource")
        XCTAssertFalse(plan.covers([folder.appendingPathComponent("Package.swift").path]), "the manifest")

        // The library's interface is new: the tool is compiled again and the interface wrapped.
        XCTAssertEqual(try plan.run(changed: [a], in: folder, product: "tool", running: { _ in })?.compiled, ["Lib", "tool"])
        XCTAssertEqual(ran(log), ["compile Lib", "wrap Lib", "compile tool", "link -use-ld=lld"])
        // The same interface again (a change inside a function body): the tool is only linked.
        try FileManager.default.removeItem(at: log)
        XCTAssertEqual(try plan.run(changed: [a], in: folder, product: "tool", running: { _ in })?.compiled, ["Lib"])
        XCTAssertEqual(ran(log), ["compile Lib", "link -use-ld=lld"])
        // Only the tool's own source.
        try FileManager.default.removeItem(at: log)
        XCTAssertEqual(try plan.run(changed: [main], in: folder, product: "tool", running: { _ in })?.compiled, ["tool"])
        XCTAssertEqual(ran(log), ["compile tool", "link -use-ld=lld"])

        // A link command that names its linker keeps it.
        let gold = try standIn(interface: "one", extraLink: ["-use-ld=gold"])
        XCTAssertEqual(gold.plan.link.filter { $0.hasPrefix("-use-ld=") }, ["-use-ld=gold"])
    }

    func testTheToolIsLinkedFromItsOwnObjectsAndALibraryOfTheOthers() throws {
        let bin = folder.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug")
        let list = bin.appendingPathComponent("tool.product/Objects.LinkFileList")
        try FileManager.default.createDirectory(at: list.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: bin.appendingPathComponent("tool.build"), withIntermediateDirectories: true)
        try Data("/p/Sources/tool/main.swift\n".utf8).write(to: bin.appendingPathComponent("tool.build/sources"))
        try Data("/b/Kit.build/A.swift.o\n/b/Kit.build/Kit.swiftmodule.o\n/b/tool.build/main.swift.o\n".utf8).write(to: list)
        let manifest = BuildManifest(text: """
            commands:
              "C.tool-x86_64-unknown-linux-gnu-debug.module":
                tool: shell
                outputs: ["/b/tool.build/main.swift.o","/b/Modules/tool.swiftmodule"]
                args: ["/usr/bin/swiftc","-module-name","tool","-c","@\(bin.path)/tool.build/sources"]

              "C.tool-x86_64-unknown-linux-gnu-debug.exe":
                tool: shell
                args: ["/usr/bin/swiftc","-L/usr/lib","-lz","-o","/b/tool","-module-name","tool","-emit-executable","-Xlinker","--defsym","-Xlinker","main=tool_main","-Xlinker","-rpath=$ORIGIN","@\(list.path)","-g"]

            """)
        let plan = try XCTUnwrap(QuickBuild(manifest: manifest, product: "tool", targets: [("tool", [])], bin: bin,
                                            buildFolder: folder.appendingPathComponent(".build"), linker: "lld"))
        let shared = try XCTUnwrap(plan.sharedLink)
        let quick = bin.appendingPathComponent("tool.product/quick").path
        XCTAssertEqual(shared.library, quick + "/libDependencies.so")
        XCTAssertEqual(shared.objects, ["/b/Kit.build/A.swift.o", "/b/Kit.build/Kit.swiftmodule.o"])
        XCTAssertEqual(shared.linkLibrary, ["/usr/bin/swiftc", "-L/usr/lib", "-lz", "-o", quick + "/libDependencies.so", "-module-name", "tool", "-emit-library",
                                            "-Xlinker", "-rpath=$ORIGIN", "@" + quick + "/Dependencies.LinkFileList", "-g", "-use-ld=lld"])
        XCTAssertEqual(shared.linkTool, ["/usr/bin/swiftc", "-L/usr/lib", "-lz", "-o", "/b/tool", "-module-name", "tool", "-emit-executable",
                                         "-Xlinker", "--defsym", "-Xlinker", "main=tool_main", "-Xlinker", "-rpath=$ORIGIN",
                                         "@" + quick + "/Tool.LinkFileList", "-g", quick + "/libDependencies.so", "-use-ld=lld"])
        XCTAssertEqual(shared.lists.map(\.text), ["/b/Kit.build/A.swift.o\n/b/Kit.build/Kit.swiftmodule.o\n", "/b/tool.build/main.swift.o\n"])
        // Without lld, SwiftPM's own link.
        XCTAssertNil(QuickBuild(manifest: manifest, product: "tool", targets: [("tool", [])], bin: bin,
                                buildFolder: folder.appendingPathComponent(".build"), linker: nil)?.sharedLink)
    }

    func testACompileErrorIsABuildFailureWithItsDiagnosticAndNothingIsLinked() throws {
        let path = folder.appendingPathComponent("Sources/Lib/A.swift").path
        let (plan, log, a, _) = try standIn(interface: "one", compileFails: "\(path):3:9: error: cannot find x in scope")
        XCTAssertThrowsError(try plan.run(changed: [a], in: folder, product: "tool", running: { _ in })) { error in
            let failure = error as? BuildFailure
            XCTAssertEqual(failure?.diagnostics.map(\.text), ["Sources/Lib/A.swift:3:9: error: cannot find x in scope"])
        }
        XCTAssertEqual(ran(log), [], "no step after the failed one")
    }

    func testABuildFolderLockedByAnotherBuildRunsNothing() throws {
        let (plan, log, a, _) = try standIn(interface: "one")
        let fd = open(plan.lockFile.path, O_RDWR | O_CREAT, 0o644)
        XCTAssertGreaterThanOrEqual(fd, 0)
        defer { close(fd) }
        // Another process holds the lock, as `swift build` does while it runs.
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        holder.arguments = [plan.lockFile.path, "sleep", "5"]
        try holder.run()
        defer { holder.terminate() }
        let deadline = Date(timeIntervalSinceNow: 5)
        while flock(fd, LOCK_EX | LOCK_NB) == 0 {
            flock(fd, LOCK_UN)
            guard Date() < deadline else { return XCTFail("flock never took the lock") }
            usleep(10_000)
        }
        XCTAssertNil(try plan.run(changed: [a], in: folder, product: "tool", running: { _ in }))
        XCTAssertEqual(ran(log), [])
    }
}
