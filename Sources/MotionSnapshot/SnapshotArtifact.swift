import Foundation

/// A file written beside a reference when a check fails, such as the diff image.
///
/// For the reference `test.light-phone.png`, the artifact with suffix `diff` and extension `png`
/// is `test.light-phone.diff.png`.
public struct SnapshotArtifact: Sendable {
    /// Inserted before the extension: `diff`.
    public var suffix: String
    /// The file extension without the dot: `png`.
    public var pathExtension: String
    /// The file's bytes.
    public var data: Data

    /// The file `<reference name>.<suffix>.<pathExtension>` holding `data`.
    public init(suffix: String, pathExtension: String, data: Data) {
        self.suffix = suffix
        self.pathExtension = pathExtension
        self.data = data
    }
}
