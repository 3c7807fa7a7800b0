import Foundation

/// Assets parsed once per process, by file path and by `Resources/` path: the logic of
/// ``SVGAssetCache`` and ``BitmapAssetCache``.
///
/// Thread-safe: the first request for a path loads it under a lock; errors are not cached, so
/// a fixed file can be retried.
final class PathKeyedCache<Asset: AnyObject>: @unchecked Sendable {
    private let lock = NSLock()
    private var assets: [String: Asset] = [:]
    private var resources: [String: Asset] = [:]
    private let load: (URL) throws -> Asset

    init(load: @escaping (URL) throws -> Asset) { self.load = load }

    func asset(at url: URL) throws -> Asset {
        let key = url.standardizedFileURL.path
        lock.lock()
        defer { lock.unlock() }
        if let asset = assets[key] { return asset }
        let asset = try load(url)
        assets[key] = asset
        return asset
    }

    func resource(_ relativePath: String) throws -> Asset {
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

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return assets.count
    }
}
