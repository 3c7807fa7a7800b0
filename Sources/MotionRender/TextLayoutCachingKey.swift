/// Whether laid-out texts are kept between frames and documents (default true). The benchmark
/// turns it off to measure what the cache saves; output is the same either way.
package struct TextLayoutCachingKey: EnvironmentKey {
    package static let defaultValue = true
    package static var name: String { "text-layout-caching" }
    /// The cache changes the time a frame takes, never its bytes.
    package static var changesDrawing: Bool { false }
}
