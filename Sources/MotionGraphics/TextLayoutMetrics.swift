import Foundation

/// The measured layout of a paragraph: its size, its lines and its baselines, in points of the
/// box, relative to the paragraph's top-left corner. What a scene needs to size a card around
/// a text.
public struct TextLayoutMetrics: Hashable, Sendable {
    /// Width and height of the laid-out lines: the widest line's advance by the lines' stacked
    /// heights (with line spacing). Lines of a centred or trailing text sit inside the width the
    /// text was laid out in; ``TextLineMetrics/minX`` says where.
    public var size: CGSize
    /// The lines, top to bottom.
    public var lines: [TextLineMetrics]
    /// True when text was cut (an ellipsis shown) by the line limit or the height.
    public var isTruncated: Bool
    /// Where the glyphs' ink is, relative to the paragraph's top-left (may reach outside ``size``).
    public var inkBounds: CGRect

    public init(size: CGSize, lines: [TextLineMetrics], isTruncated: Bool, inkBounds: CGRect) {
        self.size = size
        self.lines = lines
        self.isTruncated = isTruncated
        self.inkBounds = inkBounds
    }

    /// The number of lines.
    public var lineCount: Int { lines.count }
    /// The first line's baseline from the top (0 for an empty text), SwiftUI `firstTextBaseline`.
    public var firstBaseline: Double { lines.first?.baseline ?? 0 }
    /// The last line's baseline from the top (0 for an empty text), SwiftUI `lastTextBaseline`.
    public var lastBaseline: Double { lines.last?.baseline ?? 0 }
}
