import Foundation
import MotionRender
@testable import MotionSnapshotTesting
import MotionTestSupport
import Testing
import XCTest

/// The artifacts folder, the scope's tolerance and diff tool, and how scopes nest.
final class ScopedConfigurationTests: XCTestCase {
    private func verify(_ scene: any MotionScene = DiscScene(), at reference: URL, environment: [String: String] = [:],
                        strategy: Snapshotting<SceneFrame, SnapshotImage> = .png) -> SnapshotOutcome {
        SnapshotVerifier.verify({ SceneFrame(scene) }, as: strategy, reference: reference, environment: SnapshotEnvironment(environment))
    }

    /// A reference in `<folder>/__Snapshots__/BadgeTests/`, recorded from the centred disc.
    private func recordedReference(in folder: URL) throws -> URL {
        let reference = folder.appendingPathComponent("__Snapshots__/BadgeTests/testBadge.png")
        XCTAssertEqual(SnapshotVerifier.verify({ SceneFrame(DiscScene()) }, as: .png, reference: reference, record: .all,
                                               environment: SnapshotEnvironment([:])).reference, reference)
        return reference
    }

    func testFailuresGoToTheArtifactsFolderNamedByTheVariableAndNotBesideTheReference() throws {
        let folder = try makeTemporaryFolder(self)
        let reference = try recordedReference(in: folder)
        let artifacts = folder.appendingPathComponent("ci-artifacts")
        let outcome = verify(DiscScene(offset: 3), at: reference, environment: ["MOTION_SNAPSHOT_ARTIFACTS": artifacts.path])
        guard case let .differs(_, _, written, _) = outcome else { return XCTFail("\(outcome)") }
        XCTAssertEqual(written.map(\.path), [artifacts.path + "/BadgeTests/testBadge.actual.png",
                                             artifacts.path + "/BadgeTests/testBadge.diff.png"])
        XCTAssertEqual(try contents(reference.deletingLastPathComponent()), ["testBadge.png"], "nothing beside the reference")
        let actual = try RasterImage(contentsOf: written[0])
        XCTAssertEqual(actual, try MotionRenderer.raster(DiscScene(offset: 3), at: 0.5))
        // A missing reference under CI leaves its actual snapshot there too.
        let missing = reference.deletingLastPathComponent().appendingPathComponent("testNew.png")
        let absent = verify(at: missing, environment: ["MOTION_SNAPSHOT_ARTIFACTS": artifacts.path, "CI": "true"])
        XCTAssertEqual(absent, .missing(reference: missing, actual: artifacts.appendingPathComponent("BadgeTests/testNew.actual.png"),
                                        setting: SnapshotRecordSetting(mode: .never, source: .automatic)))
        // Passing again removes the stale files.
        XCTAssertEqual(verify(at: reference, environment: ["MOTION_SNAPSHOT_ARTIFACTS": artifacts.path]), .matched(reference: reference))
        XCTAssertEqual(try contents(artifacts.appendingPathComponent("BadgeTests")), ["testNew.actual.png"])
    }

    func testTheScopesArtifactsFolderWinsOverTheVariable() throws {
        let folder = try makeTemporaryFolder(self)
        let reference = try recordedReference(in: folder)
        let mine = folder.appendingPathComponent("mine"), variable = folder.appendingPathComponent("variable")
        let outcome = withSnapshotTesting(artifacts: mine) {
            verify(DiscScene(offset: 3), at: reference, environment: ["MOTION_SNAPSHOT_ARTIFACTS": variable.path])
        }
        guard case let .differs(_, _, written, _) = outcome else { return XCTFail("\(outcome)") }
        XCTAssertEqual(written.first?.path, mine.path + "/BadgeTests/testBadge.actual.png")
        XCTAssertFalse(FileManager.default.fileExists(atPath: variable.path))
    }

    /// The disc moved by 1 pt changes a thin crescent on each side: about 0.4 % of the pixels by
    /// more than 10/255 (measured here, independently of the tolerances under test).
    func testTheScopesToleranceAppliesToStrategiesWithoutOne() throws {
        let folder = try makeTemporaryFolder(self)
        let reference = try recordedReference(in: folder)
        let measured = try ImageComparator.compare(try MotionRenderer.raster(DiscScene(), at: 0.5),
                                                   try MotionRenderer.raster(DiscScene(offset: 1), at: 0.5), tolerance: .default)
        XCTAssertGreaterThan(measured.differingFraction, SnapshotTolerance.default.pixelFraction)
        XCTAssertLessThan(measured.differingFraction, 0.02)
        let loose = SnapshotTolerance(channelDelta: 0.04, pixelFraction: 0.02)

        XCTAssertFalse(verify(DiscScene(offset: 1), at: reference).isMatch, "the default tolerance sees the move")
        withSnapshotTesting(tolerance: loose) {
            XCTAssertTrue(verify(DiscScene(offset: 1), at: reference).isMatch, "the scope's tolerance allows it")
            // A strategy's own tolerance wins over the scope's.
            XCTAssertFalse(verify(DiscScene(offset: 1), at: reference, strategy: .png(tolerance: .default)).isMatch)
        }
        XCTAssertFalse(verify(DiscScene(offset: 1), at: reference).isMatch, "the scope ended")
    }

    func testTheDiffToolsCommandIsPrintedWithAMismatch() throws {
        let folder = try makeTemporaryFolder(self).appendingPathComponent("it's here")
        let reference = try recordedReference(in: folder)
        let actual = reference.deletingPathExtension().path + ".actual.png"
        let quotedReference = "'" + reference.path.replacingOccurrences(of: "'", with: "'\\''") + "'"
        let quotedActual = "'" + actual.replacingOccurrences(of: "'", with: "'\\''") + "'"

        let fromScope = withSnapshotTesting(diffTool: "meld") { verify(DiscScene(offset: 3), at: reference) }
        XCTAssertEqual(fromScope.failureMessage?.split(separator: "\n").last.map(String.init),
                       "compare: meld \(quotedReference) \(quotedActual)")
        let fromVariable = verify(DiscScene(offset: 3), at: reference, environment: ["MOTION_SNAPSHOT_DIFF_TOOL": "kdiff3"])
        XCTAssertTrue(fromVariable.failureMessage?.hasSuffix("\ncompare: kdiff3 \(quotedReference) \(quotedActual)") == true,
                      fromVariable.failureMessage ?? "")
        let custom = SnapshotDiffTool { reference, actual in "compare \(actual) \(reference) out.png" }
        let fromClosure = withSnapshotTesting(diffTool: custom) {
            verify(DiscScene(offset: 3), at: reference, environment: ["MOTION_SNAPSHOT_DIFF_TOOL": "kdiff3"])
        }
        XCTAssertTrue(fromClosure.failureMessage?.hasSuffix("\ncompare: compare \(actual) \(reference.path) out.png") == true,
                      fromClosure.failureMessage ?? "")
    }

    func testScopesNestAndEndWithTheirBlock() async throws {
        XCTAssertNil(SnapshotConfiguration.current.record)
        withSnapshotTesting(record: .failed, tolerance: .exact) {
            XCTAssertEqual(SnapshotConfiguration.current.record, .failed)
            withSnapshotTesting(record: .never) {
                XCTAssertEqual(SnapshotConfiguration.current.record, .never)
                XCTAssertEqual(SnapshotConfiguration.current.tolerance, .exact, "an inner scope keeps what it does not set")
            }
            XCTAssertEqual(SnapshotConfiguration.current.record, .failed)
        }
        XCTAssertNil(SnapshotConfiguration.current.tolerance)
        // The asynchronous form reaches child tasks.
        let seen = await withSnapshotTesting(record: .all) {
            await Task { SnapshotConfiguration.current.record }.value
        }
        XCTAssertEqual(seen, .all)
        XCTAssertNil(SnapshotConfiguration.current.record)
    }
}

/// The XCTest way to configure a whole class: `invokeTest` runs every test inside the scope.
final class InvokeTestScopeTests: XCTestCase {
    override func invokeTest() {
        withSnapshotTesting(record: .never, tolerance: .exact) { super.invokeTest() }
    }

    func testEveryTestRunsInTheClassScope() throws {
        XCTAssertEqual(SnapshotConfiguration.current.record, .never)
        let folder = try makeTemporaryFolder(self)
        // `never` from the scope: the missing reference is reported, not recorded, outside CI too.
        let messages = capturedFailures { assertSnapshot(of: DiscScene(), snapshotDirectory: folder, environment: SnapshotEnvironment([:])) }
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages[0].contains("(configuration record: .never)"), messages[0])
        XCTAssertEqual(try contents(folder), [], "the actual image goes to the build folder, not beside the references")
    }

    func testAsyncTestsRunInTheClassScopeToo() async throws {
        XCTAssertEqual(SnapshotConfiguration.current.tolerance, .exact)
    }
}

/// The Swift Testing way: a suite trait for every test in it, a test trait on top of it.
@Suite(.snapshots(record: .never, tolerance: .exact))
struct SnapshotTraitTests {
    @Test func theSuitesSettingsReachItsTests() {
        #expect(SnapshotConfiguration.current.record == .never)
        #expect(SnapshotConfiguration.current.tolerance == .exact)
    }

    @Test(.snapshots(record: .failed)) func aTestsTraitReplacesOnlyWhatItGives() {
        #expect(SnapshotConfiguration.current.record == .failed)
        #expect(SnapshotConfiguration.current.tolerance == .exact)
    }

    @Test func anAssertionUnderTheTraitFollowsIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("motion-snapshot-trait-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        withKnownIssue {
            assertSnapshot(of: DiscScene(), snapshotDirectory: folder, environment: SnapshotEnvironment([:]))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("missing references are not recorded (configuration record: .never)") }
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("anAssertionUnderTheTraitFollowsIt.png").path))
    }
}
