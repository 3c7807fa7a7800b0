/// How much two images of the same size differ.
public struct ImageDifference: Hashable, Sendable, CustomStringConvertible {
    /// The largest difference of any channel of any pixel, 0…255.
    public let maximumChannelDelta: Int
    /// Mean absolute channel difference over all pixels and channels, in `[0, 1]`.
    public let meanAbsoluteError: Double
    /// How many pixels have some channel differing by more than `threshold`.
    public let differingPixels: Int
    /// The per-channel delta above which a pixel counts as differing.
    public let threshold: Int
    /// Pixels compared.
    public let pixelCount: Int

    /// `differingPixels / pixelCount`.
    public var differingFraction: Double { pixelCount == 0 ? 0 : Double(differingPixels) / Double(pixelCount) }

    /// Compares two images pixel by pixel (RGBA, straight alpha). Returns nil when sizes differ.
    /// - Parameter threshold: a pixel differs when one channel moves by more than this (0…255, default 0).
    public init?(_ a: RasterImage, _ b: RasterImage, threshold: Int = 0) {
        guard a.width == b.width, a.height == b.height else { return nil }
        var maximum = 0, total = 0, differing = 0
        a.rgba.withUnsafeBufferPointer { pa in
            b.rgba.withUnsafeBufferPointer { pb in
                var i = 0
                while i < pa.count {
                    var pixelMax = 0
                    for c in 0..<4 {
                        let d = abs(Int(pa[i + c]) - Int(pb[i + c]))
                        total += d
                        pixelMax = max(pixelMax, d)
                    }
                    maximum = max(maximum, pixelMax)
                    if pixelMax > threshold { differing += 1 }
                    i += 4
                }
            }
        }
        maximumChannelDelta = maximum
        meanAbsoluteError = a.rgba.isEmpty ? 0 : Double(total) / Double(a.rgba.count) / 255
        differingPixels = differing
        self.threshold = threshold
        pixelCount = a.width * a.height
    }

    public var description: String {
        "max channel delta \(maximumChannelDelta), mean abs error \(meanAbsoluteError), \(differingPixels) of \(pixelCount) pixels differ by more than \(threshold)"
    }
}
