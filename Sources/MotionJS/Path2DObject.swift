/// The native side of a JavaScript `Path2D`: a path in its own coordinates.
final class Path2DObject: NativeObject {
    var path = CanvasPath()
    /// The realm's shared numbers that packed calls read their arguments from.
    let numbers: UnsafeMutablePointer<Double>

    init(numbers: UnsafeMutablePointer<Double>) {
        self.numbers = numbers
    }
}
