/// Colours animate component-wise on straight (non-premultiplied) sRGB and alpha, the same
/// arithmetic as ``MotionColor/mix(_:_:)``; ``zero`` is transparent black.
///
/// Components are not clamped while animating: a spring may overshoot past 1 and a renderer
/// clamps when it draws.
extension MotionColor: Interpolatable {
    public static var zero: MotionColor { .clear }

    public func adding(_ other: MotionColor) -> MotionColor {
        MotionColor(red: red + other.red, green: green + other.green,
                    blue: blue + other.blue, alpha: alpha + other.alpha)
    }

    public func subtracting(_ other: MotionColor) -> MotionColor {
        MotionColor(red: red - other.red, green: green - other.green,
                    blue: blue - other.blue, alpha: alpha - other.alpha)
    }

    public func scaled(by factor: Double) -> MotionColor {
        MotionColor(red: red * factor, green: green * factor, blue: blue * factor, alpha: alpha * factor)
    }

    public var hasFiniteComponents: Bool {
        red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite
    }
}
