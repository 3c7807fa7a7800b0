/// How much two images of the same size differ: the one pixel comparison of the package, used by
/// snapshot tests, the benchmark and the format cross-checks.
///
/// Both images are 8-bit RGBA with straight alpha. Two fully transparent pixels are equal whatever
/// their colour channels hold (their colour is invisible).
public struct ImageDifference: Hashable, Sendable, CustomStringConvertible {
    /// The largest difference of any channel of any pixel, 0…255.
    public let maximumChannelDelta: Int
    /// Mean absolute channel difference over all pixels and channels, in `[0, 1]`.
    public let meanAbsoluteError: Double
    /// How many pixels have some channel differing by more than `threshold`.
    public let differingPixels: Int
    /// How many pixels differ at all (some channel by at least 1).
    public let changedPixels: Int
    /// The smallest rectangle holding every differing pixel; nil when none differ.
    public let differingRegion: PixelRegion?
    /// The per-channel delta above which a pixel counts as differing.
    public let threshold: Int
    /// Pixels compared.
    public let pixelCount: Int

    /// `differingPixels / pixelCount`.
    public var differingFraction: Double { pixelCount == 0 ? 0 : Double(differingPixels) / Double(pixelCount) }

    /// Compares two images pixel by pixel. Returns nil when the sizes differ.
    ///
    /// The loop reads both buffers four bytes at a time, skips identical pixels and allocates
    /// nothing per pixel: two 1080 × 840 frames compare in a few milliseconds.
    /// - Parameters:
    ///   - a: one image.
    ///   - b: the other, of the same size.
    ///   - threshold: a pixel differs when one channel moves by more than this (0…255, default 0).
    public init?(_ a: RasterImage, _ b: RasterImage, threshold: Int = 0) {
        guard a.width == b.width, a.height == b.height else { return nil }
        let width = a.width, limit = UInt32(max(0, threshold))
        var maximum: UInt32 = 0, total = 0, differing = 0, changed = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        a.rgba.withUnsafeBytes { left in
            b.rgba.withUnsafeBytes { right in
                var offset = 0
                for index in 0..<(a.width * a.height) {
                    let p = left.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                    let q = right.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                    offset &+= 4
                    if p == q { continue }
                    let (largest, sum) = Self.channelDeltas(p, q)
                    guard largest > 0 else { continue }
                    changed &+= 1
                    total &+= sum
                    if largest > maximum { maximum = largest }
                    if largest > limit {
                        differing &+= 1
                        let x = index % width, y = index / width
                        if x < minX { minX = x }
                        if x > maxX { maxX = x }
                        if y < minY { minY = y }
                        maxY = y
                    }
                }
            }
        }
        maximumChannelDelta = Int(maximum)
        meanAbsoluteError = a.rgba.isEmpty ? 0 : Double(total) / Double(a.rgba.count) / 255
        differingPixels = differing
        changedPixels = changed
        differingRegion = maxX < 0 ? nil : PixelRegion(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
        self.threshold = threshold
        pixelCount = a.width * a.height
    }

    /// The largest and the summed per-channel difference of two pixels packed as four bytes;
    /// (0, 0) when both are fully transparent. Alpha is byte 3 in memory: the top byte of the word
    /// on little-endian machines, the bottom one on big-endian machines.
    @inlinable
    public static func channelDeltas(_ p: UInt32, _ q: UInt32) -> (largest: UInt32, sum: Int) {
        let alphaShift: UInt32 = 1.littleEndian == 1 ? 24 : 0
        if (p >> alphaShift) & 0xFF == 0, (q >> alphaShift) & 0xFF == 0 { return (0, 0) }
        var largest: UInt32 = 0, sum = 0
        var shift: UInt32 = 0
        while shift < 32 {
            let x = (p >> shift) & 0xFF, y = (q >> shift) & 0xFF
            let d = x > y ? x - y : y - x
            if d > largest { largest = d }
            sum &+= Int(d)
            shift += 8
        }
        return (largest, sum)
    }

    public var description: String {
        "max channel delta \(maximumChannelDelta), mean abs error \(meanAbsoluteError), \(differingPixels) of \(pixelCount) pixels differ by more than \(threshold)"
    }
}
