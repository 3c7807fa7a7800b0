/// The base direction of a text's paragraphs for the Unicode bidirectional algorithm.
///
/// Letters always keep their own direction (Arabic and Hebrew run right to left, Latin and
/// digits left to right); the base direction decides the order of the runs and which edge is
/// the leading one.
public enum TextDirection: String, Sendable, CaseIterable, Hashable {
    /// Each paragraph takes the direction of its first strong letter (rules P2–P3 of the bidi
    /// algorithm); a paragraph without one (digits, punctuation) takes the environment's layout
    /// direction, from its locale. The default.
    case natural
    /// Left to right whatever the letters (canvas `direction = 'ltr'`).
    case leftToRight
    /// Right to left whatever the letters (canvas `direction = 'rtl'`).
    case rightToLeft
}
