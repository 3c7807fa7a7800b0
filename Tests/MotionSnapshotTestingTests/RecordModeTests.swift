import Foundation
import MotionRender
import MotionSnapshot
import MotionTestSupport
import XCTest

/// The four record modes, what wins when several are set, and what each message asks for.
final class RecordModeTests: XCTestCase {
    private func verify(_ scene: any MotionScene = DiscScene(), at reference: URL, record: SnapshotRecordMode? = nil,
                        environment: [String: String] = [:], configuration: SnapshotConfiguration = SnapshotConfiguration(),
                        strategy: Snapshotting<SceneFrame, SnapshotImage> = .png) -> SnapshotOutcome {
        SnapshotVerifier.verify({ SceneFrame(scene) }, as: strategy, reference: reference, record: record,
                                environment: SnapshotEnvironment(environment), configuration: configuration)
    }

    func testAnArgumentWinsOverTheScopeWhichWinsOverTheVariable() throws {
        let environment = SnapshotEnvironment(["MOTION_SNAPSHOT_RECORD": "all", "CI": "true"])
        XCTAssertEqual(try environment.recordSetting(argument: .never, configuration: .failed),
                       SnapshotRecordSetting(mode: .never, source: .argument))
        XCTAssertEqual(try environment.recordSetting(configuration: .failed), SnapshotRecordSetting(mode: .failed, source: .configuration))
        XCTAssertEqual(try environment.recordSetting(), SnapshotRecordSetting(mode: .all, source: .environment))
        XCTAssertEqual(try SnapshotEnvironment(["CI": "true"]).recordSetting(), SnapshotRecordSetting(mode: .never, source: .automatic))
        XCTAssertEqual(try SnapshotEnvironment([:]).recordSetting(), SnapshotRecordSetting(mode: .missing, source: .automatic))
        XCTAssertEqual(try SnapshotEnvironment(["MOTION_SNAPSHOT_RECORD": " Failed "]).recordSetting().mode, .failed)
        // A bad variable is only an error when it is consulted.
        let bad = SnapshotEnvironment(["MOTION_SNAPSHOT_RECORD": "sometimes"])
        XCTAssertEqual(try bad.recordSetting(configuration: .never).mode, .never)
        XCTAssertThrowsError(try bad.recordSetting())
    }

    /// Each way a reference gets written names the setting that wrote it, and only `all`, which
    /// records on every run, asks to run again without it.
    func testRecordingMessagesNameTheSettingThatCausedThem() throws {
        let folder = try makeTemporaryFolder(self)
        let reference = folder.appendingPathComponent("disc.png")
        let path = reference.path
        // (what, whether the reference exists before, the check, the message)
        let cases: [(String, Bool, () -> SnapshotOutcome, String)] = [
            ("nothing set", false, { self.verify(at: reference) },
             "recorded a new reference \(path); check it and commit it: later runs compare with it"),
            ("variable missing", false, { self.verify(at: reference, environment: ["MOTION_SNAPSHOT_RECORD": "missing"]) },
             "recorded a new reference \(path) (MOTION_SNAPSHOT_RECORD=missing); check it and commit it: later runs compare with it"),
            ("variable all", true, { self.verify(at: reference, environment: ["MOTION_SNAPSHOT_RECORD": "all"]) },
             "replaced the reference \(path) (MOTION_SNAPSHOT_RECORD=all); check it and commit it, then run again without MOTION_SNAPSHOT_RECORD=all"),
            ("argument all", true, { self.verify(at: reference, record: .all) },
             "replaced the reference \(path) (record: .all); check it and commit it, then run again without record: .all"),
            ("scope all", true, { self.verify(at: reference, configuration: SnapshotConfiguration(record: .all)) },
             "replaced the reference \(path) (configuration record: .all); check it and commit it, then run again without configuration record: .all"),
        ]
        for (what, exists, run, expected) in cases {
            if !exists { try? FileManager.default.removeItem(at: reference) }
            XCTAssertEqual(FileManager.default.fileExists(atPath: path), exists, what)
            XCTAssertEqual(run().failureMessage, expected, what)
        }
    }

    func testMissingMessagesNameTheSettingThatKeptThemFromBeingRecorded() throws {
        let folder = try makeTemporaryFolder(self)
        let reference = folder.appendingPathComponent("disc.png")
        let actual = folder.appendingPathComponent("disc.actual.png").path
        let tail = "; the actual snapshot is at \(actual); record it with MOTION_SNAPSHOT_RECORD=missing where you can check it, and commit it"
        let cases: [(SnapshotOutcome, String)] = [
            (verify(at: reference, environment: ["CI": "true"]), " (CI=true)"),
            (verify(at: reference, environment: ["MOTION_SNAPSHOT_RECORD": "never"]), " (MOTION_SNAPSHOT_RECORD=never)"),
            (verify(at: reference, record: .never), " (record: .never)"),
            (verify(at: reference, configuration: SnapshotConfiguration(record: .never)), " (configuration record: .never)"),
        ]
        for (outcome, because) in cases {
            XCTAssertEqual(outcome.failureMessage, "no reference at \(reference.path), and missing references are not recorded\(because)\(tail)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: reference.path))
    }

    func testFailedRecordsMissingAndFailingReferencesAndLeavesMatchingOnesAlone() throws {
        let folder = try makeTemporaryFolder(self)
        let failed = SnapshotConfiguration(record: .failed)
        let matching = folder.appendingPathComponent("matching.png"), moved = folder.appendingPathComponent("moved.png")
        let absent = folder.appendingPathComponent("absent.png"), corrupt = folder.appendingPathComponent("corrupt.png")
        _ = verify(at: matching, record: .all)
        _ = verify(DiscScene(offset: 6), at: moved, record: .all)
        try Data("not a png".utf8).write(to: corrupt)
        let untouched = try Data(contentsOf: matching)
        let attributes = try FileManager.default.attributesOfItem(atPath: matching.path)

        XCTAssertEqual(verify(at: matching, configuration: failed), .matched(reference: matching))
        XCTAssertEqual(try Data(contentsOf: matching), untouched)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: matching.path)[.modificationDate] as? Date,
                       attributes[.modificationDate] as? Date, "a matching reference is not rewritten")

        let setting = SnapshotRecordSetting(mode: .failed, source: .configuration)
        XCTAssertEqual(verify(at: absent, configuration: failed), .recorded(reference: absent, replaced: false, setting: setting))

        let rerecorded = verify(at: moved, configuration: failed)
        guard case let .recorded(_, replaced, _, difference?) = rerecorded else { return XCTFail("\(rerecorded)") }
        XCTAssertTrue(replaced)
        XCTAssertTrue(difference.contains("pixels") && difference.contains("differ"), difference)
        let message = try XCTUnwrap(rerecorded.failureMessage)
        XCTAssertTrue(message.hasPrefix("re-recorded the reference \(moved.path), which did not match (configuration record: .failed): "), message)
        XCTAssertTrue(message.hasSuffix("; check it and commit it: later runs compare with it"), message)

        let fixed = verify(at: corrupt, configuration: failed)
        XCTAssertEqual(fixed, .recorded(reference: corrupt, replaced: true, setting: setting,
                                        difference: "reference \(corrupt.path) is not a readable PNG (9 bytes)"))
        // Every reference now holds the centred disc, and nothing else was left behind.
        for reference in [matching, moved, absent, corrupt] {
            XCTAssertEqual(verify(at: reference, environment: ["CI": "true"]), .matched(reference: reference), reference.lastPathComponent)
        }
        XCTAssertEqual(try contents(folder), ["absent.png", "corrupt.png", "matching.png", "moved.png"])
    }

    func testFailedDoesNotRecordWhatCannotBeChecked() throws {
        let folder = try makeTemporaryFolder(self)
        let reference = folder.appendingPathComponent("disc.png")
        _ = verify(DiscScene(offset: 6), at: reference, record: .all)
        let before = try Data(contentsOf: reference)
        let badTolerance = verify(at: reference, configuration: SnapshotConfiguration(record: .failed),
                                  strategy: .png(tolerance: SnapshotTolerance(pixelFraction: 3)))
        XCTAssertEqual(badTolerance, .error(reference: reference, message: "tolerance pixelFraction 3.0 is outside 0...1"))
        let unrenderable = SnapshotVerifier.verify({ SceneFrame(DiscScene(), at: .time(9)) }, as: .png, reference: reference,
                                                   environment: SnapshotEnvironment([:]), configuration: SnapshotConfiguration(record: .failed))
        XCTAssertTrue(try XCTUnwrap(unrenderable.failureMessage).contains("time 9 is outside scene 'disc'"))
        XCTAssertEqual(try Data(contentsOf: reference), before)
    }
}
