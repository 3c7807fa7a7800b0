import Foundation

extension SVGWriter {
    /// A laid-out text as its glyphs' symbols placed under `t`, filled with `fill` at `opacity`,
    /// followed (when `searchable`) by the text itself, transparent: each line as one `<text>`
    /// stretched over the line's width, in reading order, for search, selection and screen readers.
    func textElement(_ text: DisplayText, _ t: MotionTransform, fill: String, opacity: Double, searchable: Bool) -> SVGMarkup? {
        let layout = assets.text.engine.layout(text.request)
        let (lines, fonts) = layout.placed
        var out = SVGMarkup("<g")
        out.transform(t)
        out.append(" fill=\"\(fill)\"")
        if opacity < 1 { out.attribute("opacity", opacity, decimals: 4) }
        out.append(">")
        var drawn = false
        for (line, lineFonts) in zip(lines, fonts) {
            for (run, font) in zip(line, lineFonts) {
                guard let font else { continue }
                for glyph in run.glyphs {
                    guard let symbol = glyphs.symbol(glyph.id, of: font, in: definitions) else { continue }
                    out.append("<use href=\"#\(symbol)\"")
                    out.attribute("x", text.origin.x + glyph.position.x)
                    out.attribute("y", text.origin.y + glyph.position.y)
                    out.append("/>")
                    drawn = true
                }
            }
        }
        if searchable {
            for (index, line) in lines.enumerated() {
                let glyphs = line.flatMap(\.glyphs)
                guard let first = glyphs.min(by: { $0.position.x < $1.position.x }) else { continue }
                let words = line.sorted { ($0.glyphs.map(\.cluster).min() ?? 0) < ($1.glyphs.map(\.cluster).min() ?? 0) }
                    .map(\.text).joined()
                guard !words.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { continue }
                out.append("<text")
                out.attribute("x", text.origin.x + first.position.x)
                out.attribute("y", text.origin.y + first.position.y)
                out.attribute("font-family", text.request.font.family)
                out.attribute("font-size", line.first?.fontSize ?? text.request.font.size)
                if index < layout.metrics.lines.count, layout.metrics.lines[index].width > 0 {
                    out.attribute("textLength", layout.metrics.lines[index].width)
                    out.append(" lengthAdjust=\"spacingAndGlyphs\"")
                }
                out.append(" fill-opacity=\"0\">")
                out.text(words)
                out.append("</text>")
            }
        }
        out.append("</g>")
        return drawn ? out : nil
    }
}
