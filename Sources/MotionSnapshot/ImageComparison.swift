import MotionRender

/// The measured difference between a reference image and an actual image.
///
/// Produced by ``ImageComparator/compare(_:_:tolerance:)``. When the sizes differ nothing else is
/// measured: ``passes`` is false and the counts are 0.
public struct ImageComparison: Hashable, Sendable, CustomStringConvertible {
    /// The reference's width and height in pixels.
    public let referenceSize: PixelSize
    /// The actual image's width and height in pixels.
    public let actualSize: PixelSize
    /// The tolerance the images were compared with.
    public let tolerance: SnapshotTolerance
    /// Pixels compared (0 when the sizes differ).
    public let pixelCount: Int
    /// Pixels where some channel moved by more than the tolerance's channel threshold.
    public let differingPixels: Int
    /// Pixels that changed at all, within the tolerance or not.
    public let changedPixels: Int
    /// The largest change of any channel of any pixel, 0…255.
    public let maximumChannelDelta: Int
    /// The smallest rectangle holding every differing pixel, or nil when none differs.
    public let differingRegion: PixelRegion?

    /// True when the sizes agree and `differingFraction <= tolerance.pixelFraction`.
    public var passes: Bool {
        sizesMatch && differingFraction <= tolerance.pixelFraction
    }

    /// True when both images have the same width and height.
    public var sizesMatch: Bool { referenceSize == actualSize }

    /// `differingPixels / pixelCount`, 0 for empty images.
    public var differingFraction: Double {
        pixelCount == 0 ? 0 : Double(differingPixels) / Double(pixelCount)
    }

    /// One line: the sizes when they differ, else the measured difference against the tolerance.
    public var description: String {
        guard sizesMatch else {
            return "size differs: reference is \(referenceSize), actual is \(actualSize)"
        }
        var text = "\(differingPixels) of \(pixelCount) pixels (\(SnapshotTolerance.percent(differingFraction))) differ by more than \(tolerance.channelThreshold)/255 in some channel (allowed: \(SnapshotTolerance.percent(tolerance.pixelFraction))); largest channel delta \(maximumChannelDelta)/255"
        if let differingRegion { text += "; differing region \(differingRegion)" }
        return text
    }

    /// A comparison as measured, every value stored as given (``ImageComparator`` measures them).
    public init(referenceSize: PixelSize, actualSize: PixelSize, tolerance: SnapshotTolerance, pixelCount: Int,
                differingPixels: Int, changedPixels: Int, maximumChannelDelta: Int, differingRegion: PixelRegion?) {
        self.referenceSize = referenceSize
        self.actualSize = actualSize
        self.tolerance = tolerance
        self.pixelCount = pixelCount
        self.differingPixels = differingPixels
        self.changedPixels = changedPixels
        self.maximumChannelDelta = maximumChannelDelta
        self.differingRegion = differingRegion
    }
}
