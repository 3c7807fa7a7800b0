/// A record mode and the setting it came from, so that messages name what to change.
public struct SnapshotRecordSetting: Equatable, Sendable {
    /// Where a record mode was set.
    public enum Source: Equatable, Sendable {
        /// The assertion's `record:` argument.
        case argument
        /// A scoped configuration: `withSnapshotTesting(record:)` or the `.snapshots(record:)` trait.
        case configuration
        /// The `MOTION_SNAPSHOT_RECORD` environment variable.
        case environment
        /// Nothing was set: ``SnapshotRecordMode/never`` under CI, ``SnapshotRecordMode/missing`` elsewhere.
        case automatic
    }

    public var mode: SnapshotRecordMode
    public var source: Source

    public init(mode: SnapshotRecordMode, source: Source) {
        self.mode = mode
        self.source = source
    }

    /// The setting as a person writes it: `record: .all`, `configuration record: .failed`,
    /// `MOTION_SNAPSHOT_RECORD=missing`, `CI=true` for the automatic `never`; nil for the
    /// automatic `missing`, which nobody set.
    public var spelling: String? {
        switch source {
        case .argument: return "record: .\(mode.rawValue)"
        case .configuration: return "configuration record: .\(mode.rawValue)"
        case .environment: return "\(SnapshotEnvironment.recordVariable)=\(mode.rawValue)"
        case .automatic: return mode == .never ? "CI=true" : nil
        }
    }
}
