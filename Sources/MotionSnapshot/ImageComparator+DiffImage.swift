import MotionRender

extension ImageComparator {
    /// The colour of pixels that differ by more than the tolerance: opaque red.
    public static let differingColor: (r: UInt8, g: UInt8, b: UInt8) = (255, 0, 40)
    /// The colour of pixels that changed but stayed within the tolerance: orange.
    public static let toleratedColor: (r: UInt8, g: UInt8, b: UInt8) = (255, 170, 0)
    /// The colour of pixels that exist in only one of two differently sized images: magenta.
    public static let outsideColor: (r: UInt8, g: UInt8, b: UInt8) = (200, 0, 255)

    /// An image that shows where `actual` differs from `reference`.
    ///
    /// Unchanged pixels show the reference faded to a light grey (so the scene stays recognisable),
    /// pixels beyond the tolerance are ``differingColor``, pixels that changed within it are
    /// ``toleratedColor``. When the sizes differ the image covers both (the larger width and the
    /// larger height), and pixels that only one image has are ``outsideColor``. Every pixel is opaque.
    ///
    /// - Throws: ``SnapshotError/invalidTolerance(name:value:)`` when `tolerance` is outside `[0, 1]`.
    public static func diffImage(_ reference: RasterImage, _ actual: RasterImage,
                                 tolerance: SnapshotTolerance = .default) throws -> RasterImage {
        try tolerance.validate()
        let threshold = UInt32(tolerance.channelThreshold)
        let width = max(reference.width, actual.width), height = max(reference.height, actual.height)
        var out = [UInt8](repeating: 255, count: width * height * 4)
        reference.rgba.withUnsafeBytes { left in
            actual.rgba.withUnsafeBytes { right in
                out.withUnsafeMutableBufferPointer { pixels in
                    for y in 0..<height {
                        for x in 0..<width {
                            let o = (y * width + x) * 4
                            let inReference = x < reference.width && y < reference.height
                            let inActual = x < actual.width && y < actual.height
                            let colour: (r: UInt8, g: UInt8, b: UInt8)
                            if inReference && inActual {
                                let a = left.loadUnaligned(fromByteOffset: (y * reference.width + x) * 4, as: UInt32.self)
                                let b = right.loadUnaligned(fromByteOffset: (y * actual.width + x) * 4, as: UInt32.self)
                                let delta = a == b ? 0 : ImageDifference.channelDeltas(a, b).largest
                                if delta > threshold {
                                    colour = differingColor
                                } else if delta > 0 {
                                    colour = toleratedColor
                                } else {
                                    colour = faded(left, at: (y * reference.width + x) * 4)
                                }
                            } else {
                                colour = outsideColor
                            }
                            pixels[o] = colour.r
                            pixels[o + 1] = colour.g
                            pixels[o + 2] = colour.b
                        }
                    }
                }
            }
        }
        return RasterImage(width: width, height: height, rgba: out)
    }

    /// The reference pixel as a light grey: its luminance over white, compressed to 200…255 so
    /// that no unchanged pixel can be mistaken for a highlight.
    private static func faded(_ pixels: UnsafeRawBufferPointer, at offset: Int) -> (r: UInt8, g: UInt8, b: UInt8) {
        let r = Int(pixels[offset]), g = Int(pixels[offset + 1]), b = Int(pixels[offset + 2]), a = Int(pixels[offset + 3])
        let luminance = (r * 54 + g * 183 + b * 19) >> 8                 // Rec. 709 weights, 0…255
        let overWhite = (luminance * a + 255 * (255 - a)) / 255
        let grey = UInt8(200 + overWhite * 55 / 255)
        return (grey, grey, grey)
    }
}
