/// How a scaled image is resampled, as SwiftUI's `Image.Interpolation` (canvas
/// `imageSmoothingEnabled` and `imageSmoothingQuality`).
public enum ImageInterpolation: String, CaseIterable, Hashable, Sendable {
    /// Nearest pixel: hard pixels when enlarged (canvas `imageSmoothingEnabled = false`).
    case none
    /// Bilinear (canvas `imageSmoothingQuality = "low"`, its default).
    case low
    /// Bilinear when enlarging, an area filter when shrinking (cairo's "good"; the default here,
    /// canvas `"medium"`).
    case medium
    /// The best filter cairo has (canvas `"high"`).
    case high
}
