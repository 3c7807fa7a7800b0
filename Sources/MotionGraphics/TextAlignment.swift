/// How the lines of a paragraph line up in its width, as SwiftUI's `TextAlignment`
/// (`multilineTextAlignment`).
///
/// Leading and trailing follow each paragraph's direction: `.leading` is the left edge for a
/// left-to-right paragraph and the right edge for a right-to-left one.
public enum TextAlignment: String, Sendable, CaseIterable, Hashable {
    case leading, center, trailing
}
