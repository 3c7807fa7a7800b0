import Foundation
import Testing

/// Snapshot settings for a Swift Testing suite (and every test in it) or a single test: the
/// trait form of ``withSnapshotTesting(record:artifacts:tolerance:diffTool:operation:)``.
///
/// ```swift
/// @Suite(.snapshots(record: .failed, tolerance: SnapshotTolerance(pixelFraction: 0.001)))
/// struct BadgeSnapshots {
///     @Test func badge() { assertSnapshot(of: BadgeScene()) }
/// }
/// ```
///
/// Traits nest like scopes: a test's trait replaces only the settings it gives.
public struct SnapshotTestingTrait: SuiteTrait, TestTrait, TestScoping {
    /// The settings this trait gives.
    public var configuration: SnapshotConfiguration

    /// Applies to every test in a suite, not only to the suite as a whole.
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        try await SnapshotConfiguration.$current.withValue(SnapshotConfiguration.current.merging(configuration)) {
            try await function()
        }
    }
}

extension Trait where Self == SnapshotTestingTrait {
    /// Snapshot settings for this suite or test; each nil keeps the enclosing scope's (see
    /// ``SnapshotConfiguration``).
    public static func snapshots(record: SnapshotRecordMode? = nil, artifacts: URL? = nil,
                                 tolerance: SnapshotTolerance? = nil, diffTool: SnapshotDiffTool? = nil) -> Self {
        SnapshotTestingTrait(configuration: SnapshotConfiguration(record: record, artifacts: artifacts,
                                                                  tolerance: tolerance, diffTool: diffTool))
    }
}
