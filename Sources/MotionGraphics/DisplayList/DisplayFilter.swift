import Foundation

/// A filter of a ``DisplayState`` with the transform in force when it was added: its radii and
/// offsets are in those coordinates.
public struct DisplayFilter: Hashable, Sendable {
    /// The filter.
    public let filter: Filter
    /// From the coordinates the filter's numbers are in to the output's.
    public let transform: MotionTransform

    /// `filter` added under `transform`.
    public init(filter: Filter, transform: MotionTransform) {
        self.filter = filter
        self.transform = transform
    }
}
