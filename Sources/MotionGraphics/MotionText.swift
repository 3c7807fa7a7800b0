import MotionCore

/// A text with its style, in the shape of SwiftUI's `Text`: a value built with modifiers, then
/// resolved and drawn by a canvas (`c.draw(text, in: rect)`, `c.resolve(text)`).
///
/// ```swift
/// let card = MotionText("Play a game a day and keep your streak going.")
///     .font(MotionFont(size: 15, weight: .medium))
///     .foregroundColor(c.palette.secondaryText)
///     .multilineTextAlignment(.center)
///     .lineLimit(2)
/// c.draw(card, in: CGRect(x: 40, y: 200, width: 280, height: 60))
/// ```
///
/// Lines wrap at word boundaries (Unicode line breaking, so Chinese and Japanese wrap between
/// characters); a word longer than the width is broken between characters. `"\n"` starts a new
/// paragraph; each paragraph takes its own direction (see ``TextDirection``).
public struct MotionText: Hashable, Sendable {
    /// The characters, in logical (reading) order.
    public var string: String
    /// Family, size, weight, italic and OpenType features (default Inter Regular 14).
    public var font: MotionFont
    /// The text's colour, or nil (default) for the palette's `text` colour.
    public var foregroundColor: MotionColor?
    /// Points added between characters (SwiftUI `tracking`, canvas `letterSpacing`); default 0.
    /// It goes between the characters of a line (n − 1 times for n characters), not after the
    /// last one as CSS does. Non-zero tracking turns optional ligatures off, as in a browser.
    public var tracking: Double
    /// Points added between characters on top of the font's own kerning, which stays on (SwiftUI
    /// `kerning`); default 0. Pango spaces letters one way only, so this adds to ``tracking``
    /// and, unlike SwiftUI's, also turns optional ligatures off when non-zero.
    public var kerning: Double
    /// Points added between lines (SwiftUI `lineSpacing`); default 0: lines are as tall as
    /// their fonts' ascent + descent.
    public var lineSpacing: Double
    /// The most lines to show (SwiftUI `lineLimit`), or nil (default) for as many as the text
    /// needs; the last line shown is truncated by ``truncationMode``.
    public var lineLimit: Int?
    /// How lines line up in the width (default `.leading`, following each paragraph's direction).
    public var alignment: TextAlignment
    /// Where the ellipsis goes when lines are cut (default `.tail`).
    public var truncationMode: TruncationMode
    /// The base direction of the paragraphs (default `.natural`: from the letters, then the locale).
    public var direction: TextDirection

    public init(_ string: String, font: MotionFont = MotionFont()) {
        self.string = string
        self.font = font
        foregroundColor = nil
        tracking = 0
        kerning = 0
        lineSpacing = 0
        lineLimit = nil
        alignment = .leading
        truncationMode = .tail
        direction = .natural
    }
}
