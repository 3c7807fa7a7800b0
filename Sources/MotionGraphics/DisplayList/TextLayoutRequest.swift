import Foundation
import MotionCore

/// Everything a laid-out text depends on: the string, the font, the box it is laid out in and
/// the environment's locale and font rendering. Two equal requests always give the same glyphs at
/// the same places, so a display list records a text as its request (plus where it goes) and
/// every backend lays it out, or finds it laid out, the same way.
public struct TextLayoutRequest: Hashable, Sendable {
    /// The text.
    public internal(set) var string: String
    /// Family, size in points, weight, style and features.
    public internal(set) var font: MotionFont
    /// Points between characters (tracking + kerning).
    public internal(set) var letterSpacing: Double
    /// Wrap width in points, or nil for lines that only break at `"\n"`.
    public internal(set) var width: Double?
    /// Height in points to truncate to, or nil.
    public internal(set) var height: Double?
    /// The most lines shown, or nil for no limit.
    public internal(set) var lineLimit: Int?
    /// Extra points between lines.
    public internal(set) var lineSpacing: Double
    /// How lines align in the width.
    public internal(set) var alignment: TextAlignment
    /// Where a text cut to its height or line limit loses characters.
    public internal(set) var truncation: TruncationMode
    /// The paragraph direction asked for.
    public internal(set) var direction: TextDirection
    /// The locale the text is shaped for.
    public internal(set) var locale: MotionLocale
    /// Hinting and antialiasing.
    public internal(set) var rendering: FontRendering
    /// Output pixels per point, when ``rendering`` depends on the scale; 1 otherwise.
    public internal(set) var scale: Double

    /// A one-line text in `font`, laid out as the canvas does (no wrapping).
    package init(line string: String, font: MotionFont, tracking: Double = 0, direction: TextDirection = .natural,
                 locale: MotionLocale, rendering: FontRendering, scale: Double) {
        self.init(string: string, font: font, letterSpacing: tracking, width: nil, height: nil, lineLimit: nil,
                  lineSpacing: 0, alignment: .leading, truncation: .tail, direction: direction,
                  locale: locale, rendering: rendering, scale: scale)
    }

    /// `text` laid out in `size` (an infinite side is no limit).
    package init(text: MotionText, size: CGSize, locale: MotionLocale, rendering: FontRendering, scale: Double) {
        self.init(string: text.string, font: text.font, letterSpacing: text.tracking + text.kerning,
                  width: size.width.isInfinite ? nil : size.width, height: size.height.isInfinite ? nil : size.height,
                  lineLimit: text.lineLimit, lineSpacing: text.lineSpacing, alignment: text.alignment,
                  truncation: text.truncationMode, direction: text.direction, locale: locale,
                  rendering: rendering, scale: scale)
    }

    private init(string: String, font: MotionFont, letterSpacing: Double, width: Double?, height: Double?, lineLimit: Int?,
                 lineSpacing: Double, alignment: TextAlignment, truncation: TruncationMode, direction: TextDirection,
                 locale: MotionLocale, rendering: FontRendering, scale: Double) {
        self.string = string
        self.font = font
        self.letterSpacing = letterSpacing
        self.width = width
        self.height = height
        self.lineLimit = lineLimit
        self.lineSpacing = lineSpacing
        self.alignment = alignment
        self.truncation = truncation
        self.direction = direction
        self.locale = locale
        self.rendering = rendering
        self.scale = rendering.dependsOnScale ? scale : 1
    }

    /// The first problem with the request, as the one-line detail of the render error, or nil.
    /// `nonFinite` tells a NaN or infinite number from a value out of range.
    package var problem: (detail: String, nonFinite: Bool)? {
        // Written only when there is something to report: every text of every frame is checked.
        var what: String { "text \"\(Self.excerpt(string))\"" }
        if !font.size.isFinite { return ("\(what) font size \(font.size)", true) }
        if font.size <= 0 { return ("\(what) font size \(font.size): expected a size > 0", false) }
        if !letterSpacing.isFinite { return ("\(what) tracking \(letterSpacing)", true) }
        if !lineSpacing.isFinite { return ("\(what) line spacing \(lineSpacing)", true) }
        if let width {
            if width.isNaN { return ("\(what) width \(width)", true) }
            if width <= 0 { return ("\(what) width \(CompactNumber.text(width)): expected a width > 0 (or .infinity for no wrapping)", false) }
        }
        if let height {
            if height.isNaN { return ("\(what) height \(height)", true) }
            if height <= 0 { return ("\(what) height \(CompactNumber.text(height)): expected a height > 0 (or .infinity for no limit)", false) }
        }
        if let lineLimit, lineLimit < 1 { return ("\(what) lineLimit \(lineLimit): expected at least 1 (or nil for no limit)", false) }
        if let bad = font.features.first(where: { !$0.isValid }) {
            return ("\(what) font feature \(bad): expected a four-letter tag and a value ≥ 0", false)
        }
        // Counted only for a text long enough to be over the limit: every scalar takes one UTF-8 byte at
        // least, so a text of no more bytes than the limit has no more scalars either.
        if string.utf8.count > TextLimits.maximumScalars, case let scalars = string.unicodeScalars.count, scalars > TextLimits.maximumScalars {
            return ("\(what) has \(scalars) characters, over the limit of \(TextLimits.maximumScalars) for one text", false)
        }
        return nil
    }

    /// The first 24 characters of `string`, with "…" when there are more, newlines shown as ⏎.
    package static func excerpt(_ string: String) -> String {
        let cut = string.index(string.startIndex, offsetBy: 24, limitedBy: string.endIndex) ?? string.endIndex
        var head = String.UnicodeScalarView()
        for scalar in string[..<cut].unicodeScalars { head.append(scalar == "\n" ? "⏎" : scalar) }
        return cut < string.endIndex ? String(head) + "…" : String(head)
    }

    /// HarfBuzz's spelling of the feature settings (`kern=0,tnum=1`), or nil for none.
    package var featureString: String? {
        font.features.isEmpty ? nil : font.features.map { "\($0.tag)=\($0.value)" }.joined(separator: ",")
    }
}
