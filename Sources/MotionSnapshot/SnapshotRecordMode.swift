/// When references are written instead of compared.
///
/// Chosen per assertion by its `record:` parameter, else by the `MOTION_SNAPSHOT_RECORD`
/// environment variable, else ``never`` when `CI` is true and ``missing`` otherwise
/// (see ``SnapshotEnvironment/recordMode(explicit:)``).
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Compare only; a missing reference is a failure. The default under CI.
    case never
    /// Record references that do not exist yet; compare the others. The default outside CI.
    case missing
    /// Record every reference, replacing the existing ones.
    case all
}
