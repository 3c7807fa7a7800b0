/// The native side of a JavaScript `Path2D`: a path in its own coordinates.
final class Path2DObject {
    var path = CanvasPath()
}
