internal import CCairo
internal import CPango
internal import CFontconfig
import Foundation

/// The outlines of glyphs as SVG symbols, one per glyph of each font, made with cairo from the
/// font Pango drew the glyph with (unhinted: an SVG is drawn at any size). A colour glyph (an
/// emoji of a bitmap font), which has no outline, becomes the picture cairo draws of it, at 4×
/// its size: the one glyph kind whose source is pixels.
///
/// Used by one thread at a time, like the writer that owns it.
final class GlyphOutlines {
    private let surface: OpaquePointer
    private let cr: OpaquePointer
    private let options: OpaquePointer

    init() {
        surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)!
        cr = cairo_create(surface)!
        options = cairo_font_options_create()!
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    }

    deinit {
        cairo_font_options_destroy(options)
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// The symbol id of `glyph` of `font`, defined in `definitions` on its first use; nil for a
    /// glyph Pango marks as missing (drawn as a box in raster output) or a font cairo cannot use.
    func symbol(_ glyph: UInt32, of font: UnsafeMutablePointer<PangoFont>, in definitions: SVGDefinitions) -> String? {
        guard cpango_glyph_is_unknown(glyph) == 0, let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(font)),
              let face = cairo_scaled_font_get_font_face(scaled) else { return nil }
        var matrix = cairo_matrix_t()
        cairo_scaled_font_get_font_matrix(scaled, &matrix)
        let key = "\(UInt(bitPattern: face)) \(matrix.xx) \(matrix.yx) \(matrix.xy) \(matrix.yy) \(glyph)"
        let color = Self.isColorFont(font)
        return definitions.define("g", tag: "symbol", key: key) {
            var out = SVGMarkup(" overflow=\"visible\">")
            cairo_set_font_face(cr, face)
            cairo_set_font_matrix(cr, &matrix)
            cairo_set_font_options(cr, options)
            var g = cairo_glyph_t(index: UInt(glyph), x: 0, y: 0)
            if color {
                out.append(picture(&g))
            } else {
                cairo_new_path(cr)
                cairo_glyph_path(cr, &g, 1)
                out.append("<path d=\"")
                Self.append(cairo_copy_path(cr), into: &out)
                out.append("\"/>")
            }
            out.append("</symbol>")
            return out
        }
    }

    /// The outline of `glyph` of `font` as cairo's path (the caller frees it; nil when
    /// `cached(key)` says the caller already has it) with the key that names it; nil for a
    /// missing glyph, a colour glyph or a font cairo cannot use.
    func path(_ glyph: UInt32, of font: UnsafeMutablePointer<PangoFont>,
              cached: (String) -> Bool) -> (key: String, path: UnsafeMutablePointer<cairo_path_t>?)? {
        guard cpango_glyph_is_unknown(glyph) == 0, !Self.isColorFont(font),
              let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(font)),
              let face = cairo_scaled_font_get_font_face(scaled) else { return nil }
        var matrix = cairo_matrix_t()
        cairo_scaled_font_get_font_matrix(scaled, &matrix)
        let key = "\(UInt(bitPattern: face)) \(matrix.xx) \(matrix.yx) \(matrix.xy) \(matrix.yy) \(glyph)"
        if cached(key) { return (key, nil) }
        cairo_set_font_face(cr, face)
        cairo_set_font_matrix(cr, &matrix)
        cairo_set_font_options(cr, options)
        var g = cairo_glyph_t(index: UInt(glyph), x: 0, y: 0)
        cairo_new_path(cr)
        cairo_glyph_path(cr, &g, 1)
        return (key, cairo_copy_path(cr))
    }

    /// A colour glyph drawn by cairo at 4× its size, as an `<image>` over its ink.
    private func picture(_ glyph: inout cairo_glyph_t) -> SVGMarkup {
        var extents = cairo_text_extents_t()
        cairo_glyph_extents(cr, &glyph, 1, &extents)
        guard extents.width > 0, extents.height > 0 else { return SVGMarkup() }
        let scale = 4.0
        let w = Int32((extents.width * scale).rounded(.up)) + 2, h = Int32((extents.height * scale).rounded(.up)) + 2
        let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h)!
        defer { cairo_surface_destroy(image) }
        let draw = cairo_create(image)!
        cairo_set_font_face(draw, cairo_get_font_face(cr))
        var matrix = cairo_matrix_t()
        cairo_get_font_matrix(cr, &matrix)
        cairo_set_font_matrix(draw, &matrix)
        cairo_set_font_options(draw, options)
        cairo_translate(draw, 1, 1)
        cairo_scale(draw, scale, scale)
        var placed = cairo_glyph_t(index: glyph.index, x: -extents.x_bearing, y: -extents.y_bearing)
        cairo_show_glyphs(draw, &placed, 1)
        cairo_destroy(draw)
        cairo_surface_flush(image)
        guard let png = try? PNGEncoder.encode(image, compression: .balanced) else { return SVGMarkup() }
        var out = SVGMarkup("<image")
        out.attribute("x", extents.x_bearing - 1 / scale)
        out.attribute("y", extents.y_bearing - 1 / scale)
        out.attribute("width", Double(w) / scale)
        out.attribute("height", Double(h) / scale)
        out.append(" href=\"data:image/png;base64,")
        out.append(png.base64EncodedString())
        out.append("\"/>")
        return out
    }

    /// True when the font has colour glyphs (fontconfig's `color` property).
    private static func isColorFont(_ font: UnsafeMutablePointer<PangoFont>) -> Bool {
        guard let pattern = cpango_font_pattern(font) else { return false }
        var value: FcBool = 0
        return FcPatternGetBool(pattern, FC_COLOR, 0, &value) == FcResultMatch && value != 0
    }

    /// cairo's path data as SVG path data (frees `path`).
    static func append(_ path: UnsafeMutablePointer<cairo_path_t>?, into out: inout SVGMarkup) {
        guard let path else { return }
        defer { cairo_path_destroy(path) }
        guard let data = path.pointee.data else { return }
        var i = 0
        let count = Int(path.pointee.num_data)
        while i < count {
            let header = data[i].header
            func point(_ k: Int) { out.number(data[i + k].point.x); out.append(" "); out.number(data[i + k].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: out.append("M"); point(1)
            case CAIRO_PATH_LINE_TO: out.append("L"); point(1)
            case CAIRO_PATH_CURVE_TO: out.append("C"); point(1); out.append(" "); point(2); out.append(" "); point(3)
            default: out.append("Z")
            }
            i += Int(header.length)
        }
    }
}
