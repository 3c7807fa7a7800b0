import Foundation

/// One JSON value: what props are made of before a scene's props type reads them, and how they
/// are recorded in frame manifests and listings.
///
/// Numbers are `Double`s: integers are exact up to ±2^53 (larger ones are refused when text is
/// parsed, see ``init(parsing:)``). Objects keep no order; encoded, their keys are written in
/// the order the encoder chooses (sorted with `.sortedKeys`, as every output of the package is).
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// What the value is, for messages: `a string ("Level 5")`, `a number (5)`, `true`, `null`,
    /// `an array`, `an object`. Long strings are shortened to 40 characters.
    public var summary: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return String(value)
        case .number(let value): return "a number (\(JSONValue.text(of: value)))"
        case .string(let text):
            let shown = text.count > 40 ? String(text.prefix(39)) + "…" : text
            return "a string (\"\(shown)\")"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// A number as JSON writes it, shortest first: `5`, `5.5`, `1e+21`.
    static func text(of number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return "\(number)"
    }

    /// `other`'s members laid over this object's, recursively: an object in both is merged, any
    /// other value of `other` replaces this one (an array is replaced whole, `null` replaces too).
    /// When either value is not an object, `other` wins.
    public func merging(_ other: JSONValue) -> JSONValue {
        guard case .object(var base) = self, case .object(let top) = other else { return other }
        for (key, value) in top {
            base[key] = base[key].map { $0.merging(value) } ?? value
        }
        return .object(base)
    }
}

extension JSONValue: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}
