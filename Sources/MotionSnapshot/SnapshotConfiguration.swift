import Foundation

/// Settings for every snapshot assertion in a scope: record mode, artifacts folder, image
/// tolerance and diff tool. Each is optional; an unset one falls back to the enclosing scope,
/// then to the environment variables (``SnapshotEnvironment``), then to the built-in default.
///
/// Set it for a block with `withSnapshotTesting(…) { … }` (an XCTest class does so for every test
/// by overriding `invokeTest`), or for a Swift Testing suite or test with the `.snapshots(…)`
/// trait; both come with `MotionSnapshotTesting`. Scopes nest: an inner one replaces only the
/// settings it gives.
///
/// What wins, for each setting: an assertion's own argument (`record:`, a strategy's explicit
/// tolerance) › the innermost scope › the environment variable › the default.
public struct SnapshotConfiguration: Sendable {
    /// The record mode (default: from `MOTION_SNAPSHOT_RECORD`, else `never` under CI and
    /// `missing` elsewhere).
    public var record: SnapshotRecordMode?
    /// Where the actual snapshots and diff images of failing checks go, in a subfolder per test
    /// file (`<artifacts>/BadgeTests/testBadge.actual.png`), instead of beside the references
    /// (default: `MOTION_SNAPSHOT_ARTIFACTS`, else beside the reference). CI uploads this folder.
    public var artifacts: URL?
    /// The tolerance of image strategies that were not given one (default ``SnapshotTolerance/default``).
    public var tolerance: SnapshotTolerance?
    /// The command printed with a mismatch to compare the two files (default:
    /// `MOTION_SNAPSHOT_DIFF_TOOL`, else none).
    public var diffTool: SnapshotDiffTool?

    public init(record: SnapshotRecordMode? = nil, artifacts: URL? = nil, tolerance: SnapshotTolerance? = nil,
                diffTool: SnapshotDiffTool? = nil) {
        self.record = record
        self.artifacts = artifacts
        self.tolerance = tolerance
        self.diffTool = diffTool
    }

    /// The configuration of the current scope (the current task and the tasks it starts).
    @TaskLocal public static var current = SnapshotConfiguration()

    /// This configuration with the settings `inner` gives replacing this one's.
    public func merging(_ inner: SnapshotConfiguration) -> SnapshotConfiguration {
        SnapshotConfiguration(record: inner.record ?? record, artifacts: inner.artifacts ?? artifacts,
                              tolerance: inner.tolerance ?? tolerance, diffTool: inner.diffTool ?? diffTool)
    }
}
