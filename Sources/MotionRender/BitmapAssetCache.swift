import Foundation

/// Decodes each bitmap file once per process and hands the same ``BitmapAsset`` to every later
/// request, as ``SVGAssetCache`` does for SVG files.
///
/// Thread-safe; errors are not cached, so a fixed file can be retried.
public final class BitmapAssetCache: @unchecked Sendable {
    /// The process-wide cache.
    public static let shared = BitmapAssetCache()

    private let cache = PathKeyedCache<BitmapAsset> { try BitmapAsset(contentsOf: $0) }

    public init() {}

    /// The image at `url`, decoded on first use.
    public func asset(at url: URL) throws -> BitmapAsset { try cache.asset(at: url) }

    /// The image at `Resources/<relativePath>` (see ``MotionResources``), decoded on first use;
    /// later calls are a dictionary lookup.
    public func resource(_ relativePath: String) throws -> BitmapAsset { try cache.resource(relativePath) }

    /// How many distinct files have been decoded.
    public var count: Int { cache.count }
}
