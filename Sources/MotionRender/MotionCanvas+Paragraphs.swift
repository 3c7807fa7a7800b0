import Foundation

extension MotionCanvas {
    /// `text` resolved against this canvas's environment, to measure and then draw.
    public func resolve(_ text: MotionText) -> ResolvedText { ResolvedText(text, canvas: self) }

    /// Draws `text` in `rect`: wrapped to its width, aligned in it by the text's alignment, from
    /// its top; lines that do not fit its height (or the line limit) are cut, the last one shown
    /// ending in an ellipsis. An infinite height is no limit.
    ///
    /// A width or height that is 0, negative or NaN is reported (the render fails naming it).
    public func draw(_ text: MotionText, in rect: CGRect) { draw(resolve(text), in: rect) }

    /// Draws `text` without wrapping (lines break only at `"\n"`) with the point `anchor` of its
    /// laid-out box on `point` (default: the centre).
    public func draw(_ text: MotionText, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws resolved text in `rect`; see ``draw(_:in:)-(MotionText,_)``.
    public func draw(_ resolved: ResolvedText, in rect: CGRect) {
        guard !resolved.text.string.isEmpty else { return }
        guard rect.origin.x.isFinite, rect.origin.y.isFinite else {
            return target.report("text \"\(TextLayoutRequest.excerpt(resolved.text.string))\" in a rect at (\(rect.origin.x), \(rect.origin.y))")
        }
        guard let layout = paragraphLayout(resolved.text, in: rect.size) else { return }
        paint(layout, at: rect.origin, with: .color(resolved.color), what: "text")
    }

    /// Draws resolved text at `point`; see ``draw(_:at:anchor:)-(MotionText,_,_)``.
    public func draw(_ resolved: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        guard !resolved.text.string.isEmpty else { return }
        guard point.x.isFinite, point.y.isFinite else {
            return target.report("text \"\(TextLayoutRequest.excerpt(resolved.text.string))\" at \(point)")
        }
        guard let layout = paragraphLayout(resolved.text, in: CGSize(width: Double.infinity, height: .infinity)) else { return }
        let size = layout.metrics.size
        paint(layout, at: CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height),
              with: .color(resolved.color), what: "text")
    }

    /// The measured layout of `text` in `size`, for sizing cards around text; see ``ResolvedText``.
    public func metrics(of text: MotionText, in size: CGSize) -> TextLayoutMetrics { resolve(text).metrics(in: size) }

    /// The paragraph layout, or nil after reporting why it cannot be laid out.
    func paragraphLayout(_ text: MotionText, in size: CGSize) -> TextLayout? {
        layout(TextLayoutRequest(text: text, size: size, settings: target.textSettings))
    }
}
