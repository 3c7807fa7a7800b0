internal import CPango
internal import CFontconfig
import Foundation

extension TextLayout {
    /// One shaped run of a line: glyphs from one font, in one direction, in visual order.
    struct ShapedRun {
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
    var glyphRuns: [[ShapedRun]] {
        let offsets = Self.scalarOffsets(key.string)
        let bytes = Array(key.string.utf8)
        var lines: [[ShapedRun]] = []
        var node = pango_layout_get_lines_readonly(layout)
        while let lineNode = node {
            let line = lineNode.pointee.data!.assumingMemoryBound(to: PangoLayoutLine.self)
            var runs: [ShapedRun] = []
            Self.forEachRun(of: line) { run, item, glyphString in
                let (file, index) = Self.fontFile(of: item.analysis.font)
                let language = item.analysis.language.map { String(cString: pango_language_to_string($0)) } ?? ""
                let start = Int(item.offset), length = Int(item.length)
                let glyphs = (0..<Int(glyphString.num_glyphs)).map { i in
                    (id: glyphString.glyphs[i].glyph, advance: glyphString.glyphs[i].geometry.width,
                     cluster: offsets(start + Int(glyphString.log_clusters[i])))
                }
                runs.append(ShapedRun(fontFile: file, fontIndex: Int(index), language: language,
                                     rightToLeft: item.analysis.level % 2 == 1,
                                     text: String(decoding: bytes[start..<(start + length)], as: UTF8.self), glyphs: glyphs))
            }
            lines.append(runs)
            node = lineNode.pointee.next
        }
        return lines
    }

    /// The runs of every line with each glyph at its place, in points from the layout's top-left
    /// corner, as pangocairo draws them: a line starts at its logical left edge on its baseline,
    /// runs follow each other by their widths, each glyph at the run's pen position plus its
    /// offsets. Pango's empty glyphs (zero-width characters) are left out.
    func placeGlyphs() -> (lines: [[GlyphRun]], fonts: [[UnsafeMutablePointer<PangoFont>?]]) {
        let offsets = Self.scalarOffsets(key.string)
        let bytes = Array(key.string.utf8)
        var lines: [[GlyphRun]] = []
        var fonts: [[UnsafeMutablePointer<PangoFont>?]] = []
        let iterator = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iterator) }
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let baseline = pango_layout_iter_get_baseline(iterator)
            let line = pango_layout_iter_get_line_readonly(iterator)!
            var runs: [GlyphRun] = []
            var runFonts: [UnsafeMutablePointer<PangoFont>?] = []
            var penX = logical.x
            Self.forEachRun(of: line) { run, item, glyphString in
                let (file, index) = Self.fontFile(of: item.analysis.font)
                var size = key.font.size
                if let font = item.analysis.font, let description = pango_font_describe_with_absolute_size(font) {
                    size = Self.points(pango_font_description_get_size(description))
                    pango_font_description_free(description)
                }
                let start = Int(item.offset), length = Int(item.length)
                let y = baseline - run.pointee.y_offset
                var x = penX
                var glyphs: [GlyphRun.Glyph] = []
                glyphs.reserveCapacity(Int(glyphString.num_glyphs))
                for i in 0..<Int(glyphString.num_glyphs) {
                    let info = glyphString.glyphs[i]
                    if info.glyph != cpango_glyph_empty() {
                        glyphs.append(GlyphRun.Glyph(id: info.glyph,
                                                     position: CGPoint(x: Self.points(x + info.geometry.x_offset), y: Self.points(y + info.geometry.y_offset)),
                                                     cluster: offsets(start + Int(glyphString.log_clusters[i]))))
                    }
                    x += info.geometry.width
                }
                penX = x
                runs.append(GlyphRun(fontFile: file, fontIndex: Int(index), fontSize: size,
                                     text: String(decoding: bytes[start..<(start + length)], as: UTF8.self),
                                     isRightToLeft: item.analysis.level % 2 == 1, glyphs: glyphs))
                runFonts.append(item.analysis.font)
            }
            lines.append(runs)
            fonts.append(runFonts)
        } while pango_layout_iter_next_line(iterator) != 0
        return (lines, fonts)
    }

    /// Calls `body` with each run of `line` in order: the glyph item, its Pango item and its glyphs.
    private static func forEachRun(of line: UnsafeMutablePointer<PangoLayoutLine>,
                                   _ body: (UnsafeMutablePointer<PangoGlyphItem>, PangoItem, PangoGlyphString) -> Void) {
        var runNode = line.pointee.runs
        while let current = runNode {
            let run = current.pointee.data!.assumingMemoryBound(to: PangoGlyphItem.self)
            body(run, run.pointee.item!.pointee, run.pointee.glyphs!.pointee)
            runNode = current.pointee.next
        }
    }

    /// The file and face index of `font` from its fontconfig pattern ("" and 0 for a font that
    /// does not come from fontconfig).
    static func fontFile(of font: UnsafeMutablePointer<PangoFont>?) -> (file: String, index: Int32) {
        var file = "", index: Int32 = 0
        if let pattern = cpango_font_pattern(font) {
            var value: UnsafeMutablePointer<FcChar8>?
            if FcPatternGetString(pattern, FC_FILE, 0, &value) == FcResultMatch, let value { file = String(cString: value) }
            _ = FcPatternGetInteger(pattern, FC_INDEX, 0, &index)
        }
        return (file, index)
    }
}
