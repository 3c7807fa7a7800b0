import Foundation

/// Parses each SVG file once per process and hands the same ``SVGAsset`` to every later request.
///
/// Thread-safe: the first request for a path parses it under a lock; errors are not cached, so a
/// fixed file can be retried.
public final class SVGAssetCache: @unchecked Sendable {
    /// The process-wide cache.
    public static let shared = SVGAssetCache()

    private let cache = PathKeyedCache<SVGAsset> { try SVGAsset(contentsOf: $0) }

    public init() {}

    /// The asset at `url`, parsed on first use.
    public func asset(at url: URL) throws -> SVGAsset { try cache.asset(at: url) }

    /// The asset at `Resources/<relativePath>` (see ``MotionResources``), parsed on first use.
    /// Later calls for the same path are a dictionary lookup: no URL is built and the file system
    /// is not touched, which matters for scenes that ask for their assets on every frame.
    public func resource(_ relativePath: String) throws -> SVGAsset { try cache.resource(relativePath) }

    /// How many distinct files have been parsed.
    public var count: Int { cache.count }
}
