import Foundation
import MotionRender
import MotionSnapshot
import MotionTestSupport
import XCTest

/// Recording, CI behaviour and bad references, through ``SnapshotVerifier`` with an injected environment.
final class RecordingTests: XCTestCase {
    private let local = SnapshotEnvironment([:])
    private let ci = SnapshotEnvironment(["CI": "true"])

    private func verify(_ scene: any MotionScene = DiscScene(), at reference: URL, record: SnapshotRecordMode? = nil,
                        environment: SnapshotEnvironment, strategy: Snapshotting<SceneFrame, SnapshotImage> = .png) -> SnapshotOutcome {
        SnapshotVerifier.verify({ SceneFrame(scene) }, as: strategy, reference: reference, record: record, environment: environment)
    }

    func testMissingReferenceFailsUnderCIWithoutRecording() throws {
        let reference = try makeTemporaryFolder(self).appendingPathComponent("sub/disc.png")
        let outcome = verify(at: reference, environment: ci)
        guard case .missing(_, let actual?, _) = outcome else { return XCTFail("expected missing, got \(outcome)") }
        XCTAssertFalse(FileManager.default.fileExists(atPath: reference.path), "CI must not record")
        XCTAssertEqual(actual.lastPathComponent, "disc.actual.png")
        XCTAssertTrue(FileManager.default.fileExists(atPath: actual.path))
        let message = try XCTUnwrap(outcome.failureMessage)
        XCTAssertTrue(message.contains(reference.path) && message.contains("CI=true") && message.contains("MOTION_SNAPSHOT_RECORD=missing"), message)
    }

    func testMissingReferenceIsRecordedOutsideCIAndFailsOnce() throws {
        let reference = try makeTemporaryFolder(self).appendingPathComponent("nested/folder/disc.png")
        let first = verify(at: reference, environment: local)
        XCTAssertEqual(first, .recorded(reference: reference, replaced: false, setting: SnapshotRecordSetting(mode: .missing, source: .automatic)))
        // Nothing was set, so the message asks for nothing to be unset.
        XCTAssertEqual(first.failureMessage, "recorded a new reference \(reference.path); check it and commit it: later runs compare with it")
        _ = try RasterImage(contentsOf: reference)
        XCTAssertEqual(verify(at: reference, environment: local), .matched(reference: reference))
        XCTAssertNil(verify(at: reference, environment: ci).failureMessage)
    }

    func testEnvironmentVariableSelectsTheMode() throws {
        XCTAssertEqual(try SnapshotEnvironment([:]).recordMode(), .missing)
        XCTAssertEqual(try SnapshotEnvironment(["CI": "true"]).recordMode(), .never)
        XCTAssertEqual(try SnapshotEnvironment(["CI": "1"]).recordMode(), .never)
        XCTAssertEqual(try SnapshotEnvironment(["CI": "false"]).recordMode(), .missing)
        XCTAssertEqual(try SnapshotEnvironment(["MOTION_SNAPSHOT_RECORD": "all"]).recordMode(), .all)
        XCTAssertEqual(try SnapshotEnvironment(["MOTION_SNAPSHOT_RECORD": "Missing", "CI": "true"]).recordMode(), .missing)
        XCTAssertEqual(try SnapshotEnvironment(["MOTION_SNAPSHOT_RECORD": ""]).recordMode(), .missing)
        XCTAssertEqual(try SnapshotEnvironment(["MOTION_SNAPSHOT_RECORD": "all"]).recordMode(explicit: .never), .never)
        XCTAssertThrowsError(try SnapshotEnvironment(["MOTION_SNAPSHOT_RECORD": "yes"]).recordMode()) { error in
            XCTAssertEqual("\(error)", "MOTION_SNAPSHOT_RECORD=yes is not a record mode: choose one of never, missing, failed, all")
        }
    }

    func testInvalidRecordVariableFailsTheCheckWithoutWriting() throws {
        let reference = try makeTemporaryFolder(self).appendingPathComponent("disc.png")
        let outcome = verify(at: reference, environment: SnapshotEnvironment(["MOTION_SNAPSHOT_RECORD": "sometimes"]))
        XCTAssertTrue(try XCTUnwrap(outcome.failureMessage).contains("MOTION_SNAPSHOT_RECORD=sometimes"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: reference.path))
    }

    func testRecordAllReplacesAnExistingReference() throws {
        let reference = try makeTemporaryFolder(self).appendingPathComponent("disc.png")
        XCTAssertEqual(verify(DiscScene(offset: 20), at: reference, environment: local),
                       .recorded(reference: reference, replaced: false, setting: SnapshotRecordSetting(mode: .missing, source: .automatic)))
        XCTAssertEqual(verify(at: reference, environment: SnapshotEnvironment(["MOTION_SNAPSHOT_RECORD": "all"])),
                       .recorded(reference: reference, replaced: true, setting: SnapshotRecordSetting(mode: .all, source: .environment)))
        XCTAssertEqual(verify(at: reference, environment: ci), .matched(reference: reference))
    }

    func testMismatchWritesActualAndDiffAndKeepsTheReference() throws {
        let folder = try makeTemporaryFolder(self)
        let reference = folder.appendingPathComponent("disc.png")
        _ = verify(at: reference, record: .all, environment: local)
        let original = try Data(contentsOf: reference)
        let outcome = verify(DiscScene(offset: 3), at: reference, environment: local)
        guard case let .differs(_, difference, written, compare) = outcome else { return XCTFail("expected differs, got \(outcome)") }
        XCTAssertEqual(written.map(\.lastPathComponent), ["disc.actual.png", "disc.diff.png"])
        XCTAssertEqual(try Data(contentsOf: reference), original, "a mismatch never overwrites the reference")
        XCTAssertTrue(difference.contains("pixels") && difference.contains("differing region"), difference)
        let message = try XCTUnwrap(outcome.failureMessage)
        XCTAssertTrue(message.contains("actual: \(written[0].path)") && message.contains("diff: \(written[1].path)"), message)
        XCTAssertNil(compare, "no diff tool is set")
        XCTAssertFalse(message.contains("compare:"), message)
        let diff = try RasterImage(contentsOf: written[1])
        XCTAssertTrue(diff[141, 140] == (255, 0, 40, 255), "the uncovered left edge is marked: \(diff[141, 140])")
        // Back to the reference: the check passes and the stale files go away.
        XCTAssertEqual(verify(at: reference, environment: local), .matched(reference: reference))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["disc.png"])
    }

    func testCorruptReferenceFailsNamingTheFileAndIsNotOverwritten() throws {
        let reference = try makeTemporaryFolder(self).appendingPathComponent("disc.png")
        let garbage = Data("not a png at all".utf8)
        try garbage.write(to: reference)
        for environment in [local, ci] {
            let outcome = verify(at: reference, environment: environment)
            guard case .error(_, let message) = outcome else { return XCTFail("expected an error, got \(outcome)") }
            XCTAssertEqual(message, "reference \(reference.path) is not a readable PNG (16 bytes)")
            XCTAssertEqual(try Data(contentsOf: reference), garbage)
        }
        try Data().write(to: reference)
        XCTAssertEqual(verify(at: reference, environment: local).failureMessage, "reference \(reference.path) is empty, not a PNG")
        // Only recording replaces it.
        XCTAssertEqual(verify(at: reference, record: .all, environment: local),
                       .recorded(reference: reference, replaced: true, setting: SnapshotRecordSetting(mode: .all, source: .argument)))
    }

    func testWrongSizedReferenceFailsWithBothSizes() throws {
        let reference = try makeTemporaryFolder(self).appendingPathComponent("disc.png")
        try solidImage(width: 100, height: 50).pngData().write(to: reference)
        let message = try XCTUnwrap(verify(at: reference, environment: local).failureMessage)
        XCTAssertTrue(message.contains(reference.path) && message.contains("reference is 100x50, actual is 360x280"), message)
    }

    func testToleranceOutOfRangeFailsTheCheck() throws {
        let reference = try makeTemporaryFolder(self).appendingPathComponent("disc.png")
        _ = verify(at: reference, record: .all, environment: local)
        let outcome = verify(at: reference, environment: local, strategy: .png(tolerance: SnapshotTolerance(channelDelta: 2)))
        XCTAssertEqual(outcome, .error(reference: reference, message: "tolerance channelDelta 2.0 is outside 0...1"))
    }

    func testReferenceThatIsAFolderFails() throws {
        let reference = try makeTemporaryFolder(self).appendingPathComponent("disc.png")
        try FileManager.default.createDirectory(at: reference, withIntermediateDirectories: true)
        XCTAssertEqual(verify(at: reference, environment: local).failureMessage, "reference \(reference.path) is a folder, not a file")
    }

    func testUnwritableFolderFailsNamingThePath() throws {
        let folder = try makeTemporaryFolder(self)
        let blocker = folder.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        let reference = blocker.appendingPathComponent("disc.png")              // a folder that is a file
        let message = try XCTUnwrap(verify(at: reference, environment: local).failureMessage)
        XCTAssertTrue(message.hasPrefix("cannot write \(reference.path)"), message)
    }

    func testLivePlaybackCannotBeSnapshot() throws {
        let reference = try makeTemporaryFolder(self).appendingPathComponent("disc.png")
        let outcome = SnapshotVerifier.verify({ SceneFrame(DiscScene(), at: .live) }, as: .png, reference: reference, environment: local)
        XCTAssertTrue(try XCTUnwrap(outcome.failureMessage).contains(".live playback has no fixed time"))
    }

    func testTimeOutsideTheSceneFailsWithTheRenderersMessage() throws {
        let reference = try makeTemporaryFolder(self).appendingPathComponent("disc.png")
        let outcome = SnapshotVerifier.verify({ SceneFrame(DiscScene(), at: .time(3)) }, as: .png, reference: reference, environment: local)
        let message = try XCTUnwrap(outcome.failureMessage)
        XCTAssertTrue(message.contains("time 3 is outside scene 'disc'"), message)
    }
}
