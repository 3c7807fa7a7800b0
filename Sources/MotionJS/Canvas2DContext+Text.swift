import Foundation
import MotionRender

/// Text per HTML §4.12.5.1.11, drawn and measured through MotionCanvas's Pango text: shaping,
/// kerning and ligatures, bidi, fallback fonts, the canvas's baselines (``TextBaseline``) and
/// alignment, `letterSpacing` as tracking, `maxWidth` by squeezing.
extension Canvas2DContext {
    /// The text call the current state describes, or nil when it draws nothing (non-finite
    /// coordinates, a `maxWidth` that is not > 0).
    func canvasText(_ raw: String, _ x: Double, _ y: Double, maxWidth: Double?, paint: CanvasText.Paint) -> CanvasText? {
        guard x.isFinite, y.isFinite else { return nil }
        if let maxWidth, !(maxWidth.isFinite && maxWidth > 0) { return nil }
        let size = state.font.size
        return CanvasText(string: CanvasText.prepared(raw), point: CGPoint(x: x, y: y), font: textFont,
                          align: TextAlign(rawValue: state.textAlign) ?? .start, baseline: TextBaseline(rawValue: state.textBaseline) ?? .alphabetic,
                          direction: state.direction == "rtl" ? .rightToLeft : state.direction == "ltr" ? .leftToRight : nil,
                          tracking: state.letterSpacing.pixels(fontSize: size), wordSpacing: state.wordSpacing.pixels(fontSize: size),
                          maxWidth: maxWidth, paint: paint)
    }

    /// The font with the state's kerning, caps and rendering settings as OpenType features.
    var textFont: MotionFont {
        var font = state.font.motionFont
        if state.fontKerning == "none" { font.features.append(.kerning(false)) }
        if state.textRendering == "optimizeSpeed" { font.features += [.kerning(false), .ligatures(false)] }
        font.features += CSSFont.capsFeatures(state.fontVariantCaps)
        return font
    }

    func fillText(_ text: String, _ x: Double, _ y: Double, maxWidth: Double?) throws {
        guard let call = canvasText(text, x, y, maxWidth: maxWidth, paint: .fill(state.fillStyle.shading)), !call.string.isEmpty else { return }
        try emit(.text(call))
    }

    func strokeText(_ text: String, _ x: Double, _ y: Double, maxWidth: Double?) throws {
        guard state.strokeStyle.object == nil else {
            throw ScriptThrow.unsupported("strokeText with a gradient or pattern strokeStyle is not supported yet (MotionCanvas strokes text with a colour)")
        }
        guard let call = canvasText(text, x, y, maxWidth: maxWidth, paint: .stroke(state.strokeStyle.color.color, state.strokeStyleValue)),
              !call.string.isEmpty else { return }
        try emit(.text(call))
    }

    /// `measureText`, in the prelude's order: width, actualBoundingBoxLeft/Right/Ascent/Descent,
    /// fontBoundingBoxAscent/Descent, emHeightAscent/Descent, hanging, alphabetic and ideographic
    /// baselines, relative to the `textAlign` point and the `textBaseline` line (``TextMetrics``
    /// spells out each one).
    func measureText(_ raw: String) throws -> [Double] {
        guard let call = canvasText(raw, 0, 0, maxWidth: nil, paint: .fill(.color(.black))) else { return [] }
        let direction = call.resolvedDirection(measurer.layoutDirection)
        var failure: Error?
        let measure = { (text: String) -> TextMetrics in
            do { return try self.measurer.measure(text, call.font, tracking: call.tracking, direction: direction) } catch {
                failure = failure ?? error
                return TextMetrics(width: 0, ascent: 0, descent: 0)
            }
        }
        let whole = measure(call.string)
        let (runs, width) = call.runs(measure)
        if let failure { throw failure }
        var ink = CGRect.null
        for run in runs {
            let box = call.wordSpacing == 0 ? whole.inkBounds : measure(run.text).inkBounds
            if !box.isEmpty { ink = ink.union(box.offsetBy(dx: run.offset, dy: 0)) }
        }
        if ink.isNull { ink = .zero }
        let k = call.align.fraction(rightToLeft: direction == .rightToLeft) * width
        let o = whole.baselineOffset(call.baseline)
        return [width, k - ink.minX, ink.maxX - k, -ink.minY - o, ink.maxY + o,
                whole.ascent - o, whole.descent + o, whole.emAscent - o, whole.emDescent + o,
                whole.baselineOffset(.hanging) - o, -o, whole.baselineOffset(.ideographic) - o]
    }
}
