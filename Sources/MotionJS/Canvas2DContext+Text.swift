import Foundation
import MotionRender

/// Text per HTML §4.12.5.1.11, drawn through `MotionCanvas.text` (one line, glyph by glyph, no
/// kerning, no shaping yet).
///
/// Baselines relative to the alphabetic one use the font's ascent A and descent D (cairo's font
/// extents) and its em box, the ascent and descent scaled to sum to one em: `top` is the em box
/// top, `middle` its middle, `bottom` its bottom, `ideographic` the descent line, and `hanging`
/// 80 % of the ascent (what browsers use when a font has no hanging baseline table).
extension Canvas2DContext {
    /// Where text sits: the runs to draw, each with its advance from the text's left edge, the
    /// total advance, and the font's vertical metrics.
    struct TextLayout {
        var runs: [(text: String, offset: Double)]
        var width: Double
        var ascent: Double
        var descent: Double
        var size: Double

        var emAscent: Double { ascent + descent > 0 ? size * ascent / (ascent + descent) : size * 0.8 }
        var emDescent: Double { ascent + descent > 0 ? size * descent / (ascent + descent) : size * 0.2 }

        /// How far the alphabetic baseline lies below the line `textBaseline` names.
        func baselineOffset(_ baseline: String) -> Double {
            switch baseline {
            case "top": return emAscent
            case "hanging": return ascent * 0.8
            case "middle": return (emAscent - emDescent) / 2
            case "ideographic": return -descent
            case "bottom": return -emDescent
            default: return 0
            }
        }
    }

    /// The text after the specification's whitespace preprocessing, laid out in the current font
    /// with letter and word spacing.
    func layout(_ raw: String) throws -> TextLayout {
        let text = String(raw.map { "\t\n\u{0C}\r".contains($0) ? " " : $0 })
        let font = state.font.motionFont
        let whole = try measurer.measure(text, font)
        let letter = state.letterSpacing.pixels(fontSize: font.size), word = state.wordSpacing.pixels(fontSize: font.size)
        guard letter != 0 || word != 0 else {
            return TextLayout(runs: [(text, 0)], width: whole.width, ascent: whole.ascent, descent: whole.descent, size: font.size)
        }
        // With spacing, each character is its own run: spacing follows every character (and a
        // word space every U+0020), as in browsers.
        var runs: [(String, Double)] = []
        var x = 0.0
        for character in text {
            let piece = String(character)
            runs.append((piece, x))
            x += try measurer.measure(piece, font).width + letter + (character == " " ? word : 0)
        }
        return TextLayout(runs: runs, width: x, ascent: whole.ascent, descent: whole.descent, size: font.size)
    }

    /// The fraction of the width left of the anchor for `textAlign` and `direction`.
    private var alignFraction: Double {
        let rtl = state.direction == "rtl"
        switch state.textAlign {
        case "left": return 0
        case "right": return 1
        case "center": return 0.5
        case "end": return rtl ? 0 : 1
        default: return rtl ? 1 : 0   // start
        }
    }

    func fillText(_ text: String, _ x: Double, _ y: Double, maxWidth: Double?) throws {
        guard x.isFinite, y.isFinite else { return }
        if let maxWidth, !(maxWidth > 0) { return }
        let layout = try layout(text)
        guard !layout.runs.isEmpty, layout.width.isFinite else { return }
        let font = state.font.motionFont
        var transform = state.device
        var factor = 1.0
        if let maxWidth, layout.width > maxWidth {
            // Too wide: squeeze horizontally about the anchor, as browsers do.
            factor = maxWidth / layout.width
            var context = MotionContext(transform: transform)
            context.translateBy(x: x, y: 0)
            context.scaleBy(x: factor, y: 1)
            context.translateBy(x: -x, y: 0)
            transform = context.transform
        }
        let baseline = y + layout.baselineOffset(state.textBaseline)
        let lineBox = layout.ascent + layout.descent
        let anchorY = lineBox > 0 ? layout.ascent / lineBox : 1
        let color = state.fillStyle.color
        if layout.runs.count == 1 {
            try emit(.text(layout.runs[0].text, at: CGPoint(x: x, y: baseline), font: font, color: color,
                           anchor: UnitPoint(x: alignFraction, y: anchorY)), transform: transform)
            return
        }
        let left = x - alignFraction * layout.width
        for run in layout.runs where run.text != " " {
            try emit(.text(run.text, at: CGPoint(x: left + run.offset, y: baseline), font: font, color: color,
                           anchor: UnitPoint(x: 0, y: anchorY)), transform: transform)
        }
    }

    /// `measureText`: width, font and em boxes, and the baselines, relative to `textBaseline`
    /// (positive up for ascents and baselines, down for descents), in the prelude's order.
    func measureText(_ text: String) throws -> [Double] {
        let layout = try layout(text)
        let b = layout.baselineOffset(state.textBaseline)
        return [layout.width, layout.ascent - b, layout.descent + b, layout.emAscent - b, layout.emDescent + b,
                layout.ascent * 0.8 - b, -b, -layout.descent - b]
    }
}
