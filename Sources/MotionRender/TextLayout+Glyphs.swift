internal import CPango
internal import CFontconfig
import Foundation

extension TextLayout {
    /// One shaped run of a line: glyphs from one font, in one direction, in visual order.
    struct GlyphRun {
        /// The font file the glyphs come from, and its index in a collection.
        let fontFile: String
        let fontIndex: Int
        /// The language the run was shaped with (`en`, `ar`, …).
        let language: String
        let rightToLeft: Bool
        /// The run's text (logical order).
        let text: String
        /// Glyph id (or Pango's unknown-glyph code), advance in Pango units (1/1024 pt), and the
        /// Unicode scalar offset of its cluster in the layout's string, left to right.
        let glyphs: [(id: UInt32, advance: Int32, cluster: Int)]
    }

    /// The runs of every line, line by line, each line's runs left to right: what HarfBuzz shaped
    /// and Pango ordered (tests compare it with `hb-shape` and `fribidi`).
    var glyphRuns: [[GlyphRun]] {
        let offsets = Self.scalarOffsets(key.string)
        let bytes = Array(key.string.utf8)
        var lines: [[GlyphRun]] = []
        var node = pango_layout_get_lines_readonly(layout)
        while let lineNode = node {
            let line = lineNode.pointee.data!.assumingMemoryBound(to: PangoLayoutLine.self)
            var runs: [GlyphRun] = []
            var runNode = line.pointee.runs
            while let current = runNode {
                let run = current.pointee.data!.assumingMemoryBound(to: PangoGlyphItem.self)
                let item = run.pointee.item!.pointee
                let glyphString = run.pointee.glyphs!.pointee
                var file = "", index: Int32 = 0
                if let pattern = cpango_font_pattern(item.analysis.font) {
                    var value: UnsafeMutablePointer<FcChar8>?
                    if FcPatternGetString(pattern, FC_FILE, 0, &value) == FcResultMatch, let value { file = String(cString: value) }
                    _ = FcPatternGetInteger(pattern, FC_INDEX, 0, &index)
                }
                let language = item.analysis.language.map { String(cString: pango_language_to_string($0)) } ?? ""
                let start = Int(item.offset), length = Int(item.length)
                let glyphs = (0..<Int(glyphString.num_glyphs)).map { i in
                    (id: glyphString.glyphs[i].glyph, advance: glyphString.glyphs[i].geometry.width,
                     cluster: offsets(start + Int(glyphString.log_clusters[i])))
                }
                runs.append(GlyphRun(fontFile: file, fontIndex: Int(index), language: language,
                                     rightToLeft: item.analysis.level % 2 == 1,
                                     text: String(decoding: bytes[start..<(start + length)], as: UTF8.self), glyphs: glyphs))
                runNode = current.pointee.next
            }
            lines.append(runs)
            node = lineNode.pointee.next
        }
        return lines
    }
}
