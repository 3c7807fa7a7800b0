import Foundation
import MotionRender
import MotionSnapshot
import MotionTestSupport
import XCTest

/// The set-up docs/snapshot-testing.md recommends, in a fresh package loaded and built by the
/// `swift` on `PATH`: `exclude: ["__Snapshots__"]` plus the folder created with it, so SwiftPM
/// warns neither before the first reference is recorded nor after.
final class SnapshotFolderPackageTests: XCTestCase {
    private var swift: URL!
    private var package: URL!
    private var snapshots: URL { package.appendingPathComponent("Tests/BadgeTests/__Snapshots__") }

    override func setUpWithError() throws {
        swift = try ExternalTool.locate("swift", package: "the Swift toolchain (put its usr/bin on PATH)")
        package = try makeTemporaryFolder(self).appendingPathComponent("Fresh")
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Sources/Badge"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Tests/BadgeTests"), withIntermediateDirectories: true)
        try write("Sources/Badge/Badge.swift", "public let badge = 1\n")
        try write("Tests/BadgeTests/BadgeTests.swift", "import Badge\nimport XCTest\nfinal class BadgeTests: XCTestCase { func testBadge() { XCTAssertEqual(badge, 1) } }\n")
        try manifest(excluding: true)
    }

    private func write(_ path: String, _ text: String) throws {
        try Data(text.utf8).write(to: package.appendingPathComponent(path))
    }

    private func manifest(excluding: Bool) throws {
        try write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Fresh", targets: [
                .target(name: "Badge"),
                .testTarget(name: "BadgeTests", dependencies: ["Badge"]\(excluding ? #", exclude: ["__Snapshots__"]"# : "")),
            ])
            """)
    }

    /// What SwiftPM prints while loading the package (`describe`) or building it with its tests.
    private func warnings(_ arguments: [String]) throws -> [String] {
        let scratch = package.appendingPathComponent(".build")
        let result = try ChildProcess.run(swift, arguments + ["--package-path", package.path] + (arguments.first == "build" ? ["--scratch-path", scratch.path] : []))
        XCTAssertEqual(result.status, 0, result.stderr)
        return (result.stderr + result.text).split(separator: "\n").map(String.init).filter { $0.contains("warning:") }
    }

    func testTheExcludedFolderCreatedWithItsPlaceholderKeepsSwiftPMQuiet() throws {
        // Without the folder, SwiftPM warns about the exclude itself: what the docs avoid.
        XCTAssertEqual(try warnings(["package", "describe"]).filter { $0.contains("Invalid Exclude") }.count, 1)

        // The documented step: the folder and a placeholder file, so git keeps it before the first reference.
        try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
        try write("Tests/BadgeTests/__Snapshots__/.gitkeep", "")
        XCTAssertEqual(try warnings(["package", "describe"]), [])

        // A first reference, recorded where the assertion puts it, changes nothing.
        let reference = SnapshotReference.url(filePath: package.appendingPathComponent("Tests/BadgeTests/BadgeTests.swift").path,
                                              function: "testBadge()", name: nil, pathExtension: "png")
        XCTAssertEqual(reference.path, snapshots.path + "/BadgeTests/testBadge.png")
        let recorded = SnapshotVerifier.verify({ SceneFrame(DiscScene()) }, as: .png, reference: reference, environment: SnapshotEnvironment([:]))
        XCTAssertEqual(recorded.reference, reference)
        XCTAssertTrue(FileManager.default.fileExists(atPath: reference.path))
        XCTAssertEqual(try warnings(["build", "--build-tests"]), [])

        // And the exclude is what keeps the references from being taken for resources.
        try manifest(excluding: false)
        XCTAssertEqual(try warnings(["build", "--build-tests"]).filter { $0.contains("unhandled") }.count, 1)
    }
}
