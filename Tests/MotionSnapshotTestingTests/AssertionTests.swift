import Foundation
import MotionRender
@testable import MotionSnapshotTesting
import Testing
import MotionTestSupport
import XCTest

/// The XCTest side of the assertions; failures are captured so their messages can be checked.
final class AssertionTests: XCTestCase {
    func testSceneAssertionRecordsThenPassesThenReportsAMovedShape() throws {
        let folder = try makeTemporaryFolder(self)
        let local = SnapshotEnvironment([:])
        let first = capturedFailures { assertSnapshot(of: DiscScene(), named: "disc", snapshotDirectory: folder, environment: local) }
        XCTAssertEqual(first.count, 1)
        XCTAssertTrue(first[0].contains("recorded a new reference \(folder.path)/testSceneAssertionRecordsThenPassesThenReportsAMovedShape.disc.png"), first[0])
        XCTAssertEqual(capturedFailures { assertSnapshot(of: DiscScene(), named: "disc", snapshotDirectory: folder, environment: local) }, [])
        let moved = capturedFailures { assertSnapshot(of: DiscScene(offset: 3), named: "disc", snapshotDirectory: folder, environment: local) }
        XCTAssertEqual(moved.count, 1)
        XCTAssertTrue(moved[0].hasPrefix("snapshot does not match"), moved[0])
    }

    /// Several unnamed assertions in one test get references of their own, numbered in order;
    /// another test's count starts again.
    func testUnnamedAssertionsOfOneTestAreNumbered() throws {
        let folder = try makeTemporaryFolder(self)
        let local = SnapshotEnvironment([:])
        let recorded = capturedFailures {
            assertSnapshot(of: DiscScene(), snapshotDirectory: folder, environment: local)
            assertSnapshot(of: DiscScene(offset: 3), snapshotDirectory: folder, environment: local)
            assertSnapshot(of: DiscScene(offset: 6), snapshotDirectory: folder, environment: local)
        }
        XCTAssertEqual(recorded.count, 3, "each records its own reference: \(recorded)")
        XCTAssertEqual(try contents(folder), ["testUnnamedAssertionsOfOneTestAreNumbered.2.png", "testUnnamedAssertionsOfOneTestAreNumbered.3.png",
                                              "testUnnamedAssertionsOfOneTestAreNumbered.png"])
        XCTAssertEqual(UnnamedSnapshotCounter.nextName(filePath: #filePath, function: "testAnother()"), nil)
        XCTAssertEqual(UnnamedSnapshotCounter.nextName(filePath: #filePath, function: "testAnother()"), "2")
    }

    /// A failure's files go to the package's build folder, not beside the references in the
    /// source tree, and the message names where.
    func testFailureArtifactsGoToTheBuildFolderByDefault() throws {
        let folder = try makeTemporaryFolder(self)
        let local = SnapshotEnvironment([:])
        _ = capturedFailures { assertSnapshot(of: DiscScene(), named: "disc", snapshotDirectory: folder, environment: local) }
        let moved = capturedFailures { assertSnapshot(of: DiscScene(offset: 3), named: "disc", snapshotDirectory: folder, environment: local) }
        // This file is Tests/MotionSnapshotTestingTests/AssertionTests.swift of the package.
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let artifacts = package.path + "/.build/snapshot-artifacts/" + folder.lastPathComponent
        XCTAssertEqual(moved.count, 1)
        XCTAssertTrue(moved[0].contains(artifacts + "/testFailureArtifactsGoToTheBuildFolderByDefault.disc.actual.png"), moved[0])
        XCTAssertEqual(try contents(folder), ["testFailureArtifactsGoToTheBuildFolderByDefault.disc.png"], "nothing but the reference in its folder")
        XCTAssertEqual(try contents(URL(fileURLWithPath: artifacts)), ["testFailureArtifactsGoToTheBuildFolderByDefault.disc.actual.png",
                                                                      "testFailureArtifactsGoToTheBuildFolderByDefault.disc.diff.png"])
        try FileManager.default.removeItem(atPath: artifacts)
    }

    func testMissingReferenceUnderCIIsReported() throws {
        let folder = try makeTemporaryFolder(self)
        let messages = capturedFailures {
            assertSnapshot(of: { M.smooth(0, 1, $0) }, as: .curve, named: "smooth", snapshotDirectory: folder,
                           environment: SnapshotEnvironment(["CI": "true"]))
        }
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages[0].hasPrefix("no reference at \(folder.path)/testMissingReferenceUnderCIIsReported.smooth.txt"), messages[0])
    }

    func testDefaultFolderIsBesideTheTestFile() {
        let url = SnapshotReference.url(filePath: #filePath, function: #function, name: "x", pathExtension: "png")
        XCTAssertTrue(url.path.hasSuffix("Tests/MotionSnapshotTestingTests/__Snapshots__/AssertionTests/testDefaultFolderIsBesideTheTestFile.x.png"), url.path)
    }
}

/// The same assertion from Swift Testing: records into a temporary folder, then matches.
@Test func swiftTestingAssertionMatchesAfterRecording() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("motion-snapshot-st-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let recorded = SnapshotVerifier.verify({ SceneFrame(DiscScene()) }, as: .png,
                                           reference: folder.appendingPathComponent("swiftTestingAssertionMatchesAfterRecording.png"),
                                           record: .all, environment: SnapshotEnvironment([:]))
    #expect(recorded.failureMessage?.contains("recorded") == true)
    let outcome = assertSnapshot(of: DiscScene(), snapshotDirectory: folder, environment: SnapshotEnvironment(["CI": "true"]))
    #expect(outcome.isMatch)
}

/// A failing assertion inside a `@Test` is recorded as a Swift Testing issue.
@Test func swiftTestingAssertionRecordsAnIssueForAMissingReference() {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("motion-snapshot-st-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    withKnownIssue {
        assertSnapshot(of: "text", as: .lines, snapshotDirectory: folder, environment: SnapshotEnvironment(["CI": "true"]))
    } matching: { issue in
        issue.comments.contains { $0.rawValue.hasPrefix("no reference at \(folder.path)/swiftTestingAssertionRecordsAnIssueForAMissingReference.txt") }
    }
}
