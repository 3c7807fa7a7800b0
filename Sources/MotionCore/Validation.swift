/// Range checks shared by every validating form, so each error message says the same thing the same
/// way, and the clamp the non-throwing forms use. Internal: callers see only ``MotionError``.
///
/// Each check returns the error it found (nil when the value is in range), so one check serves both a
/// validating form (which throws it) and a non-throwing builder that records it for a later
/// `validated()`.
enum Validation {
    static let finite = "a finite number"
    static let nonNegative = "finite and >= 0"
    static let positive = "finite and > 0"

    // MARK: Checks

    static func checkFinite(_ value: Double, _ name: @autoclosure () -> String) -> MotionError? {
        value.isFinite ? nil : .invalidParameter(name: name(), value: value, expected: finite)
    }

    static func checkNonNegative(_ value: Double, _ name: @autoclosure () -> String) -> MotionError? {
        value.isFinite && value >= 0 ? nil : .invalidParameter(name: name(), value: value, expected: nonNegative)
    }

    static func checkPositive(_ value: Double, _ name: @autoclosure () -> String) -> MotionError? {
        value.isFinite && value > 0 ? nil : .invalidParameter(name: name(), value: value, expected: positive)
    }

    /// `value` in the closed range `[lower, upper]`, finite.
    static func checkWithin(_ value: Double, _ lower: Double, _ upper: Double,
                            _ name: @autoclosure () -> String) -> MotionError? {
        value.isFinite && value >= lower && value <= upper ? nil
            : .invalidParameter(name: name(), value: value, expected: "finite and within [\(lower), \(upper)]")
    }

    /// An animatable value whose components are all finite.
    static func checkFinite<V: Interpolatable>(value: V, _ name: @autoclosure () -> String) -> MotionError? {
        value.hasFiniteComponents ? nil
            : .invalidParameter(name: name(), value: .nan, expected: "a value with finite components")
    }

    /// Throws the first error found, in the order given.
    static func require(_ errors: MotionError?...) throws {
        if let error = errors.lazy.compactMap({ $0 }).first { throw error }
    }

    // MARK: Throwing forms (for types that only validate)

    @discardableResult
    static func finite(_ value: Double, _ name: @autoclosure () -> String) throws -> Double {
        try require(checkFinite(value, name()))
        return value
    }

    @discardableResult
    static func nonNegative(_ value: Double, _ name: @autoclosure () -> String) throws -> Double {
        try require(checkNonNegative(value, name()))
        return value
    }

    @discardableResult
    static func positive(_ value: Double, _ name: @autoclosure () -> String) throws -> Double {
        try require(checkPositive(value, name()))
        return value
    }

    @discardableResult
    static func within(_ value: Double, _ lower: Double, _ upper: Double,
                       _ name: @autoclosure () -> String) throws -> Double {
        try require(checkWithin(value, lower, upper, name()))
        return value
    }

    static func finite<V: Interpolatable>(value: V, _ name: @autoclosure () -> String) throws {
        try require(checkFinite(value: value, name()))
    }

    // MARK: Clamping (the non-throwing forms)

    /// `value` limited to `[lower, upper]`; NaN reads as `nan` (which must lie in the range).
    static func clamped(_ value: Double, _ lower: Double, _ upper: Double, nan: Double) -> Double {
        value.isNaN ? nan : Swift.min(upper, Swift.max(lower, value))
    }
}
