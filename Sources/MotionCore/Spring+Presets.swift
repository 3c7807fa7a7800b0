/// SwiftUI's three named springs. All last 0.5 s by default and differ only in bounce:
/// ``smooth`` 0, ``snappy`` 0.15, ``bouncy`` 0.3. The functions tune them with
/// `duration` and `extraBounce` (added to the preset's bounce).
///
/// ```swift
/// let hop = Spring.bouncy(duration: 0.4, extraBounce: 0.1)   // bounce 0.4
/// ```
/// Out of range, as ``Spring/init(duration:bounce:)``: the sum of the preset's bounce and
/// `extraBounce` is clamped to [−1, 1], the duration kept within ``Spring/responseRange``.
extension Spring {
    /// Duration 0.5 s, bounce 0: no overshoot.
    public static let smooth = Spring(response: 0.5, dampingRatio: 1)
    /// The presets' bounces, which `extraBounce` adds to (here and in ``MotionAnimation``).
    static let smoothBounce = 0.0, snappyBounce = 0.15, bouncyBounce = 0.3
    /// Duration 0.5 s, bounce 0.15: a small overshoot.
    public static let snappy = Spring(response: 0.5, dampingRatio: 0.85)
    /// Duration 0.5 s, bounce 0.3: a visible bounce.
    public static let bouncy = Spring(response: 0.5, dampingRatio: 0.7)

    /// ``smooth`` with another duration (seconds) and `extraBounce` added to its bounce of 0.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: smoothBounce + extraBounce)
    }

    /// ``snappy`` with another duration (seconds) and `extraBounce` added to its bounce of 0.15.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: snappyBounce + extraBounce)
    }

    /// ``bouncy`` with another duration (seconds) and `extraBounce` added to its bounce of 0.3.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: bouncyBounce + extraBounce)
    }
}
