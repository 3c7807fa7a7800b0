/// The validating forms: the same springs as the initializers, for numbers a user typed. Each throws a
/// ``MotionError`` naming the first parameter outside its range (`duration = -0.5 is out of range;
/// expected finite and > 0`) and otherwise returns exactly what the initializer with the same labels
/// returns.
///
/// ```swift
/// let spring = try Spring.validated(duration: options.duration, bounce: options.bounce)
/// ```
extension Spring {
    /// ``init(duration:bounce:)``, checked: `duration` finite and > 0, `bounce` finite and within (−1, 1].
    public static func validated(duration: Double, bounce: Double) throws -> Spring {
        try Validation.require(issue(duration: duration, bounce: bounce))
        return Spring(duration: duration, bounce: bounce)
    }

    /// ``init(response:dampingRatio:)``, checked: `response` finite and > 0, `dampingRatio` finite and >= 0.
    public static func validated(response: Double, dampingRatio: Double) throws -> Spring {
        try Validation.require(issue(response: response, dampingRatio: dampingRatio, named: "dampingRatio"))
        return Spring(response: response, dampingRatio: dampingRatio)
    }

    /// ``init(response:dampingFraction:)``, checked: `response` finite and > 0, `dampingFraction`
    /// finite and >= 0.
    public static func validated(response: Double, dampingFraction: Double) throws -> Spring {
        try Validation.require(issue(response: response, dampingRatio: dampingFraction, named: "dampingFraction"))
        return Spring(response: response, dampingFraction: dampingFraction)
    }

    /// ``init(mass:stiffness:damping:allowOverDamping:)``, checked: `mass` within ``massRange``,
    /// `stiffness` giving a response 2π√(m/k) within ``responseRange`` (for mass 1, about
    /// 3.9e-11…3.9e13), `damping` finite and >= 0, and, when over-damping is allowed, a damping
    /// ratio c / (2√(k·m)) of at most ``maximumDampingRatio``. So the spring returned is exactly
    /// the one described, never a clamped one. Over-damping is still treated as critical unless allowed.
    public static func validated(mass: Double = 1, stiffness: Double, damping: Double,
                                 allowOverDamping: Bool = false) throws -> Spring {
        try Validation.require(issue(mass: mass, stiffness: stiffness, damping: damping),
                               representable(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: allowOverDamping))
        return Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: allowOverDamping)
    }

    /// ``init(settlingDuration:dampingRatio:epsilon:)``, checked: `settlingDuration` and
    /// `dampingRatio` finite and > 0 (an undamped spring never settles), `epsilon` within (0, 1).
    public static func validated(settlingDuration: Double, dampingRatio: Double,
                                 epsilon: Double = 0.001) throws -> Spring {
        try Validation.require(
            Validation.checkPositive(settlingDuration, "settlingDuration"),
            Validation.checkPositive(dampingRatio, "dampingRatio"),
            epsilon.isFinite && epsilon > 0 && epsilon < 1 ? nil
                : .invalidParameter(name: "epsilon", value: epsilon, expected: "finite and within (0, 1)"))
        return Spring(settlingDuration: settlingDuration, dampingRatio: dampingRatio, epsilon: epsilon)
    }

    // MARK: Checks shared with MotionAnimation's spring factories

    static func issue(duration: Double, bounce: Double) -> MotionError? {
        Validation.checkPositive(duration, "duration") ?? (bounce.isFinite && bounce > -1 && bounce <= 1 ? nil
            : .invalidParameter(name: "bounce", value: bounce, expected: "finite and within (-1, 1]"))
    }

    static func issue(response: Double, dampingRatio: Double, named name: String) -> MotionError? {
        Validation.checkPositive(response, "response") ?? Validation.checkNonNegative(dampingRatio, name)
    }

    /// The description's numbers within what a spring holds exactly (``responseRange``,
    /// ``massRange``, ``maximumDampingRatio``); nil when they are.
    static func representable(mass: Double, stiffness: Double, damping: Double, allowOverDamping: Bool) -> MotionError? {
        if let error = Validation.checkWithin(mass, massRange.lowerBound, massRange.upperBound, "mass") { return error }
        // k = 4π²·m / response², so the response range is a stiffness range for this mass.
        let fourPiSquared = 4 * Double.pi * Double.pi
        let lowest = fourPiSquared * mass / (responseRange.upperBound * responseRange.upperBound)
        let highest = fourPiSquared * mass / (responseRange.lowerBound * responseRange.lowerBound)
        guard stiffness >= lowest, stiffness <= highest else {
            return .invalidParameter(name: "stiffness", value: stiffness,
                                     expected: "within [\(CompactNumber.text(lowest)), \(CompactNumber.text(highest))] for mass \(CompactNumber.text(mass)), a response 2π√(m/k) of 1e-06...1e+06 s")
        }
        let ratio = damping / (2 * (stiffness * mass).squareRoot())
        guard !allowOverDamping || ratio <= maximumDampingRatio else {
            return .invalidParameter(name: "damping", value: damping,
                                     expected: "a damping ratio c / (2√(k·m)) of at most \(CompactNumber.text(maximumDampingRatio)); this is \(CompactNumber.text(ratio))")
        }
        return nil
    }

    static func issue(mass: Double, stiffness: Double, damping: Double) -> MotionError? {
        Validation.checkPositive(mass, "mass") ?? Validation.checkPositive(stiffness, "stiffness")
            ?? Validation.checkNonNegative(damping, "damping")
    }
}
