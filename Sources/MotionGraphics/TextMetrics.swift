/// The measured extent of a line of text, in points of the box.
public struct TextMetrics: Hashable, Sendable {
    /// Horizontal advance: where the next character would start.
    public var width: Double
    /// Distance from the baseline up to the font's ascent line.
    public var ascent: Double
    /// Distance from the baseline down to the font's descent line (positive).
    public var descent: Double

    /// `ascent + descent`: the height of the line box that anchors use.
    public var height: Double { ascent + descent }

    public init(width: Double, ascent: Double, descent: Double) {
        self.width = width
        self.ascent = ascent
        self.descent = descent
    }
}
