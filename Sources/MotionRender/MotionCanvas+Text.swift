internal import CCairo
import Foundation

extension MotionCanvas {
    /// Draws one line of text anchored at `point`.
    ///
    /// - Parameters:
    ///   - anchor: which point of the text's line box sits on `point`: `.center` (default),
    ///     `.leading` (left edge, vertically centred), `.topLeading`, … The line box spans the
    ///     font's ascent and descent, so the baseline does not jump with the letters drawn.
    ///   - font: family, weight, size in points (default Inter Regular 14).
    /// Text is UTF-8 ("Sofía" works); it is laid out glyph by glyph without kerning or shaping.
    public func text(_ string: String, at point: CGPoint, font: MotionFont = MotionFont(),
                     color: MotionColor, anchor: UnitPoint = .center) {
        guard !string.isEmpty else { return }
        guard point.x.isFinite, point.y.isFinite, font.size.isFinite, font.size > 0 else {
            return target.report("text \"\(string)\" at \(point) size \(font.size)")
        }
        let metrics = measure(string, font: font)
        let x = point.x - anchor.x * metrics.width
        let baseline = point.y - anchor.y * metrics.height + metrics.ascent
        paint("text", with: .color(color), bounds: { CGRect(x: x, y: baseline - metrics.ascent, width: metrics.width, height: metrics.height) }) { cr in
            select(font, cr)
            cairo_move_to(cr, x, baseline)
            cairo_show_text(cr, string)
        }
    }

    /// The advance width and line box of `string` in `font`, in points (independent of transform).
    /// After the frame ended it measures nothing (all zero).
    public func measure(_ string: String, font: MotionFont = MotionFont()) -> TextMetrics {
        guard let cr = target.cr(for: "measure") else { return TextMetrics(width: 0, ascent: 0, descent: 0) }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_identity_matrix(cr)
        select(font, cr)
        var text = cairo_text_extents_t()
        var line = cairo_font_extents_t()
        cairo_text_extents(cr, string, &text)
        cairo_font_extents(cr, &line)
        return TextMetrics(width: text.x_advance, ascent: line.ascent, descent: line.descent)
    }

    private func select(_ font: MotionFont, _ cr: OpaquePointer) {
        let library = FontLibrary.shared
        cairo_set_font_face(cr, library.face(for: font))
        cairo_set_font_size(cr, font.size)
        cairo_set_font_options(cr, library.options)
    }
}
