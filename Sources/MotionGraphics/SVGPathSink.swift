import Foundation

/// What SVG path data is drawn into (``SVGPathData``): a canvas path of a script, or a
/// ``MotionPath``. Points are in the path's own coordinates; `ctm` is the transform they are
/// under (the identity for path data).
package protocol SVGPathSink {
    mutating func moveTo(_ p: CGPoint, _ ctm: MotionTransform) throws
    mutating func lineTo(_ p: CGPoint, _ ctm: MotionTransform) throws
    mutating func quadraticCurveTo(_ control: CGPoint, _ end: CGPoint, _ ctm: MotionTransform) throws
    mutating func bezierCurveTo(_ c1: CGPoint, _ c2: CGPoint, _ end: CGPoint, _ ctm: MotionTransform) throws
    mutating func closePath()
    /// An elliptical arc from angle `start` to `end` (radians, of the unrotated ellipse),
    /// rotated by `rotation`, joined to the current point by a line.
    mutating func ellipse(center: CGPoint, radiusX: Double, radiusY: Double, rotation: Double, start: Double, end: Double,
                          anticlockwise: Bool, _ ctm: MotionTransform) throws
}
