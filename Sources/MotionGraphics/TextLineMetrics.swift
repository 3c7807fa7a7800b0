/// One laid-out line of a paragraph, in points of the box, relative to the paragraph's top-left.
public struct TextLineMetrics: Hashable, Sendable {
    /// The characters of the string on this line, in Unicode scalars from the start of the
    /// string (a line cut by an ellipsis still counts the characters it stands for).
    public var scalarRange: Range<Int>
    /// The line's advance width (without trailing spaces).
    public var width: Double
    /// The left edge of the line's advance, after alignment.
    public var minX: Double
    /// The line's baseline, from the top of the paragraph.
    public var baseline: Double
    /// Height of the line above and below its baseline (its fonts' ascent and descent).
    public var ascent: Double, descent: Double
    /// True when the line's base direction is right to left.
    public var isRightToLeft: Bool

    public init(scalarRange: Range<Int>, width: Double, minX: Double, baseline: Double, ascent: Double, descent: Double,
                isRightToLeft: Bool) {
        self.scalarRange = scalarRange
        self.width = width
        self.minX = minX
        self.baseline = baseline
        self.ascent = ascent
        self.descent = descent
        self.isRightToLeft = isRightToLeft
    }
}
