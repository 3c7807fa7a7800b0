import Foundation
@testable import MotionStudio
import MotionTestSupport
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

    /// A package of a library `Lib` (A.swift), a library `Mid` importing it (M.swift) and a
    /// tool importing `Mid` (main.swift), whose commands are shell lines that note their name in
    /// `ran.log`. `Lib` writes its interface from `interface.txt`; `Mid` always writes the same
    /// interface, and fails printing the text of `fail.txt` when there is one.
    private struct StandIn {
        let plan: QuickBuild
        let log: URL
        let a: String, m: String, main: String
        let interfaceText: URL, failText: URL

        func ran() -> [String] {
            ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }
    }

    private func standIn(extraLink: [String] = []) throws -> StandIn {
        let bin = folder.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug")
        let log = folder.appendingPathComponent("ran.log")
        let interfaceText = folder.appendingPathComponent("interface.txt"), failText = folder.appendingPathComponent("fail.txt")
        try Data("one".utf8).write(to: interfaceText)
        let sources = [("Lib", "Sources/Lib/A.swift"), ("Mid", "Sources/Mid/M.swift"), ("tool", "Sources/tool/main.swift")]
            .map { ($0.0, folder.appendingPathComponent($0.1).path) }
        try FileManager.default.createDirectory(at: bin.appendingPathComponent("Modules"), withIntermediateDirectories: true)
        for (module, source) in sources {
            try FileManager.default.createDirectory(at: bin.appendingPathComponent("\(module).build"), withIntermediateDirectories: true)
            try Data("\(source)\n".utf8).write(to: bin.appendingPathComponent("\(module).build/sources"))
            try FileManager.default.createDirectory(atPath: (source as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data("// \(module)\n".utf8).write(to: URL(fileURLWithPath: source))
        }
        func interface(_ module: String) -> String { bin.appendingPathComponent("Modules/\(module).swiftmodule").path }
        // A command: a shell line, then the module's source list as the shell's $0.
        func shell(_ line: String, _ more: [String]) -> String {
            String(decoding: try! JSONEncoder().encode(["/bin/sh", "-c", line] + more), as: UTF8.self)
        }
        let text = """
            commands:
              "C.Lib-x86_64-unknown-linux-gnu-debug.module":
                tool: shell
                outputs: ["\(interface("Lib"))"]
                args: \(shell("echo compile Lib >> '\(log.path)'; cat '\(interfaceText.path)' > '\(interface("Lib"))'", ["@\(bin.path)/Lib.build/sources"]))

              "\(bin.path)/Lib.build/Lib.swiftmodule.o":
                tool: shell
                inputs: ["\(interface("Lib"))"]
                args: \(shell("echo wrap Lib >> '\(log.path)'", ["-modulewrap"]))

              "C.Mid-x86_64-unknown-linux-gnu-debug.module":
                tool: shell
                outputs: ["\(interface("Mid"))"]
                args: \(shell("if [ -e '\(failText.path)' ]; then cat '\(failText.path)' >&2; exit 1; fi; echo compile Mid >> '\(log.path)'; printf mid > '\(interface("Mid"))'", ["@\(bin.path)/Mid.build/sources"]))

              "C.tool-x86_64-unknown-linux-gnu-debug.module":
                tool: shell
                args: \(shell("echo compile tool >> '\(log.path)'", ["@\(bin.path)/tool.build/sources"]))

              "C.tool-x86_64-unknown-linux-gnu-debug.exe":
                tool: shell
                args: \(shell("echo link \"$@\" >> '\(log.path)'", ["link"] + extraLink))

            """
        let plan = try XCTUnwrap(QuickBuild(manifest: BuildManifest(text: text), product: "tool", targets: [("tool", ["Mid", "Lib"]), ("Mid", ["Lib"]), ("Lib", [])],
                                            bin: bin, buildFolder: folder.appendingPathComponent(".build"), linker: "lld"))
        return StandIn(plan: plan, log: log, a: sources[0].1, m: sources[1].1, main: sources[2].1, interfaceText: interfaceText, failText: failText)
    }

    /// Runs `build`'s plan for `changed` given `interfaces`, after clearing the log.
    private func run(_ build: StandIn, _ changed: Set<String>, _ interfaces: [String: Data]) throws -> QuickBuild.Report? {
        try? FileManager.default.removeItem(at: build.log)
        return try build.plan.run(changed: changed, interfaces: interfaces, in: folder, product: "tool", running: { _ in })
    }

    func testThePlanCompilesInDependencyOrderAndOnlyWhatAChangeReaches() throws {
        let build = try standIn()
        XCTAssertEqual(build.plan.modules.map(\.name), ["Lib", "Mid", "tool"], "each module after the ones it imports")
        XCTAssertEqual(build.plan.link.last, "-use-ld=lld")
        XCTAssertTrue(build.plan.covers([build.a]) && build.plan.covers([build.a, build.main]))
        try Data("// new\n".utf8).write(to: folder.appendingPathComponent("Sources/Lib/New.swift"))
        XCTAssertFalse(build.plan.covers([folder.appendingPathComponent("Sources/Lib/New.swift").path]), "a file the module does not list yet")
        XCTAssertFalse(build.plan.covers([folder.appendingPathComponent("Sources/Lib/Resources/logo.svg").path]), "a resource")
        XCTAssertFalse(build.plan.covers([folder.appendingPathComponent("Package.swift").path]), "the manifest")
        try FileManager.default.removeItem(atPath: build.m)
        XCTAssertFalse(build.plan.covers([build.m]), "a file removed")
        try Data("// Mid\n".utf8).write(to: URL(fileURLWithPath: build.m))

        // Lib's interface is new (none before): Mid and the tool, which reaches Lib through
        // Mid, are compiled again, though Mid's own interface did not change the second time.
        var report = try XCTUnwrap(try run(build, [build.a], [:]))
        XCTAssertEqual(report.compiled, ["Lib", "Mid", "tool"])
        XCTAssertEqual(build.ran(), ["compile Lib", "wrap Lib", "compile Mid", "compile tool", "link -use-ld=lld"])
        XCTAssertEqual(report.interfaces, ["Lib": Data("one".utf8), "Mid": Data("mid".utf8)])
        try Data("two".utf8).write(to: build.interfaceText)
        report = try XCTUnwrap(try run(build, [build.a], report.interfaces))
        XCTAssertEqual(report.compiled, ["Lib", "Mid", "tool"], "Mid's interface is the same, but the tool reaches Lib")
        // The same interface again (a change inside a function body): Lib alone, then the link.
        report = try XCTUnwrap(try run(build, [build.a], report.interfaces))
        XCTAssertEqual(build.ran(), ["compile Lib", "link -use-ld=lld"])
        // Only the tool's own source.
        XCTAssertEqual(try run(build, [build.main], report.interfaces)?.compiled, ["tool"])
        XCTAssertEqual(build.ran(), ["compile tool", "link -use-ld=lld"])
        // Nothing changed: nothing run.
        XCTAssertEqual(try run(build, [], report.interfaces)?.compiled, [])
        XCTAssertEqual(build.ran(), [])

        // A link command that names its linker keeps it.
        XCTAssertEqual(try standIn(extraLink: ["-use-ld=gold"]).plan.link.filter { $0.hasPrefix("-use-ld=") }, ["-use-ld=gold"])
    }

    func testAfterAFailedBuildTheNextComparesWithTheLastOneThatWorked() throws {
        let build = try standIn()
        let good = try XCTUnwrap(try run(build, [build.a], [:])).interfaces
        // Save 1 changes Lib's interface, and Mid fails: the tool is never compiled.
        try Data("two".utf8).write(to: build.interfaceText)
        try Data("\(build.m):1:1: error: broken".utf8).write(to: build.failText)
        XCTAssertThrowsError(try run(build, [build.a, build.m], good))
        XCTAssertEqual(build.ran(), ["compile Lib", "wrap Lib"])
        // Save 2 fixes Mid. Lib's interface is the same as after save 1, but not the same as the
        // last build that worked left: everything that reaches Lib is compiled.
        try FileManager.default.removeItem(at: build.failText)
        XCTAssertEqual(try run(build, [build.a, build.m], good)?.compiled, ["Lib", "Mid", "tool"])
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

    /// The shared library is made by the first quick link, reused while its objects are older,
    /// and made again when one of them is newer.
    func testTheLibraryIsMadeOnceAndAgainWhenAnObjectIsNewer() throws {
        let bin = folder.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug")
        let log = folder.appendingPathComponent("ran.log"), source = folder.appendingPathComponent("Sources/tool/main.swift")
        let dependency = bin.appendingPathComponent("Kit.build/K.swift.o"), own = bin.appendingPathComponent("tool.build/main.swift.o")
        for path in [dependency, own, source] { try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true) }
        try Data("// tool\n".utf8).write(to: source)
        try Data("\(source.path)\n".utf8).write(to: bin.appendingPathComponent("tool.build/sources"))
        try Data("K".utf8).write(to: dependency)
        let list = bin.appendingPathComponent("tool.product/Objects.LinkFileList")
        try FileManager.default.createDirectory(at: list.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("\(dependency.path)\n\(own.path)\n".utf8).write(to: list)
        // The link notes whether it makes the library or the tool, and writes what -o names.
        let link = #"out=; prev=; for a in "$@"; do [ "$prev" = -o ] && out=$a; prev=$a; done; case " $* " in *" -emit-library "*) echo library;; *) echo tool;; esac >> '\#(log.path)'; : > "$out""#
        func json(_ values: [String]) -> String { String(decoding: try! JSONEncoder().encode(values), as: UTF8.self) }
        let manifest = BuildManifest(text: """
            commands:
              "C.tool-x86_64-unknown-linux-gnu-debug.module":
                tool: shell
                outputs: ["\(own.path)"]
                args: \(json(["/bin/sh", "-c", ": > '\(own.path)'", "@\(bin.path)/tool.build/sources"]))

              "C.tool-x86_64-unknown-linux-gnu-debug.exe":
                tool: shell
                args: \(json(["/bin/sh", "-c", link, "link", "-o", bin.appendingPathComponent("tool").path, "-emit-executable", "@" + list.path]))

            """)
        let plan = try XCTUnwrap(QuickBuild(manifest: manifest, product: "tool", targets: [("tool", [])], bin: bin,
                                            buildFolder: folder.appendingPathComponent(".build"), linker: "lld"))
        XCTAssertNotNil(plan.sharedLink)
        func links() throws -> [String] {
            try? FileManager.default.removeItem(at: log)
            _ = try plan.run(changed: [source.path], interfaces: [:], in: folder, product: "tool", running: { _ in })
            return ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }
        XCTAssertEqual(try links(), ["library", "tool"], "the first quick link makes the library")
        XCTAssertEqual(try links(), ["tool"], "then only the tool is linked")
        // A dependency built again by swift build: newer than the library.
        let later = Date(timeIntervalSinceNow: 5)
        try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: dependency.path)
        XCTAssertEqual(try links(), ["library", "tool"])
        XCTAssertEqual(try String(contentsOfFile: bin.appendingPathComponent("tool.product/quick/Tool.LinkFileList").path, encoding: .utf8), own.path + "\n")
    }

    func testACompileErrorIsABuildFailureWithItsDiagnosticAndNothingIsLinked() throws {
        let build = try standIn()
        try Data("\(build.m):3:9: error: cannot find x in scope".utf8).write(to: build.failText)
        XCTAssertThrowsError(try run(build, [build.m], [:])) { error in
            XCTAssertEqual((error as? BuildFailure)?.diagnostics.map(\.text), ["Sources/Mid/M.swift:3:9: error: cannot find x in scope"])
        }
        XCTAssertEqual(build.ran(), [], "no step after the failed one")
    }

    /// The lock is the one SwiftPM takes: while the plan would hold it, `swift build` in the
    /// same package waits, saying so.
    func testTheLockIsTheOneSwiftBuildWaitsFor() throws {
        guard let swift = ChildProcess.locate("swift") else { throw XCTSkip("swift is not on PATH") }
        try Data("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Tiny\", targets: [.executableTarget(name: \"tiny\")])\n".utf8)
            .write(to: folder.appendingPathComponent("Package.swift"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/tiny"), withIntermediateDirectories: true)
        try Data("print(1)\n".utf8).write(to: folder.appendingPathComponent("Sources/tiny/main.swift"))
        let lock = QuickBuild.swiftPMLock(of: folder.appendingPathComponent(".build"))
        XCTAssertEqual(lock.lastPathComponent, folder.path.replacingOccurrences(of: "/", with: "_") + "_.build.lock")
        let fd = open(lock.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        XCTAssertGreaterThanOrEqual(fd, 0)
        defer { close(fd); unlink(lock.path) }
        XCTAssertEqual(flock(fd, LOCK_EX | LOCK_NB), 0)
        let build = Process()
        build.executableURL = swift
        build.arguments = ["build", "--package-path", folder.path]
        // What it prints, in a file read while it runs.
        let log = folder.appendingPathComponent("build.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let output = try FileHandle(forWritingTo: log)
        defer { try? output.close() }
        build.standardOutput = output
        build.standardError = output
        try build.run()
        defer { if build.isRunning { build.terminate() } }
        func text() -> String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }
        let deadline = Date(timeIntervalSinceNow: 60)
        while !text().contains("Another instance of SwiftPM"), Date() < deadline, build.isRunning { usleep(20_000) }
        XCTAssertTrue(text().contains("Another instance of SwiftPM"), text())
        XCTAssertTrue(build.isRunning, "swift build waits for the lock")
        flock(fd, LOCK_UN)
        build.waitUntilExit()
        XCTAssertEqual(build.terminationStatus, 0)
    }
}
