/// Why a snapshot does not match its reference, and files that help to see it.
public struct SnapshotDifference: Sendable {
    /// What differs, measured: for images the share of differing pixels and where they are; for
    /// text the first differing lines. May span several lines (text diffs do).
    public var message: String
    /// Files to write beside the reference (the diff image), besides the actual snapshot itself.
    public var artifacts: [SnapshotArtifact]

    /// A difference described by `message`, with the files that show it (default none).
    public init(message: String, artifacts: [SnapshotArtifact] = []) {
        self.message = message
        self.artifacts = artifacts
    }
}
