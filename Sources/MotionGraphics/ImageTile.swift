import MotionCore
import Foundation

/// An image repeated as a pattern: which part of it, placed how, repeated which way
/// (see ``Shading/tiledImage(_:sourceRect:transform:repetition:)``).
public struct ImageTile: Hashable, Sendable {
    public var image: any ImageAsset
    /// The part of the image that forms one tile, in unit coordinates (`(0, 0, 1, 1)`: all of it).
    public var sourceRect: CGRect
    /// From tile space (the image's points, the tile's top-left corner at the origin) to the
    /// drawing's coordinates.
    public var transform: MotionTransform
    public var repetition: TileRepetition

    public init(image: any ImageAsset, sourceRect: CGRect, transform: MotionTransform, repetition: TileRepetition) {
        self.image = image
        self.sourceRect = sourceRect
        self.transform = transform
        self.repetition = repetition
    }

    public static func == (a: ImageTile, b: ImageTile) -> Bool {
        a.image === b.image && a.sourceRect == b.sourceRect && a.transform == b.transform && a.repetition == b.repetition
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(image))
        hasher.combine(transform)
        hasher.combine(repetition)
    }
}
