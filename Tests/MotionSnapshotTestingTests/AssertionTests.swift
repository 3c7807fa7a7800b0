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
        let first = capturedFailures { assertSnapshot(of: DiscScene(), snapshotDirectory: folder, environment: local) }
        XCTAssertEqual(first.count, 1)
        XCTAssertTrue(first[0].contains("recorded a new reference \(folder.path)/testSceneAssertionRecordsThenPassesThenReportsAMovedShape.png"), first[0])
        XCTAssertEqual(capturedFailures { assertSnapshot(of: DiscScene(), snapshotDirectory: folder, environment: local) }, [])
        let moved = capturedFailures { assertSnapshot(of: DiscScene(offset: 3), snapshotDirectory: folder, environment: local) }
        XCTAssertEqual(moved.count, 1)
        XCTAssertTrue(moved[0].hasPrefix("snapshot does not match"), moved[0])
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
