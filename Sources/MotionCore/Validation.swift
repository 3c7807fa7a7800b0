/// Range checks shared by every throwing initializer, so each error message says the same thing
/// the same way. Internal: callers see only ``MotionError``.
enum Validation {
    static let finite = "a finite number"
    static let nonNegative = "finite and >= 0"
    static let positive = "finite and > 0"

    @discardableResult
    static func finite(_ value: Double, _ name: @autoclosure () -> String) throws -> Double {
        guard value.isFinite else { throw MotionError.invalidParameter(name: name(), value: value, expected: finite) }
        return value
    }

    @discardableResult
    static func nonNegative(_ value: Double, _ name: @autoclosure () -> String) throws -> Double {
        guard value.isFinite, value >= 0 else {
            throw MotionError.invalidParameter(name: name(), value: value, expected: nonNegative)
        }
        return value
    }

    @discardableResult
    static func positive(_ value: Double, _ name: @autoclosure () -> String) throws -> Double {
        guard value.isFinite, value > 0 else {
            throw MotionError.invalidParameter(name: name(), value: value, expected: positive)
        }
        return value
    }

    /// `value` in the closed range `[lower, upper]`, finite.
    @discardableResult
    static func within(_ value: Double, _ lower: Double, _ upper: Double,
                       _ name: @autoclosure () -> String) throws -> Double {
        guard value.isFinite, value >= lower, value <= upper else {
            throw MotionError.invalidParameter(name: name(), value: value, expected: "finite and within [\(lower), \(upper)]")
        }
        return value
    }

    /// An animatable value whose components are all finite.
    static func finite<V: Interpolatable>(value: V, _ name: @autoclosure () -> String) throws {
        guard value.hasFiniteComponents else {
            throw MotionError.invalidParameter(name: name(), value: .nan, expected: "a value with finite components")
        }
    }
}
