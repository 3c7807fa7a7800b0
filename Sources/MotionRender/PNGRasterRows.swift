/// Copies rows of a ``RasterImage`` (straight RGBA) as PNG's RGB or RGBA bytes.
struct PNGRasterRows {
    let image: RasterImage
    let withAlpha: Bool

    /// Writes image row `y` (top to bottom) as `width` × 3 or × 4 bytes at `row`.
    func convert(row y: Int, into row: UnsafeMutablePointer<UInt8>) {
        let width = image.width
        image.rgba.withUnsafeBufferPointer { rgba in
            let start = y * width * 4
            if withAlpha {
                row.update(from: rgba.baseAddress! + start, count: width * 4)
            } else {
                for x in 0..<width {
                    row[3 * x] = rgba[start + 4 * x]
                    row[3 * x + 1] = rgba[start + 4 * x + 1]
                    row[3 * x + 2] = rgba[start + 4 * x + 2]
                }
            }
        }
    }
}
