/// How a device is held.
public enum Posture: String, Sendable, CaseIterable {
    /// A phone lying or held flat: one screen.
    case flat
    /// A foldable folded shut, one outer screen in use.
    case closed
    /// A foldable opened like a book: two screens side by side, hinge vertical.
    case open
    /// A foldable half-open standing on a table: upper screen upright, lower flat, hinge horizontal.
    case tabletop
}
