import MotionCore

extension MotionText {
    private func with(_ change: (inout MotionText) -> Void) -> MotionText {
        var copy = self
        change(&copy)
        return copy
    }

    /// The same text in `font`.
    public func font(_ font: MotionFont) -> MotionText { with { $0.font = font } }
    /// The same text at `weight` (SwiftUI `fontWeight`).
    public func fontWeight(_ weight: FontWeight) -> MotionText { with { $0.font.weight = weight } }
    /// The same text, bold.
    public func bold() -> MotionText { fontWeight(.bold) }
    /// The same text in italics.
    public func italic(_ on: Bool = true) -> MotionText { with { $0.font.italic = on } }
    /// The same text in `color`.
    public func foregroundColor(_ color: MotionColor?) -> MotionText { with { $0.foregroundColor = color } }
    /// The same text with `points` of tracking (canvas `letterSpacing`).
    public func tracking(_ points: Double) -> MotionText { with { $0.tracking = points } }
    /// The same text with `points` of extra kerning.
    public func kerning(_ points: Double) -> MotionText { with { $0.kerning = points } }
    /// The same text with `points` between lines.
    public func lineSpacing(_ points: Double) -> MotionText { with { $0.lineSpacing = points } }
    /// The same text showing at most `lines` lines (nil: no limit).
    public func lineLimit(_ lines: Int?) -> MotionText { with { $0.lineLimit = lines } }
    /// The same text with its lines aligned by `alignment`.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> MotionText { with { $0.alignment = alignment } }
    /// The same text truncated by `mode`.
    public func truncationMode(_ mode: TruncationMode) -> MotionText { with { $0.truncationMode = mode } }
    /// The same text with its paragraphs' base direction set.
    public func direction(_ direction: TextDirection) -> MotionText { with { $0.direction = direction } }
}
