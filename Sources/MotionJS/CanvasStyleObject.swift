import MotionRender

/// A gradient or a pattern: what a paint attribute may hold besides a colour.
protocol CanvasStyleObject: AnyObject {
    /// What MotionCanvas paints with, as the object is now.
    var shading: Shading { get }
}
