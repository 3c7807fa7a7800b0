import Foundation

/// A clip of a ``DisplayState``: a path in the transform it was added under, its fill rule, and
/// whether it keeps the outside of the path.
public struct DisplayClip: Hashable, Sendable {
    /// The clip's outline, in the coordinates of ``transform``.
    public let shape: DisplayShape
    /// From the path's coordinates to the output's.
    public let transform: MotionTransform
    /// The even-odd rule instead of non-zero winding.
    public let evenOdd: Bool
    /// Keeps what lies outside the path. (A canvas records an inverse clip of a non-zero path
    /// that is not a single convex outline as a mask, ``DisplayMask/Kind/path(_:evenOdd:inverse:)``.)
    public let inverse: Bool

    /// A clip to `path` under `transform`.
    public init(path: MotionPath, transform: MotionTransform, evenOdd: Bool = false, inverse: Bool = false) {
        self.init(shape: .path(path), transform: transform, evenOdd: evenOdd, inverse: inverse)
    }

    /// A clip to `shape` under `transform`.
    public init(shape: DisplayShape, transform: MotionTransform, evenOdd: Bool = false, inverse: Bool = false) {
        self.shape = shape
        self.transform = transform
        self.evenOdd = evenOdd
        self.inverse = inverse
    }

    /// The outline as a path.
    public var path: MotionPath { shape.path }
}
