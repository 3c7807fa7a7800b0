import Foundation

/// How snapshots of one format are stored and compared: to and from file bytes, and a diff.
///
/// A value of closures, so formats are added without subclassing: see ``image(tolerance:)`` and
/// ``lines`` for the built-in ones.
public struct Diffing<Format> {
    /// The bytes stored in the reference file.
    public var toData: (Format) throws -> Data
    /// Reads a reference file's bytes; the second argument is the file's path, for error messages.
    /// Throws (naming the path) when the bytes are not a valid reference.
    public var fromData: (Data, String) throws -> Format
    /// Compares `(reference, actual)`: nil when they match, else what differs. Throws for a
    /// comparison that cannot be made (an invalid tolerance).
    public var diff: (Format, Format) throws -> SnapshotDifference?

    /// A diffing made of its three closures (see the properties for what each does).
    public init(toData: @escaping (Format) throws -> Data,
                fromData: @escaping (Data, String) throws -> Format,
                diff: @escaping (Format, Format) throws -> SnapshotDifference?) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}
