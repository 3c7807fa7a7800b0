import Foundation

/// Runs `operation` with these snapshot settings for every assertion inside it (and in the tasks
/// it starts); settings left nil keep the enclosing scope's (see ``SnapshotConfiguration``).
///
/// In an XCTest class, for every test of the class:
///
/// ```swift
/// override func invokeTest() {
///     withSnapshotTesting(record: .failed, diffTool: "meld") { super.invokeTest() }
/// }
/// ```
///
/// - Parameters:
///   - record: the record mode (``SnapshotRecordMode``); wins over `MOTION_SNAPSHOT_RECORD`, while
///     an assertion's own `record:` wins over it.
///   - artifacts: the folder for the actual snapshots and diff images of failing checks; wins
///     over `MOTION_SNAPSHOT_ARTIFACTS`.
///   - tolerance: for image strategies not given one.
///   - diffTool: the command printed with each mismatch; wins over `MOTION_SNAPSHOT_DIFF_TOOL`.
public func withSnapshotTesting<Result>(
    record: SnapshotRecordMode? = nil, artifacts: URL? = nil, tolerance: SnapshotTolerance? = nil,
    diffTool: SnapshotDiffTool? = nil, operation: () throws -> Result
) rethrows -> Result {
    let scope = SnapshotConfiguration(record: record, artifacts: artifacts, tolerance: tolerance, diffTool: diffTool)
    return try SnapshotConfiguration.$current.withValue(SnapshotConfiguration.current.merging(scope), operation: operation)
}

/// The same for asynchronous code.
public func withSnapshotTesting<Result>(
    record: SnapshotRecordMode? = nil, artifacts: URL? = nil, tolerance: SnapshotTolerance? = nil,
    diffTool: SnapshotDiffTool? = nil, isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> Result
) async rethrows -> Result {
    let scope = SnapshotConfiguration(record: record, artifacts: artifacts, tolerance: tolerance, diffTool: diffTool)
    return try await SnapshotConfiguration.$current.withValue(SnapshotConfiguration.current.merging(scope),
                                                               operation: operation, isolation: isolation)
}
