internal import CCairo
internal import CPango
import Foundation

/// The outlines of a display list's texts as paths, for writers that draw text as shapes (the
/// Lottie exporter): each glyph's outline, unhinted, made with cairo from the font Pango laid the
/// text out with, placed where the layout puts it. Outlines are made once per glyph of a font.
///
/// Used by one thread at a time; it keeps a text engine checked out while it lives.
package final class GlyphPaths {
    private let text = TextScope()
    private let outlines = GlyphOutlines()
    private var cache: [String: [PathElement]] = [:]

    package init() {}

    /// Every glyph of `displayText` as one path in the drawing's coordinates (the text's origin
    /// plus each glyph's place); nil when a glyph has no outline (a colour emoji) or Pango marks
    /// it as missing (drawn as a box in raster output), so the caller can draw the text otherwise.
    package func path(_ displayText: DisplayText) -> MotionPath? {
        let layout = text.engine.layout(displayText.request)
        let (lines, fonts) = layout.placed
        var path = MotionPath()
        for (line, lineFonts) in zip(lines, fonts) {
            for (run, font) in zip(line, lineFonts) {
                guard let font else { return nil }
                for glyph in run.glyphs {
                    guard let elements = outline(glyph.id, of: font) else { return nil }
                    let dx = displayText.origin.x + glyph.position.x, dy = displayText.origin.y + glyph.position.y
                    for element in elements {
                        switch element {
                        case .move(let p): path.move(to: CGPoint(x: p.x + dx, y: p.y + dy))
                        case .line(let p): path.addLine(to: CGPoint(x: p.x + dx, y: p.y + dy))
                        case let .curve(p, c1, c2):
                            path.addCurve(to: CGPoint(x: p.x + dx, y: p.y + dy), control1: CGPoint(x: c1.x + dx, y: c1.y + dy),
                                          control2: CGPoint(x: c2.x + dx, y: c2.y + dy))
                        case .close: path.closeSubpath()
                        case .arc: break
                        }
                    }
                }
            }
        }
        return path
    }

    private func outline(_ glyph: UInt32, of font: UnsafeMutablePointer<PangoFont>) -> [PathElement]? {
        guard let (key, path) = outlines.path(glyph, of: font, cached: { cache[$0] != nil }) else { return nil }
        if let known = cache[key] { return known }
        var elements: [PathElement] = []
        if let path, let data = path.pointee.data {
            var i = 0
            while i < Int(path.pointee.num_data) {
                let header = data[i].header
                func point(_ k: Int) -> CGPoint { CGPoint(x: data[i + k].point.x, y: data[i + k].point.y) }
                switch header.type {
                case CAIRO_PATH_MOVE_TO: elements.append(.move(to: point(1)))
                case CAIRO_PATH_LINE_TO: elements.append(.line(to: point(1)))
                case CAIRO_PATH_CURVE_TO: elements.append(.curve(to: point(3), control1: point(1), control2: point(2)))
                default: elements.append(.close)
                }
                i += Int(header.length)
            }
        }
        if let path { cairo_path_destroy(path) }
        cache[key] = elements
        return elements
    }
}
