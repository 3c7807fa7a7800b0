/// An inclusive rectangle of pixels, `(0, 0)` at the top-left, printed as `x 10...20, y 5...9`.
public struct PixelRegion: Hashable, Sendable, CustomStringConvertible {
    public var minX: Int
    public var minY: Int
    public var maxX: Int
    public var maxY: Int

    public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    public var description: String { "x \(minX)...\(maxX), y \(minY)...\(maxY)" }
}
