internal import CPNG

/// Copies rows of a ``RasterImage`` (straight RGBA) as PNG's RGB or RGBA bytes.
final class PNGRasterRows {
    let image: RasterImage
    let withAlpha: Bool

    init(image: RasterImage, withAlpha: Bool) {
        self.image = image
        self.withAlpha = withAlpha
    }

    static let fill: cpng_fill_row = { context, y, row in
        guard let context, let row else { return }
        let source = Unmanaged<PNGRasterRows>.fromOpaque(context).takeUnretainedValue()
        let width = source.image.width
        source.image.rgba.withUnsafeBufferPointer { rgba in
            let start = Int(y) * width * 4
            if source.withAlpha {
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
