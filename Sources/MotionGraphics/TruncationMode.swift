/// Where an ellipsis (…) replaces the text that does not fit, as SwiftUI's `Text.TruncationMode`.
///
/// Applies to the last line a paragraph may show (its `lineLimit`, or the last line that fits
/// the height it is drawn in); a text that fits is never truncated.
public enum TruncationMode: String, Sendable, CaseIterable, Hashable {
    /// "…end of the text".
    case head
    /// "Start of … the text".
    case middle
    /// "Start of the text…" (default).
    case tail
}
