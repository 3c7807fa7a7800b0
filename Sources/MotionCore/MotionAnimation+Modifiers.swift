/// The modifiers that change an animation's relation to time, not its shape. None of them throws, as
/// in SwiftUI; a number out of range is read as each one documents and remembered for
/// ``MotionAnimation/validated()``.
///
/// ```swift
/// let cascade = MotionAnimation.smooth.delay(0.08 * Double(i))   // staggered entries
/// let quick = MotionAnimation.snappy.speed(1.4)                  // the same curve, 1.4× faster
/// let pulse = MotionAnimation.easeInOut(duration: 0.6).repeatCount(3, autoreverses: true)
/// let spin = MotionAnimation.linear(duration: 2).repeatForever(autoreverses: false)
/// ```
extension MotionAnimation {
    func appending(_ modifier: Modifier, duration newDuration: Double, issue: MotionError? = nil) -> MotionAnimation {
        var copy = self
        copy.layers.append(Layer(modifier: modifier, innerDuration: duration))
        copy.duration = newDuration
        return copy.noting(issue)
    }

    /// Starts `seconds` later; the progress is 0 until then.
    ///
    /// A negative or NaN delay is 0; an infinite one never starts (``duration`` becomes `.infinity`).
    /// ``validated()`` accepts finite delays >= 0 and names `delay` otherwise.
    public func delay(_ seconds: Double) -> MotionAnimation {
        let issue = Validation.checkNonNegative(seconds, "delay")
        let seconds = Validation.clamped(seconds, 0, .infinity, nan: 0)
        return appending(.delay(seconds), duration: duration + seconds, issue: issue)
    }

    /// Plays `factor` times faster: 2 takes half the time, 0.5 twice as long.
    ///
    /// A factor of 0 or less freezes the animation at its start (``duration`` becomes `.infinity`
    /// unless it was 0); NaN is 1; an infinite factor ends at once. ``validated()`` accepts finite
    /// factors > 0 and names `speed` otherwise.
    public func speed(_ factor: Double) -> MotionAnimation {
        let issue = Validation.checkPositive(factor, "speed")
        let factor = Validation.clamped(factor, 0, .greatestFiniteMagnitude, nan: 1)
        let newDuration = factor > 0 ? duration / factor : duration > 0 ? .infinity : 0
        return appending(.speed(factor), duration: newDuration, issue: issue)
    }

    /// Plays `count` times. With `autoreverses` (the default, as in SwiftUI) every other run plays
    /// backwards, so an even count ends where it started.
    ///
    /// A count below 1 plays once. ``validated()`` names `repeatCount` for it.
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> MotionAnimation {
        let issue: MotionError? = count >= 1 ? nil
            : .invalidParameter(name: "repeatCount", value: Double(count), expected: "an integer >= 1")
        let count = Swift.max(1, count)
        return appending(.repeating(count: count, autoreverses: autoreverses), duration: duration * Double(count), issue: issue)
    }

    /// Plays for ever; ``duration`` becomes `.infinity` (0 stays 0).
    public func repeatForever(autoreverses: Bool = true) -> MotionAnimation {
        appending(.repeating(count: nil, autoreverses: autoreverses), duration: duration > 0 ? .infinity : 0)
    }
}
