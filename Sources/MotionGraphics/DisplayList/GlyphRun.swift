import Foundation

/// One shaped run of a laid-out text: glyphs of one font in one direction, in visual order, each
/// at its place, as HarfBuzz shaped them and Pango placed them when the text was recorded.
public struct GlyphRun: Hashable, Sendable {
    /// One glyph of a run.
    public struct Glyph: Hashable, Sendable {
        /// The glyph's index in its font (or Pango's code for a missing character, drawn as a box).
        public let id: UInt32
        /// Where its origin sits on its baseline, in points from the layout's top-left corner.
        public let position: CGPoint
        /// The Unicode scalar offset in the text of the cluster the glyph belongs to.
        public let cluster: Int

        /// A glyph `id` at `position` for the cluster starting at scalar `cluster`.
        public init(id: UInt32, position: CGPoint, cluster: Int) {
            self.id = id
            self.position = position
            self.cluster = cluster
        }
    }

    /// The font file the glyphs come from.
    public let fontFile: String
    /// The face's index in the file (0 for a file of one face).
    public let fontIndex: Int
    /// The size the run is drawn at, in points.
    public let fontSize: Double
    /// The run's text, in logical order.
    public let text: String
    /// True for a right-to-left run (its glyphs are still listed left to right).
    public let isRightToLeft: Bool
    /// The glyphs, left to right.
    public let glyphs: [Glyph]

    /// A run of `glyphs` from face `fontIndex` of `fontFile` at `fontSize` points, showing `text`.
    public init(fontFile: String, fontIndex: Int, fontSize: Double, text: String, isRightToLeft: Bool, glyphs: [Glyph]) {
        self.fontFile = fontFile
        self.fontIndex = fontIndex
        self.fontSize = fontSize
        self.text = text
        self.isRightToLeft = isRightToLeft
        self.glyphs = glyphs
    }
}
