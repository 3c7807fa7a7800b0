/// The one error type of MotionCore: a parameter outside its valid range.
///
/// Every case names the parameter the caller got wrong (as a path such as
/// `"tracks[1].keyframes[2].duration"` when it sits inside a list) and states what is accepted,
/// so the message can be shown as is.
///
/// ```swift
/// do { _ = try Spring(mass: 0, stiffness: 100, damping: 10) }
/// catch { print(error) }   // mass = 0.0 is out of range; expected finite and > 0
/// ```
public enum MotionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A number outside its valid range. NaN and infinities land here too.
    case invalidParameter(name: String, value: Double, expected: String)
    /// A list that must not be empty (a keyframe track, a phase list, a list of spring targets).
    case emptyList(name: String)
    /// A list of times that must not decrease; `index` is the first element that goes back in time.
    case unorderedTimes(name: String, index: Int)

    /// The name of the parameter that was rejected.
    public var parameter: String {
        switch self {
        case .invalidParameter(let name, _, _), .emptyList(let name), .unorderedTimes(let name, _): return name
        }
    }

    public var description: String {
        switch self {
        case .invalidParameter(let name, let value, let expected):
            return "\(name) = \(value) is out of range; expected \(expected)"
        case .emptyList(let name):
            return "\(name) is empty; expected at least one element"
        case .unorderedTimes(let name, let index):
            return "\(name)[\(index)] goes back in time; expected times in non-decreasing order"
        }
    }

    /// Equality that treats two NaN values as equal, so a test can compare against `.nan`.
    public static func == (lhs: MotionError, rhs: MotionError) -> Bool {
        switch (lhs, rhs) {
        case let (.invalidParameter(n1, v1, e1), .invalidParameter(n2, v2, e2)):
            return n1 == n2 && e1 == e2 && (v1 == v2 || (v1.isNaN && v2.isNaN))
        case let (.emptyList(n1), .emptyList(n2)):
            return n1 == n2
        case let (.unorderedTimes(n1, i1), .unorderedTimes(n2, i2)):
            return n1 == n2 && i1 == i2
        default:
            return false
        }
    }

    /// The same error with its parameter name prefixed, e.g. `delay` → `animations[2].delay`.
    func prefixed(by prefix: String) -> MotionError {
        switch self {
        case .invalidParameter(let name, let value, let expected):
            return .invalidParameter(name: prefix + name, value: value, expected: expected)
        case .emptyList(let name): return .emptyList(name: prefix + name)
        case .unorderedTimes(let name, let index): return .unorderedTimes(name: prefix + name, index: index)
        }
    }
}
