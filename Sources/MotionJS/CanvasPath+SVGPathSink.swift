import MotionRender

/// `new Path2D(d)`: SVG path data appended with a canvas path's own calls.
extension CanvasPath: SVGPathSink {}
