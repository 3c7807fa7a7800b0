import Foundation

extension MotionCanvas {
    /// Draws one line of text anchored at `point` by a point of its line box.
    ///
    /// - Parameters:
    ///   - string: the text; empty draws nothing.
    ///   - point: where the anchor lands, in points of the box (finite, or the render fails).
    ///   - anchor: which point of the text's line box sits on `point`: `.center` (default),
    ///     `.leading` (left edge, vertically centred), `.topLeading`, … The line box spans the
    ///     first font's ascent and descent, so the baseline does not jump with the letters drawn.
    ///     To put a baseline on the point as a canvas does, use
    ///     ``text(_:at:font:color:align:baseline:direction:tracking:maxWidth:)``.
    ///   - font: family, size in points, weight, italic, features (default Inter Regular 14).
    ///   - color: default: the palette's text colour of the current scheme.
    ///
    /// Text is shaped by HarfBuzz through Pango: kerning and ligatures, Arabic joining, Indic
    /// conjuncts, right-to-left runs in their visual order, emoji in colour, characters the
    /// family lacks from the fallback fonts (``/MotionGraphics/FontFallback``). `"\n"` starts another line below.
    public func text(_ string: String, at point: CGPoint, font: MotionFont = MotionFont(),
                     color: MotionColor? = nil, anchor: UnitPoint = .center) {
        text(string, at: point, font: font, shading: color.map(Shading.color) ?? .foreground, anchor: anchor)
    }

    /// ``text(_:at:font:color:anchor:)`` painted with any ``/MotionGraphics/Shading``: a gradient across the
    /// text's line box (`UnitPoint` gradients), a tiled image, or the copy's ``foreground``.
    public func text(_ string: String, at point: CGPoint, font: MotionFont = MotionFont(),
                     shading: Shading, anchor: UnitPoint = .center) {
        guard !string.isEmpty else { return }
        guard point.x.isFinite, point.y.isFinite else { return target.report("text \"\(TextLayoutRequest.excerpt(string))\" at \(point)") }
        guard let layout = lineLayout(string, font: font, tracking: 0, direction: .natural) else { return }
        let metrics = layout.line
        let left = point.x - anchor.x * metrics.width
        let baseline = point.y - anchor.y * metrics.height + metrics.ascent
        paint(layout, at: CGPoint(x: left, y: baseline - layout.firstBaseline), with: shading, what: "text")
    }

    /// Draws one line of text as canvas `fillText(string, x, y)` does: `baseline` of the text on
    /// `point.y`, and `point.x` at its start, end, left, right or centre by `align`.
    ///
    /// - Parameters:
    ///   - string: the text; empty draws nothing.
    ///   - point: `point.y` is the baseline's height, `point.x` the aligned end, in points of the box.
    ///   - font: family, size in points, weight, italic, features (default Inter Regular 14).
    ///   - color: default: the palette's text colour of the current scheme.
    ///   - align: canvas `textAlign` (default `.start`: the left end for left-to-right text,
    ///     the right end for right-to-left).
    ///   - baseline: canvas `textBaseline`; see ``/MotionGraphics/TextBaseline`` for where each line is.
    ///   - direction: canvas `direction` (default `.natural`: from the letters, then the locale).
    ///   - tracking: canvas `letterSpacing`, in points (default 0).
    ///   - maxWidth: canvas `maxWidth`: a line wider than this is squeezed horizontally to fit
    ///     (default nil: no limit). Must be finite and > 0.
    public func text(_ string: String, at point: CGPoint, font: MotionFont = MotionFont(), color: MotionColor? = nil,
                     align: TextAlign = .start, baseline: TextBaseline, direction: TextDirection = .natural,
                     tracking: Double = 0, maxWidth: Double? = nil) {
        text(string, at: point, font: font, shading: color.map(Shading.color) ?? .foreground, align: align, baseline: baseline,
             direction: direction, tracking: tracking, maxWidth: maxWidth)
    }

    /// ``text(_:at:font:color:align:baseline:direction:tracking:maxWidth:)`` painted with any
    /// ``/MotionGraphics/Shading`` (canvas `fillStyle` set to a gradient or pattern).
    public func text(_ string: String, at point: CGPoint, font: MotionFont = MotionFont(), shading: Shading,
                     align: TextAlign = .start, baseline: TextBaseline, direction: TextDirection = .natural,
                     tracking: Double = 0, maxWidth: Double? = nil) {
        guard !string.isEmpty else { return }
        guard point.x.isFinite, point.y.isFinite else { return target.report("text \"\(TextLayoutRequest.excerpt(string))\" at \(point)") }
        if let maxWidth, !(maxWidth.isFinite && maxWidth > 0) {
            return target.report("text \"\(TextLayoutRequest.excerpt(string))\" maxWidth \(maxWidth): expected a finite width > 0",
                                 nonFinite: !maxWidth.isFinite)
        }
        guard let layout = lineLayout(string, font: font, tracking: tracking, direction: direction) else { return }
        let origin = lineOrigin(layout, at: point, align: align, baseline: baseline)
        if let maxWidth, layout.line.width > maxWidth {
            // Squeeze about the anchor point, as the canvas does.
            var squeezed = self
            squeezed.context.translateBy(x: point.x, y: 0)
            squeezed.context.scaleBy(x: maxWidth / layout.line.width, y: 1)
            squeezed.context.translateBy(x: -point.x, y: 0)
            squeezed.paint(layout, at: origin, with: shading, what: "text")
        } else {
            paint(layout, at: origin, with: shading, what: "text")
        }
    }

    /// Strokes the outlines of one line of text as canvas `strokeText(string, x, y)` does, placed
    /// like ``text(_:at:font:color:align:baseline:direction:tracking:maxWidth:)``; `style` is the
    /// line's width, joins and dash, in points. Colour emoji have no outline and draw nothing.
    public func strokeText(_ string: String, at point: CGPoint, font: MotionFont = MotionFont(), color: MotionColor,
                           style: StrokeStyle = StrokeStyle(), align: TextAlign = .start, baseline: TextBaseline = .alphabetic,
                           direction: TextDirection = .natural, tracking: Double = 0) {
        guard !string.isEmpty else { return }
        guard point.x.isFinite, point.y.isFinite else { return target.report("strokeText \"\(TextLayoutRequest.excerpt(string))\" at \(point)") }
        guard let layout = lineLayout(string, font: font, tracking: tracking, direction: direction) else { return }
        stroke(layout.outline(at: lineOrigin(layout, at: point, align: align, baseline: baseline)), with: color, style: style)
    }

    /// The advance width, line box, em square and ink of one line of `string` in `font`, in
    /// points (independent of the transform). See ``/MotionGraphics/TextMetrics`` for canvas `measureText`.
    /// A bad font or string is reported and measures all zero, as does a canvas whose frame ended.
    public func measure(_ string: String, font: MotionFont = MotionFont(), tracking: Double = 0,
                        direction: TextDirection = .natural) -> TextMetrics {
        guard !string.isEmpty else {
            return lineLayout(" ", font: font, tracking: 0, direction: direction).map {
                TextMetrics(width: 0, ascent: $0.line.ascent, descent: $0.line.descent, emAscent: $0.line.emAscent,
                            emDescent: $0.line.emDescent)
            } ?? TextMetrics(width: 0, ascent: 0, descent: 0)
        }
        return lineLayout(string, font: font, tracking: tracking, direction: direction)?.line ?? TextMetrics(width: 0, ascent: 0, descent: 0)
    }

    // MARK: - Shared by the text calls

    /// Where the top-left corner of `layout` goes so that `baseline` is on `point.y` and `align`
    /// puts the line's start, end, left, right or centre on `point.x` (canvas `fillText`).
    func lineOrigin(_ layout: TextLayout, at point: CGPoint, align: TextAlign, baseline: TextBaseline) -> CGPoint {
        let rightToLeft = layout.metrics.lines.first?.isRightToLeft ?? false
        return CGPoint(x: point.x - align.fraction(rightToLeft: rightToLeft) * layout.line.width,
                       y: point.y + layout.line.baselineOffset(baseline) - layout.firstBaseline)
    }

    /// The laid-out line, or nil after reporting why it cannot be drawn.
    func lineLayout(_ string: String, font: MotionFont, tracking: Double, direction: TextDirection) -> TextLayout? {
        layout(TextLayoutRequest(line: string, font: font, tracking: tracking, direction: direction, settings: target.textSettings))
    }

    /// The layout for `key` from this document's engine, checked against the limits, with its
    /// missing characters warned about; nil (after a report) when it must not be drawn.
    func layout(_ key: TextLayoutRequest) -> TextLayout? {
        if let problem = key.problem { target.report(problem.detail, nonFinite: problem.nonFinite); return nil }
        guard target.isDrawing("text") else { return nil }
        let layout = target.assets.text.engine.layout(key, cached: target.textSettings.caching)
        // Written only when there is something to report: every text of every frame comes here.
        var what: String { "text \"\(TextLayoutRequest.excerpt(key.string))\"" }
        if layout.metrics.lineCount > TextLimits.maximumLines {
            target.report("\(what) needs \(layout.metrics.lineCount) lines, over the limit of \(TextLimits.maximumLines)", nonFinite: false)
            return nil
        }
        if layout.glyphCount > TextLimits.maximumGlyphs {
            target.report("\(what) needs \(layout.glyphCount) glyphs, over the limit of \(TextLimits.maximumGlyphs)", nonFinite: false)
            return nil
        }
        if !layout.missing.isEmpty { FontLibrary.shared.warnMissing(layout.missing, in: key.string) }
        return layout
    }

    /// Records `layout` with its top-left corner at `origin` (current coordinates) painted with
    /// `shading`: the one place text meets its paint, so shading (placed in the layout's box),
    /// blend mode, filters, masks, clip and opacity apply to text as to shapes.
    func paint(_ layout: TextLayout, at origin: CGPoint, with shading: Shading, what: String) {
        record(what, shading: shading, elements: layout.glyphCount) {
            .text(DisplayText(request: layout.key, origin: origin, size: layout.metrics.size, lines: layout.displayLines, layout: layout), $0)
        }
    }
}
