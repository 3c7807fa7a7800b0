/// The modifiers that change an animation's relation to time, not its shape.
///
/// ```swift
/// let cascade = try MotionAnimation.smooth.delay(0.08 * Double(i))   // staggered entries
/// let quick = try MotionAnimation.snappy.speed(1.4)                  // the same curve, 1.4× faster
/// let pulse = try MotionAnimation.easeInOut(duration: 0.6).repeatCount(3, autoreverses: true)
/// let spin = try MotionAnimation.linear(duration: 2).repeatForever(autoreverses: false)
/// ```
extension MotionAnimation {
    func appending(_ modifier: Modifier, duration newDuration: Double) -> MotionAnimation {
        var copy = self
        copy.layers.append(Layer(modifier: modifier, innerDuration: duration))
        copy.duration = newDuration
        return copy
    }

    /// Starts `seconds` later (finite, >= 0); the progress is 0 until then.
    /// - Throws: ``MotionError`` naming `delay`.
    public func delay(_ seconds: Double) throws -> MotionAnimation {
        try Validation.nonNegative(seconds, "delay")
        return appending(.delay(seconds), duration: duration + seconds)
    }

    /// Plays `factor` times faster (finite, > 0): 2 takes half the time, 0.5 twice as long.
    /// - Throws: ``MotionError`` naming `speed`.
    public func speed(_ factor: Double) throws -> MotionAnimation {
        try Validation.positive(factor, "speed")
        return appending(.speed(factor), duration: duration / factor)
    }

    /// Plays `count` (>= 1) times. With `autoreverses` (the default, as in SwiftUI) every other run plays
    /// backwards, so an even count ends where it started.
    /// - Throws: ``MotionError`` naming `repeatCount` when `count < 1`.
    public func repeatCount(_ count: Int, autoreverses: Bool = true) throws -> MotionAnimation {
        guard count >= 1 else {
            throw MotionError.invalidParameter(name: "repeatCount", value: Double(count), expected: "an integer >= 1")
        }
        return appending(.repeating(count: count, autoreverses: autoreverses), duration: duration * Double(count))
    }

    /// Plays for ever; ``duration`` becomes `.infinity` (0 stays 0).
    public func repeatForever(autoreverses: Bool = true) -> MotionAnimation {
        appending(.repeating(count: nil, autoreverses: autoreverses), duration: duration > 0 ? .infinity : 0)
    }
}
