/// How much text one drawing call may lay out, so a runaway string costs bounded time and memory.
///
/// A text over a limit is not drawn: the render fails with one line naming the count and the
/// limit, and writes no file.
public enum TextLimits {
    /// Unicode scalars in one text (checked before layout).
    public static let maximumScalars = 20_000
    /// Lines in one laid-out paragraph (checked after layout).
    public static let maximumLines = 1_000
    /// Glyphs in one laid-out text (checked after layout; a scalar is rarely more than a glyph).
    public static let maximumGlyphs = 40_000
}
