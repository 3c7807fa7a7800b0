/// How far glyph outlines are fitted to the pixel grid (cairo's hint style).
///
/// Hinting sharpens small text on screen at one size, and makes the shapes depend on the output
/// scale: a still at scale 3 is then not the still at scale 1 drawn finer.
public enum FontHinting: String, Sendable, CaseIterable, Hashable, Codable {
    /// Outlines exactly as designed (default): every scale and format draws the same shapes.
    case none
    /// Vertical fitting only.
    case slight
    /// Outlines fitted with medium strength, between ``slight`` and ``full`` (cairo's medium hint style).
    case medium
    /// Outlines fitted as far as the font's hints go.
    case full
}
