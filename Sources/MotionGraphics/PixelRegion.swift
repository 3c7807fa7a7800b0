/// An inclusive rectangle of pixels, `(0, 0)` at the top-left, printed as `x 10...20, y 5...9`.
public struct PixelRegion: Hashable, Sendable, CustomStringConvertible {
    /// The leftmost column, included.
    public var minX: Int
    /// The top row, included.
    public var minY: Int
    /// The rightmost column, included.
    public var maxX: Int
    /// The bottom row, included.
    public var maxY: Int

    /// The pixels from `(minX, minY)` to `(maxX, maxY)`, both corners included (stored as given).
    public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    public var description: String { "x \(minX)...\(maxX), y \(minY)...\(maxY)" }
}
