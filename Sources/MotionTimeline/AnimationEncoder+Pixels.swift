import Foundation

extension AnimationEncoder {
    /// Encodes frames that are already pixels: `frame(i)` gives frame `i` as `width × height × 4`
    /// bytes of straight RGBA. For measuring the encoder alone (`make bench`); opaque frames.
    package func encode(count: Int, width: Int, height: Int, fps: Double, to url: URL, jobs: Int,
                        frame: @escaping @Sendable (Int) -> [UInt8]) throws -> Report {
        let frames = AnimationFrames(count: count, width: width, height: height) { { frame($0) } }
        return try encode(frames, fps: fps, loop: settings.loop ?? .forever, transparent: false, to: .file(url), jobs: jobs) { _, _ in }
    }
}
