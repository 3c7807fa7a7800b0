import Foundation

/// A ``MotionText`` resolved against a canvas's environment (its locale, palette colour and font
/// rendering), in the shape of SwiftUI's `GraphicsContext.ResolvedText`: measure it, then draw
/// it with ``MotionCanvas/draw(_:in:)-(ResolvedText,_)`` or ``MotionCanvas/draw(_:at:anchor:)-(ResolvedText,_,_)``.
///
/// ```swift
/// let title = c.resolve(MotionText("First badge forged").font(MotionFont(size: 17, weight: .bold)))
/// let size = title.measure(in: CGSize(width: 240, height: .infinity))
/// c.roundedRect(CGRect(x: 180 - size.width / 2 - 12, y: 230, width: size.width + 24, height: size.height + 12),
///               cornerRadius: 10, c.palette.surface)
/// c.draw(title, at: CGPoint(x: 180, y: 236 + size.height / 2))
/// ```
///
/// Measuring and drawing the same text in the same size lay it out once (the document's layout
/// cache). Like the canvas it came from, it measures and draws nothing after the frame ended.
public struct ResolvedText {
    /// The text as given.
    public let text: MotionText
    /// The colour it draws in: its own, or the palette's `text` colour.
    public let color: MotionColor
    let canvas: MotionCanvas

    init(_ text: MotionText, canvas: MotionCanvas) {
        self.text = text
        color = text.foregroundColor ?? canvas.palette.text
        self.canvas = canvas
    }

    /// The size the text takes when laid out in `size` (an infinite side is no limit): the
    /// widest line by the stacked lines. Zero after reporting a bad size.
    public func measure(in size: CGSize) -> CGSize { metrics(in: size).size }

    /// The first line's baseline from the top when laid out in `size`.
    public func firstBaseline(in size: CGSize) -> Double { metrics(in: size).firstBaseline }

    /// The last line's baseline from the top when laid out in `size`.
    public func lastBaseline(in size: CGSize) -> Double { metrics(in: size).lastBaseline }

    /// Size, lines, baselines, truncation and ink of the text laid out in `size`.
    public func metrics(in size: CGSize) -> TextLayoutMetrics {
        canvas.paragraphLayout(text, in: size)?.metrics ?? TextLayoutMetrics(size: .zero, lines: [], isTruncated: false, inkBounds: .zero)
    }
}
