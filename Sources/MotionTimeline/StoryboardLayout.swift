import MotionRender
/// How a storyboard places frames on its pages.
public enum StoryboardLayout: String, Sendable, CaseIterable {
    /// As many labelled frames per page as fit in a grid (4 × 3 landscape, 3 × 4 portrait).
    case grid
    /// One large frame per page.
    case pages
}
