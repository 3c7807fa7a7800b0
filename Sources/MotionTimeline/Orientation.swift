import MotionRender
/// Which way a storyboard page is turned.
public enum Orientation: String, Sendable, CaseIterable {
    /// Wider than tall (the default): the paper's long side across.
    case landscape
    /// Taller than wide: the paper as ``Paper/portraitSize`` gives it.
    case portrait
}
