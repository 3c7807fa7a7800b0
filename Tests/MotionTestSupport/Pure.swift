import MotionRender

/// Opaque primary colours whose pixels are easy to recognise.
public enum Pure {
    public static let red = MotionColor(red: 1, green: 0, blue: 0)
    public static let green = MotionColor(red: 0, green: 1, blue: 0)
    public static let blue = MotionColor(red: 0, green: 0, blue: 1)
}
