import Foundation

/// Decoded pixels: 8-bit RGBA, straight alpha, rows top to bottom.
///
/// Used to compare frames (snapshot tests, format cross-checks) and to read PNG files written
/// by this package or by other tools.
public struct RasterImage: Hashable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height × 4` bytes: R, G, B, A per pixel.
    public let rgba: [UInt8]

    /// Pixels of `width × height` from `rgba`, row by row from the top, straight alpha.
    /// - Precondition: `rgba.count == width × height × 4` (a programmer error otherwise).
    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(rgba.count == width * height * 4, "RasterImage needs width × height × 4 bytes")
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The pixel at `(x, y)` as `(r, g, b, a)`; `(0, 0)` is the top-left.
    public subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)x\(height)")
        let i = (y * width + x) * 4
        return (rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3])
    }
}
