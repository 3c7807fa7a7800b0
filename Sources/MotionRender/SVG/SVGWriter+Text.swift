import Foundation

extension SVGWriter {
    /// A laid-out text as its glyphs' symbols placed under `t`, filled with `fill` at `opacity`,
    /// followed (when `searchable`) by the text itself, transparent: each line as one `<text>`
    /// stretched over the line's width, in reading order, for search, selection and screen readers.
    ///
    /// Glyphs are placed between where the layout puts them and where the raster output puts
    /// them: cairo draws each glyph at a whole pixel of the output, so each glyph moves
    /// ``glyphSnap`` of the way from its exact place to the nearest whole pixel of the document.
    /// At its own size the SVG then draws text close to the PNG; at any zoom no glyph is more
    /// than 0.3 pixel (of the document) from its exact place.
    /// How far a glyph moves towards the nearest whole pixel of the document (see
    /// ``textElement(_:_:fill:opacity:searchable:)``): 0.6, measured as the best agreement of the
    /// built-in scenes' SVGs with their PNGs at 1× and at 4× in librsvg and Chromium together.
    static let glyphSnap = 0.6

    func textElement(_ text: DisplayText, _ t: MotionTransform, fill: String, opacity: Double, searchable: Bool) -> SVGMarkup? {
        let layout = assets.text.engine.layout(text.request)
        let inverse = t.inverted
        func placed(_ p: CGPoint) -> CGPoint {
            guard let inverse else { return p }
            let d = t.apply(p)
            let k = Self.glyphSnap
            return inverse.apply(CGPoint(x: d.x + k * (d.x.rounded() - d.x), y: d.y + k * (d.y.rounded() - d.y)))
        }
        let (lines, fonts) = layout.placed
        var uses = SVGMarkup()
        for (line, lineFonts) in zip(lines, fonts) {
            for (run, font) in zip(line, lineFonts) {
                guard let font else { continue }
                for glyph in run.glyphs {
                    guard let symbol = glyphs.symbol(glyph.id, of: font, in: definitions) else { continue }
                    uses.append("<use href=\"#\(symbol)\"")
                    let p = placed(CGPoint(x: text.origin.x + glyph.position.x, y: text.origin.y + glyph.position.y))
                    uses.attribute("x", p.x)
                    uses.attribute("y", p.y)
                    uses.append("/>")
                }
            }
        }
        guard !uses.bytes.isEmpty else { return nil }
        var out = SVGMarkup("<g")
        out.transform(t)
        out.append(" fill=\"\(fill)\"")
        if opacity < 1 { out.attribute("opacity", opacity, decimals: 4) }
        out.append(">")
        if uses.bytes.count > Self.sharedPathBytes {
            // The glyphs placed, defined once: the same line in the same place (a text that fades,
            // or is drawn in several frames) is one definition used again.
            var rest = SVGMarkup(">")
            rest.append(uses)
            rest.append("</g>")
            out.append("<use href=\"#\(definitions.define("t", tag: "g", rest))\"/>")
        } else {
            out.append(uses)
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
        return out
    }
}
