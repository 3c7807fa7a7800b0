import Foundation

extension RasterImage {
    /// The image as PNG bytes that decode to exactly these pixels (RGB when every alpha is 255,
    /// RGBA otherwise), compressed with `compression` (default ``/MotionGraphics/PNGCompression/balanced``;
    /// ``/MotionGraphics/PNGCompression/cairo`` falls back to balanced, as cairo needs its own surface).
    public func pngData(compression: PNGCompression = .balanced) throws -> Data {
        try PNGEncoder.encode(self, compression: compression == .cairo ? .balanced : compression)
    }
}
