/// SwiftUI's three named springs. All last 0.5 s by default and differ only in bounce:
/// ``smooth`` 0, ``snappy`` 0.15, ``bouncy`` 0.3. The functions tune them with
/// `duration` and `extraBounce` (added to the preset's bounce).
///
/// ```swift
/// let hop = try Spring.bouncy(duration: 0.4, extraBounce: 0.1)   // bounce 0.4
/// ```
extension Spring {
    /// Duration 0.5 s, bounce 0: no overshoot.
    public static let smooth = Spring(uncheckedResponse: 0.5, dampingRatio: 1)
    /// Duration 0.5 s, bounce 0.15: a small overshoot.
    public static let snappy = Spring(uncheckedResponse: 0.5, dampingRatio: 0.85)
    /// Duration 0.5 s, bounce 0.3: a visible bounce.
    public static let bouncy = Spring(uncheckedResponse: 0.5, dampingRatio: 0.7)

    /// ``smooth`` with another duration and `extraBounce` added to its bounce of 0.
    /// - Throws: ``MotionError`` naming `duration`, or `bounce` when `extraBounce` leaves (−1, 1].
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) throws -> Spring {
        try Spring(duration: duration, bounce: 0 + extraBounce)
    }

    /// ``snappy`` with another duration and `extraBounce` added to its bounce of 0.15.
    /// - Throws: ``MotionError`` naming `duration`, or `bounce` when the sum leaves (−1, 1].
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) throws -> Spring {
        try Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// ``bouncy`` with another duration and `extraBounce` added to its bounce of 0.3.
    /// - Throws: ``MotionError`` naming `duration`, or `bounce` when the sum leaves (−1, 1].
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) throws -> Spring {
        try Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
