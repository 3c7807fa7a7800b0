import Foundation

/// Parses each SVG file once per process and hands the same ``SVGAsset`` to every later request.
///
/// Thread-safe: the first request for a path parses it under a lock; errors are not cached, so a
/// fixed file can be retried.
public final class SVGAssetCache: @unchecked Sendable {
    /// The process-wide cache.
    public static let shared = SVGAssetCache()

    private let lock = NSLock()
    private var assets: [String: SVGAsset] = [:]
    /// Assets by their path relative to `Resources/`, so repeated lookups skip URLs and the file system.
    private var resources: [String: SVGAsset] = [:]

    public init() {}

    /// The asset at `url`, parsed on first use.
    public func asset(at url: URL) throws -> SVGAsset {
        let key = url.standardizedFileURL.path
        lock.lock()
        defer { lock.unlock() }
        if let asset = assets[key] { return asset }
        let asset = try SVGAsset(contentsOf: url)
        assets[key] = asset
        return asset
    }

    /// The asset at `Resources/<relativePath>` (see ``MotionResources``), parsed on first use.
    /// Later calls for the same path are a dictionary lookup: no URL is built and the file system
    /// is not touched, which matters for scenes that ask for their assets on every frame.
    public func resource(_ relativePath: String) throws -> SVGAsset {
        lock.lock()
        let cached = resources[relativePath]
        lock.unlock()
        if let cached { return cached }
        let asset = try asset(at: MotionResources.url(relativePath))
        lock.lock()
        resources[relativePath] = asset
        lock.unlock()
        return asset
    }

    /// How many distinct files have been parsed.
    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return assets.count
    }
}
