import Foundation

/// Executables `swift build --build-tests` puts beside the test bundle (`motion`, `motion-bench`).
public enum BuiltProduct {
    /// The path of the executable called `name` in the build folder (it may not exist yet).
    public static func executable(_ name: String) -> URL {
        let bundle = Bundle(for: Marker.self).bundleURL
        let candidates = [bundle, bundle.deletingLastPathComponent()].map { $0.appendingPathComponent(name) }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    private final class Marker {}
}
