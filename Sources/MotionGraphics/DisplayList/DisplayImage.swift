import Foundation

/// An image a display list draws: the asset object itself (which the backends draw from) with
/// equality by content, so two frames that draw the same picture from two loads of one file
/// compare equal.
public struct DisplayImage: Hashable, Sendable {
    /// The image (an SVG or bitmap asset).
    public let asset: any ImageAsset

    /// Wraps `asset`.
    public init(_ asset: any ImageAsset) { self.asset = asset }

    /// Same object, or same content hash and size.
    public static func == (a: DisplayImage, b: DisplayImage) -> Bool {
        a.asset === b.asset || (a.asset.contentHash == b.asset.contentHash && a.asset.size == b.asset.size)
    }

    /// Hashes the content hash.
    public func hash(into hasher: inout Hasher) { hasher.combine(asset.contentHash) }
}
