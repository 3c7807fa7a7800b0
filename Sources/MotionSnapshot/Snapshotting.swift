/// A snapshot strategy: how to turn a `Value` into a snapshot of some `Format`, and how that
/// format is stored and compared (its ``Diffing``).
///
/// Strategies compose with ``pullback(_:)``: the scene strategies are the image strategy pulled
/// back along "render this frame to PNG", and the curve strategy is the text strategy pulled back
/// along "sample this function".
///
/// ```swift
/// let sizes: Snapshotting<[CGSize], String> = .lines.pullback { sizes in
///     sizes.map { "\($0.width) \($0.height)" }.joined(separator: "\n")
/// }
/// ```
public struct Snapshotting<Value, Format> {
    /// The reference file's extension, without the dot: `png`, `txt`.
    public var pathExtension: String
    /// How snapshots are stored and compared.
    public var diffing: Diffing<Format>
    /// Takes the snapshot; throws when it cannot be taken (a render error, a missing tool).
    public var snapshot: (Value) throws -> Format

    /// A strategy storing `pathExtension` files compared by `diffing`, taking snapshots with
    /// `snapshot`.
    public init(pathExtension: String, diffing: Diffing<Format>, snapshot: @escaping (Value) throws -> Format) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// This strategy applied to another kind of value, first turned into a `Value` by `transform`.
    public func pullback<NewValue>(_ transform: @escaping (NewValue) throws -> Value) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { value in
            try snapshot(transform(value))
        }
    }
}

extension Snapshotting where Value == Format {
    /// A strategy whose snapshot is the value itself.
    public init(pathExtension: String, diffing: Diffing<Format>) {
        self.init(pathExtension: pathExtension, diffing: diffing) { $0 }
    }
}
