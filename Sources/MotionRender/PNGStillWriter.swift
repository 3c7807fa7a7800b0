import Foundation

/// PNG: the frame replayed into an image surface and encoded by ``PNGEncoder`` with the options'
/// compression.
enum PNGStillWriter: StillWriter {
    static func document(_ frame: StillFrame) throws -> Data {
        let image = try ImageSurface(frame.geometry)
        try MotionRenderer.draw(frame.scene, frame.t, on: image.surface, frame.geometry, frame.environment, frame.options, assets: frame.assets)
        image.flush()
        return try PNGEncoder.encode(image.surface, compression: frame.options.pngCompression)
    }
}
