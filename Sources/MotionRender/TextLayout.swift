internal import CPango
internal import CCairo
internal import CFontconfig
import Foundation

/// One laid-out text: a Pango layout (shaped, wrapped, ordered for display) with its measurements,
/// made by a ``TextEngine`` and kept in its cache. Drawing it is one pangocairo call.
///
/// Owned by the engine that made it; used by one thread at a time, like the engine.
final class TextLayout {
    /// The `PangoLayout`.
    let layout: OpaquePointer
    let key: TextLayoutRequest
    /// Size, lines, baselines and ink, in points relative to the layout's top-left.
    let metrics: TextLayoutMetrics
    /// The first line's baseline from the top, in points.
    let firstBaseline: Double
    /// Metrics of the first font of the family list (the one-line API anchors on them).
    let line: TextMetrics
    /// Code points no installed font had (drawn as boxes), in reading order, each once.
    let missing: [Unicode.Scalar]
    let glyphCount: Int
    /// The engine that made the layout (a display list's text is drawn from it only by that engine).
    weak var owner: TextEngine?
    /// Every line's runs with their glyphs placed, as a display list records them, and each run's
    /// font (owned by the layout), made on first use.
    lazy var placed: (lines: [[GlyphRun]], fonts: [[UnsafeMutablePointer<PangoFont>?]]) = placeGlyphs()
    /// Every line's runs with their glyphs placed, as a display list records them.
    var displayLines: [[GlyphRun]] { placed.lines }

    /// Lays `key` out with `context` (a `PangoContext` of the engine, matching the key).
    init(_ key: TextLayoutRequest, context: OpaquePointer) {
        let description = Self.fontDescription(key)
        defer { pango_font_description_free(description) }
        let layout = Self.make(key, context, description)
        let offsets = Self.scalarOffsets(key.string)
        var lines: [TextLineMetrics] = []
        var missing: [Unicode.Scalar] = []
        var glyphs = 0
        let iterator = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iterator) }
        repeat {
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, &ink, &logical)
            let line = pango_layout_iter_get_line_readonly(iterator)!
            let start = Int(line.pointee.start_index), end = start + Int(line.pointee.length)
            lines.append(TextLineMetrics(
                scalarRange: offsets(start)..<offsets(end), width: Self.points(logical.width), minX: Self.points(logical.x),
                baseline: Self.points(pango_layout_iter_get_baseline(iterator)),
                ascent: Self.points(pango_layout_iter_get_baseline(iterator) - logical.y),
                descent: Self.points(logical.y + logical.height - pango_layout_iter_get_baseline(iterator)),
                isRightToLeft: line.pointee.resolved_dir == PANGO_DIRECTION_RTL.rawValue))
            var runs = line.pointee.runs
            while let node = runs {
                if let run = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self) {
                    let string = run.pointee.glyphs!.pointee
                    glyphs += Int(string.num_glyphs)
                    for i in 0..<Int(string.num_glyphs) {
                        let glyph = string.glyphs[i].glyph
                        guard cpango_glyph_is_unknown(glyph) != 0, let scalar = Unicode.Scalar(cpango_unknown_character(glyph)) else { continue }
                        // Pango also marks control characters it does not draw; only visible ones count.
                        if scalar.properties.generalCategory != .control, !missing.contains(scalar) { missing.append(scalar) }
                    }
                }
                runs = node.pointee.next
            }
        } while pango_layout_iter_next_line(iterator) != 0

        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let size = CGSize(width: Self.points(logical.width), height: Self.points(logical.height))
        metrics = TextLayoutMetrics(size: size, lines: lines, isTruncated: pango_layout_is_ellipsized(layout) != 0,
                                    inkBounds: Self.rect(ink))
        firstBaseline = Self.points(pango_layout_get_baseline(layout))
        // In reading order, whatever the runs' visual order.
        var seen: Set<Unicode.Scalar> = []
        self.missing = missing.isEmpty ? [] : key.string.unicodeScalars.filter { missing.contains($0) && seen.insert($0).inserted }
        glyphCount = glyphs
        self.key = key
        self.layout = layout
        line = Self.lineMetrics(key, context: context, description: description, logical: logical, ink: ink,
                                baseline: pango_layout_get_baseline(layout))
    }

    /// A new `PangoLayout` of `key` (caller owns it), with `description` as its font.
    private static func make(_ key: TextLayoutRequest, _ context: OpaquePointer, _ description: OpaquePointer) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        let attributes = attributes(key)
        defer { pango_attr_list_unref(attributes) }
        key.string.utf8CString.withUnsafeBufferPointer { buffer in
            pango_layout_set_text(layout, buffer.baseAddress, Int32(buffer.count - 1))
        }
        pango_layout_set_font_description(layout, description)
        pango_layout_set_attributes(layout, attributes)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_width(layout, key.width.map { Self.units($0) } ?? -1)
        if let limit = key.lineLimit {
            pango_layout_set_height(layout, -Int32(min(limit, Int(Int32.max))))
        } else if let height = key.height {
            pango_layout_set_height(layout, Self.units(height))
        }
        if key.lineLimit != nil || key.height != nil {
            switch key.truncation {
            case .head: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
            case .middle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
            case .tail: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            }
        }
        pango_layout_set_spacing(layout, Self.units(key.lineSpacing))
        // With automatic direction Pango swaps left and right for right-to-left paragraphs itself;
        // with a fixed one the leading edge is chosen here.
        pango_layout_set_auto_dir(layout, key.direction == .natural ? 1 : 0)
        let flipped = key.direction == .rightToLeft
        switch key.alignment {
        case .leading: pango_layout_set_alignment(layout, flipped ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .trailing: pango_layout_set_alignment(layout, flipped ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT)
        }

        return layout
    }

    deinit { cpango_unref(UnsafeMutableRawPointer(layout)) }

    /// Draws the layout with its top-left corner at `origin`, in the current source (colour or
    /// shading) and transform of `cr`.
    func show(at origin: CGPoint, _ cr: OpaquePointer) {
        cairo_move_to(cr, origin.x, origin.y)
        pango_cairo_show_layout(cr, layout)
    }

    /// The glyph outlines with the layout's top-left corner at `origin`, as a path (colour
    /// bitmaps such as emoji have none).
    func outline(at origin: CGPoint) -> MotionPath {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)!
        let cr = cairo_create(surface)!
        defer {
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
        }
        cairo_move_to(cr, origin.x, origin.y)
        pango_cairo_layout_path(cr, layout)
        let copied = cairo_copy_path(cr)!
        defer { cairo_path_destroy(copied) }
        var path = MotionPath()
        var i = 0
        let data = copied.pointee.data!
        while i < Int(copied.pointee.num_data) {
            let header = data[i].header
            func point(_ k: Int) -> CGPoint { CGPoint(x: data[i + k].point.x, y: data[i + k].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: path.move(to: point(1))
            case CAIRO_PATH_LINE_TO: path.addLine(to: point(1))
            case CAIRO_PATH_CURVE_TO: path.addCurve(to: point(3), control1: point(1), control2: point(2))
            default: path.closeSubpath()
            }
            i += Int(header.length)
        }
        return path
    }

    // MARK: - Building blocks

    static func units(_ points: Double) -> Int32 {
        Int32(max(Double(Int32.min), min(Double(Int32.max), (points * Double(PANGO_SCALE)).rounded())))
    }

    static func points(_ units: Int32) -> Double { Double(units) / Double(PANGO_SCALE) }

    static func rect(_ r: PangoRectangle) -> CGRect {
        CGRect(x: points(r.x), y: points(r.y), width: points(r.width), height: points(r.height))
    }

    /// Family list, size, weight and style; the caller frees it.
    static func fontDescription(_ key: TextLayoutRequest) -> OpaquePointer {
        let description = pango_font_description_new()!
        FontFallback.familyList(key.font.family, locale: key.locale).joined(separator: ",").withCString {
            pango_font_description_set_family(description, $0)
        }
        pango_font_description_set_absolute_size(description, key.font.size * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(key.font.weight.rawValue)))
        pango_font_description_set_style(description, key.font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        return description
    }

    /// Language, letter spacing and OpenType features over the whole text.
    static func attributes(_ key: TextLayoutRequest) -> OpaquePointer {
        let attributes = pango_attr_list_new()!
        let language = key.locale.identifier.withCString { pango_language_from_string($0) }
        pango_attr_list_insert(attributes, pango_attr_language_new(language))
        if key.letterSpacing != 0 {
            pango_attr_list_insert(attributes, pango_attr_letter_spacing_new(units(key.letterSpacing)))
        }
        if let features = key.featureString {
            features.withCString { pango_attr_list_insert(attributes, pango_attr_font_features_new($0)) }
        }
        return attributes
    }

    /// A function from UTF-8 byte offsets in `string` to Unicode scalar offsets.
    static func scalarOffsets(_ string: String) -> (Int) -> Int {
        var table: [Int] = []
        table.reserveCapacity(string.utf8.count)
        var index = 0
        for scalar in string.unicodeScalars {
            for _ in 0..<UTF8.width(scalar) { table.append(index) }
            index += 1
        }
        return { byte in byte < table.count ? table[byte] : index }
    }

    /// The family of a font from fontconfig, or nil for any other font.
    static func family(of font: UnsafeMutablePointer<PangoFont>) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard let pattern = cpango_font_pattern(font), FcPatternGetString(pattern, FC_FAMILY, 0, &value) == FcResultMatch,
              let value else { return nil }
        return String(cString: value)
    }

    /// Vertical metrics of the family list's first font, with the width and ink of the text.
    static func lineMetrics(_ key: TextLayoutRequest, context: OpaquePointer, description: OpaquePointer,
                            logical: PangoRectangle, ink: PangoRectangle, baseline: Int32) -> TextMetrics {
        let inkBounds = rect(ink).offsetBy(dx: -points(logical.x), dy: -points(baseline))
        guard let font = pango_context_load_font(context, description) else {
            return TextMetrics(width: points(logical.width), ascent: points(baseline),
                               descent: points(logical.height - baseline), inkBounds: inkBounds)
        }
        defer { cpango_unref(UnsafeMutableRawPointer(font)) }
        FontLibrary.shared.checkFamily(key.font.family, firstFontFamily: family(of: font))
        let language = key.locale.identifier.withCString { pango_language_from_string($0) }
        let fontMetrics = pango_font_get_metrics(font, language)!
        defer { pango_font_metrics_unref(fontMetrics) }
        let ascent = points(pango_font_metrics_get_ascent(fontMetrics))
        let descent = points(pango_font_metrics_get_descent(fontMetrics))
        let em = EmSquare(font: font, size: key.font.size, ascent: ascent, descent: descent)
        return TextMetrics(width: points(logical.width), ascent: ascent, descent: descent,
                           emAscent: em.ascent, emDescent: em.descent, inkBounds: inkBounds)
    }
}
