/// Which horizontal line of a line of text sits on the point it is drawn at, with the names and
/// the meaning of canvas `textBaseline`.
///
/// The em square is the font's em box placed as the canvas places it: its height is the font
/// size, split above and below the alphabetic baseline in the proportion of the font's OpenType
/// typographic ascender and descender (the font's ascent and descent when it has none).
///
/// | baseline | where the line is |
/// |---|---|
/// | `.alphabetic` | the alphabetic baseline (canvas default) |
/// | `.top` | the top of the em square |
/// | `.hanging` | the hanging baseline: 80 % of the font's ascent above the alphabetic one |
/// | `.middle` | halfway between the top and the bottom of the em square |
/// | `.ideographic` | the ideographic-under baseline: the font's descent below the alphabetic one |
/// | `.bottom` | the bottom of the em square |
///
/// The hanging and ideographic rules are those of Chromium's canvas, so a prototype's text lands
/// where the browser put it. All offsets come from the first font of the family list (the one a
/// Latin letter would use), never from fallback fonts, so the baseline does not move with the
/// characters drawn.
public enum TextBaseline: String, Sendable, CaseIterable, Hashable {
    case alphabetic, top, hanging, middle, ideographic, bottom
}
