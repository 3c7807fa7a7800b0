/// How far an image may drift from its reference and still match.
///
/// Two numbers, both fractions in `[0, 1]`:
/// - ``channelDelta``: how much one channel (R, G, B or A) of one pixel may change, as a fraction
///   of full scale (`0.04` ≈ 10 of 255 levels). A pixel whose every channel stays within it counts
///   as unchanged.
/// - ``pixelFraction``: the share of all pixels that may change by more than ``channelDelta``
///   (`0.002` is 0.2 %, about 200 pixels of a 360 × 280 frame).
///
/// The defaults absorb anti-aliasing and rounding differences between cairo or librsvg versions,
/// while a shape moved by a few points changes thousands of pixels strongly and fails.
///
/// Values outside `[0, 1]` (or NaN) are rejected by ``validate()``, which every comparison calls,
/// so a bad tolerance fails the check with a message naming the value instead of passing silently.
public struct SnapshotTolerance: Hashable, Sendable, CustomStringConvertible {
    /// The largest change of one channel that still counts as equal, as a fraction of 255 (default 0.04).
    public var channelDelta: Double
    /// The share of pixels allowed to exceed ``channelDelta`` (default 0.002).
    public var pixelFraction: Double

    /// A tolerance; see the type's documentation for the meaning and range of each value.
    public init(channelDelta: Double = 0.04, pixelFraction: Double = 0.002) {
        self.channelDelta = channelDelta
        self.pixelFraction = pixelFraction
    }

    /// The defaults: `channelDelta` 0.04, `pixelFraction` 0.002.
    public static let `default` = SnapshotTolerance()

    /// No change at all is allowed.
    public static let exact = SnapshotTolerance(channelDelta: 0, pixelFraction: 0)

    /// Throws ``SnapshotError/invalidTolerance(name:value:)`` when a value is NaN or outside `[0, 1]`.
    public func validate() throws {
        for (name, value) in [("channelDelta", channelDelta), ("pixelFraction", pixelFraction)] {
            guard value >= 0, value <= 1 else { throw SnapshotError.invalidTolerance(name: name, value: value) }
        }
    }

    /// ``channelDelta`` in channel levels, 0…255: a pixel differs when some channel moves by more.
    public var channelThreshold: Int {
        Int((min(max(channelDelta, 0), 1) * 255 + 1e-9).rounded(.down))
    }

    public var description: String {
        "channel delta \(channelThreshold)/255, up to \(Self.percent(pixelFraction)) of pixels"
    }

    /// `0.002` → `"0.2%"`, with at most three decimals.
    static func percent(_ fraction: Double) -> String {
        var text = String(format: "%.3f", fraction * 100)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text + "%"
    }
}
