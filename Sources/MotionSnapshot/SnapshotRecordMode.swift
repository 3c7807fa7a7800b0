/// When references are written instead of compared.
///
/// Chosen per assertion by its `record:` parameter, else by the innermost scoped configuration
/// (`withSnapshotTesting(record:)`, the `.snapshots(record:)` trait), else by the
/// `MOTION_SNAPSHOT_RECORD` environment variable, else ``never`` when `CI` is true and
/// ``missing`` otherwise (see ``SnapshotEnvironment/recordSetting(argument:configuration:)``).
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Compare only; a missing reference is a failure. The default under CI.
    case never
    /// Record references that do not exist yet; compare the others. The default outside CI.
    case missing
    /// Record references that do not exist yet and re-record those that fail: a snapshot that
    /// differs, or a reference that cannot be read or decoded. Matching references stay as they
    /// are. A check that cannot be made (a render error, an invalid tolerance) records nothing.
    case failed
    /// Record every reference, replacing the existing ones.
    case all
}
