import MotionRender

/// Compares images pixel by pixel against a ``SnapshotTolerance`` and draws diff images.
///
/// Both images are 8-bit RGBA with straight alpha (``/MotionGraphics/RasterImage``). Two fully transparent pixels
/// are equal whatever their colour channels hold.
public enum ImageComparator {
    /// Measures how `actual` differs from `reference`.
    ///
    /// The pixels are compared by ``/MotionGraphics/ImageDifference`` (four bytes at a time, nothing allocated per
    /// pixel); this applies the tolerance.
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
        // The pixel loop is the renderer's; this adds the tolerance and the report.
        let difference = ImageDifference(reference, actual, threshold: tolerance.channelThreshold)!
        return ImageComparison(referenceSize: referenceSize, actualSize: actualSize, tolerance: tolerance,
                               pixelCount: difference.pixelCount, differingPixels: difference.differingPixels,
                               changedPixels: difference.changedPixels, maximumChannelDelta: difference.maximumChannelDelta,
                               differingRegion: difference.differingRegion)
    }
}
