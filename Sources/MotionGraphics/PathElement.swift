import Foundation

/// One drawing instruction of a ``MotionPath``, in box coordinates (points).
public enum PathElement: Hashable, Sendable {
    /// Starts a new subpath at the point.
    case move(to: CGPoint)
    /// A straight segment to the point.
    case line(to: CGPoint)
    /// A cubic Bézier segment to `to` with two control points.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// A circular arc; angles in radians from the +x axis, `clockwise` as seen on screen (y down).
    case arc(center: CGPoint, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool)
    /// Closes the current subpath with a straight segment to its start.
    case close
}
