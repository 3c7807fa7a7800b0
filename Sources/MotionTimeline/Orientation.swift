import MotionRender
/// Which way a storyboard page is turned.
public enum Orientation: String, Sendable, CaseIterable {
    case landscape
    case portrait
}
