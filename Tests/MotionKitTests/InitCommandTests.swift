import Foundation
import MotionKit
import MotionTestSupport
import XCTest

/// Lines a command prints, collected from any thread.
private final class Lines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    var all: [String] { lock.withLock { lines } }
    @Sendable func append(_ line: String) { lock.withLock { lines.append(line) } }
}

/// `motion init DIR`: the files it writes, where the package finds MotionKit, and bad input.
/// (`make test` also builds the written package and runs its tests: scripts/template-check.sh.)
final class InitCommandTests: XCTestCase {
    private func run(_ arguments: [String]) throws -> (status: Int32, out: [String], err: [String]) {
        let tool = try MotionCommand(name: "motion", version: "1", abstract: "Test.", scenes: [], commands: [InitCommand.self])
        let out = Lines(), err = Lines()
        let status = tool.run(arguments, output: CommandOutput(out: out.append, err: err.append))
        return (status, out.all, err.all)
    }

    /// This checkout, found from this file (Tests/MotionKitTests/InitCommandTests.swift).
    private let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func files(in folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])!
        return enumerator.compactMap { item -> String? in
            let url = item as! URL
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { return nil }
            return String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
        }.sorted()
    }

    func testWritesAPackageNamedAfterItsFolder() throws {
        // Inside this checkout's build folder, so the dependency's relative path is known
        // wherever the checkout is: badge-studio, the UUID folder, init-tests, .build, up to it.
        let parent = checkout.appendingPathComponent(".build/init-tests/\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("badge-studio")
        let result = try run(["init", folder.path])
        XCTAssertEqual(result.status, 0, "\(result.err)")
        XCTAssertEqual(files(in: folder), [
            ".gitignore", "Makefile", "Package.swift", "README.md",
            "Sources/BadgeStudio/BadgeScene.swift", "Sources/badge-studio/main.swift",
            "Tests/BadgeStudioTests/BadgeSceneTests.swift",
            "Tests/BadgeStudioTests/__Snapshots__/BadgeSceneTests/testStill.dark.png",
            "Tests/BadgeStudioTests/__Snapshots__/BadgeSceneTests/testStill.light.png",
            "design/badge.js",
        ])
        let manifest = try String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertTrue(manifest.contains(#".executable(name: "badge-studio", targets: ["badge-studio"])"#), manifest)
        XCTAssertTrue(manifest.contains(".package(name: \"MotionKit\", path: \"../../../..\"),"), manifest)
        for placeholder in ["__TOOL__", "__MODULE__", "__MOTIONKIT_DEPENDENCY__"] {
            XCTAssertFalse(manifest.contains(placeholder), "\(placeholder) filled in: \(manifest)")
        }
        // `make release` reaches MotionKit's scripts through the same path as the dependency.
        let makefile = try String(contentsOf: folder.appendingPathComponent("Makefile"), encoding: .utf8)
        XCTAssertTrue(makefile.contains("\nMOTIONKIT = ../../../..\n"), makefile)
        XCTAssertFalse(makefile.contains("__"), makefile)
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent("../../../../scripts/release-build.sh").path))
        // A PNG of the scene box at scale 1: the signature, then IHDR's width and height.
        let light = try Data(contentsOf: folder.appendingPathComponent("Tests/BadgeStudioTests/__Snapshots__/BadgeSceneTests/testStill.light.png"))
        XCTAssertEqual(Array(light.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        XCTAssertEqual(Array(light[16..<24]), [0, 0, 0x01, 0x68, 0, 0, 0x01, 0x18], "360 × 280")
        XCTAssertEqual(result.out.last, "next: cd \(folder.path) && make test && swift run badge-studio render badge -o badge.png")
    }

    func testNamesAndDependencyFromOptions() throws {
        let parent = try makeTemporaryFolder(self)
        let folder = parent.appendingPathComponent("Scenes Folder")
        let result = try run(["init", folder.path, "--name", "my-motion", "--motionkit", "https://example.com/MotionKit.git"])
        XCTAssertEqual(result.status, 0, "\(result.err)")
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("Sources/my-motion/main.swift"), encoding: .utf8)
            .contains("MotionTool.main(name: \"my-motion\""), true)
        let manifest = try String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertTrue(manifest.contains(".package(url: \"https://example.com/MotionKit.git\", from: \"\(MotionCommand.version)\"),"), manifest)
        XCTAssertTrue(manifest.contains("name: \"MyMotion\""), manifest)
        // With a URL, the scripts are in SwiftPM's checkout, named after the URL's last component.
        XCTAssertTrue(try String(contentsOf: folder.appendingPathComponent("Makefile"), encoding: .utf8)
            .contains("\nMOTIONKIT = .build/checkouts/MotionKit\n"))
        let ssh = parent.appendingPathComponent("ssh")
        XCTAssertEqual(try run(["init", ssh.path, "--motionkit", "git@example.com:team/motion-kit.git"]).status, 0)
        XCTAssertTrue(try String(contentsOf: ssh.appendingPathComponent("Makefile"), encoding: .utf8)
            .contains("\nMOTIONKIT = .build/checkouts/motion-kit\n"))
        // A checkout beside the package: a relative path, so the two can move together.
        let beside = parent.appendingPathComponent("kit"), package = parent.appendingPathComponent("work/mine")
        try FileManager.default.createDirectory(at: beside, withIntermediateDirectories: true)
        try Data("let package = Package(name: \"MotionKit\")\n".utf8).write(to: beside.appendingPathComponent("Package.swift"))
        XCTAssertEqual(try run(["init", package.path, "--motionkit", beside.path]).status, 0)
        XCTAssertTrue(try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
            .contains(".package(name: \"MotionKit\", path: \"../../kit\"),"))
        // A checkout that shares no folder below `/` with the package (one in /dev/shm, the
        // package in this checkout's build folder): an absolute path.
        let shm = URL(fileURLWithPath: "/dev/shm/motion-init-\(UUID().uuidString)/kit")
        guard (try? FileManager.default.createDirectory(at: shm, withIntermediateDirectories: true)) != nil,
              !checkout.path.hasPrefix("/dev/") else { return }
        addTeardownBlock { try? FileManager.default.removeItem(at: shm.deletingLastPathComponent()) }
        try Data("let package = Package(name: \"MotionKit\")\n".utf8).write(to: shm.appendingPathComponent("Package.swift"))
        let far = checkout.appendingPathComponent(".build/init-tests/\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: far) }
        XCTAssertEqual(try run(["init", far.appendingPathComponent("far").path, "--motionkit", shm.path]).status, 0)
        XCTAssertTrue(try String(contentsOf: far.appendingPathComponent("far/Package.swift"), encoding: .utf8)
            .contains(".package(name: \"MotionKit\", path: \"\(shm.path)\"),"))
    }

    func testBadInputIsOneLineAndWritesNothing() throws {
        let parent = try makeTemporaryFolder(self)
        let taken = parent.appendingPathComponent("taken")
        try FileManager.default.createDirectory(at: taken, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: taken.appendingPathComponent("notes.txt"))
        let cases: [([String], String)] = [
            (["init", taken.path], "error: \(taken.path) already exists and is not an empty folder: choose a new folder for the package"),
            (["init", parent.appendingPathComponent("9lives").path],
             "error: '9lives' is not a tool name: use lower-case letters, digits and single hyphens, starting with a letter (at most 64), or give one with --name"),
            (["init", parent.appendingPathComponent("ok").path, "--name", "a--b"],
             "error: 'a--b' is not a tool name: use lower-case letters, digits and single hyphens, starting with a letter (at most 64), or give one with --name"),
            (["init", parent.appendingPathComponent("ok").path, "--motionkit", parent.path],
             "error: --motionkit: no Package.swift in '\(parent.path)': give a MotionKit checkout's folder or a git URL"),
        ]
        for (arguments, message) in cases {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 64, "\(arguments)")
            XCTAssertEqual(result.err, [message])
        }
        XCTAssertEqual(try contents(parent), ["taken"], "no package, no staging folder")
        XCTAssertEqual(try contents(taken), ["notes.txt"], "the folder that was there is untouched")
        // An empty folder is taken over.
        let empty = parent.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        XCTAssertEqual(try run(["init", empty.path]).status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: empty.appendingPathComponent("Package.swift").path))
    }
}
