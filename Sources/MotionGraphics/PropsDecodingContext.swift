import Foundation

/// What one decoding of props shares: where the props came from, the merged value being read,
/// every object member the props type asked for, and the one conversion of a JSON value to a
/// Swift value (with the messages for values that do not fit).
///
/// Not thread-safe: one decoding, one thread.
final class PropsDecodingContext {
    let source: String
    let root: JSONValue
    /// Members asked for (read, tested with `contains`, or given a nested container), found or not.
    private(set) var read: Set<PropsPath> = []

    init(source: String, root: JSONValue) {
        self.source = source
        self.root = root
    }

    func noteRead(_ path: PropsPath) {
        read.insert(path)
    }

    /// The Swift value of `value`, the JSON at `path`.
    func decode<T: Decodable>(_ type: T.Type, from value: JSONValue, at path: PropsPath) throws -> T {
        if T.self == Bool.self {
            guard case .bool(let flag) = value else { throw mismatch(path, expected: "true or false", value) }
            return flag as! T
        }
        if T.self == String.self {
            guard case .string(let text) = value else { throw mismatch(path, expected: "a string", value) }
            return text as! T
        }
        if let floating = T.self as? any BinaryFloatingPoint.Type {
            return try number(floating, from: value, at: path) as! T
        }
        if let integer = T.self as? any FixedWidthInteger.Type {
            return try whole(integer, from: value, at: path) as! T
        }
        if T.self == URL.self {
            guard case .string(let text) = value else { throw mismatch(path, expected: "a URL as a string", value) }
            guard let url = URL(string: text) else { throw mismatch(path, expected: "a URL", value) }
            return url as! T
        }
        var value = value
        if let props = T.self as? any SceneProps.Type, case .object = value {
            // An object read as props (an array's element, say) takes its type's defaults for
            // the keys it leaves out, as the top object takes the scene's.
            value = try Self.defaults(of: props).merging(value)
        }
        do {
            return try T(from: PropsDecoder(value: value, path: path, context: self))
        } catch let error as PropsError {
            throw error
        } catch let error as DecodingError {
            throw translate(error, decoding: T.self, at: path)
        } catch {
            throw PropsError.rejectedValue(source: source, path: path.description, reason: "\(error)")
        }
    }

    private static func defaults<P: SceneProps>(of type: P.Type) throws -> JSONValue {
        try P().jsonValue()
    }

    /// The message for a value of the wrong kind.
    func mismatch(_ path: PropsPath, expected: String, _ value: JSONValue) -> PropsError {
        PropsError.invalidValue(source: source, path: path.description, expected: expected, found: value.summary)
    }

    /// The message for a member that is neither given nor among the defaults.
    func missing(_ path: PropsPath) -> PropsError {
        PropsError.missingKey(source: source, path: path.description)
    }

    private func number<F: BinaryFloatingPoint>(_ type: F.Type, from value: JSONValue, at path: PropsPath) throws -> F {
        guard case .number(let number) = value else { throw mismatch(path, expected: "a number", value) }
        let converted = F(number)
        guard converted.isFinite else { throw mismatch(path, expected: "a number within the range of \(F.self)", value) }
        return converted
    }

    private func whole<I: FixedWidthInteger>(_ type: I.Type, from value: JSONValue, at path: PropsPath) throws -> I {
        let expected: String
        if I.bitWidth >= 64 {
            expected = I.isSigned ? "an integer" : "an integer ≥ 0"
        } else {
            expected = "an integer in \(I.min)...\(I.max)"
        }
        guard case .number(let number) = value, let integer = I(exactly: number) else {
            throw mismatch(path, expected: expected, value)
        }
        return integer
    }

    /// A `DecodingError` thrown by a type's own `init(from:)` (an enum's raw value, a colour's
    /// text) in the package's words, at the path its coding path names.
    private func translate<T>(_ error: DecodingError, decoding type: T.Type, at path: PropsPath) -> PropsError {
        switch error {
        case .dataCorrupted(let context):
            let at = PropsPath(codingPath: context.codingPath)
            if at == path, let cases = T.self as? any CaseIterable.Type {
                let value = self.value(at: at)
                return PropsError.invalidValue(source: source, path: at.description, expected: "one of " + Self.names(of: cases).joined(separator: ", "),
                                               found: value?.summary ?? "nothing")
            }
            return PropsError.rejectedValue(source: source, path: at.description, reason: context.debugDescription)
        case .typeMismatch(let expected, let context):
            let at = PropsPath(codingPath: context.codingPath)
            return mismatch(at, expected: "a value of type \(expected)", self.value(at: at) ?? .null)
        case .valueNotFound(let expected, let context):
            return mismatch(PropsPath(codingPath: context.codingPath), expected: "a value of type \(expected)", .null)
        case .keyNotFound(let key, let context):
            return missing(PropsPath(codingPath: context.codingPath).appending(key: key))
        @unknown default:
            return PropsError.rejectedValue(source: source, path: path.description, reason: "\(error)")
        }
    }

    /// The value at `path` of the merged props, or nil where there is none.
    private func value(at path: PropsPath) -> JSONValue? {
        var value = root
        for component in path.components {
            switch (component, value) {
            case (.key(let name), .object(let members)):
                guard let member = members[name] else { return nil }
                value = member
            case (.index(let index), .array(let items)):
                guard items.indices.contains(index) else { return nil }
                value = items[index]
            default:
                return nil
            }
        }
        return value
    }

    /// The raw values of a `CaseIterable` enum's cases (or the cases as written).
    private static func names<C: CaseIterable>(of type: C.Type) -> [String] {
        C.allCases.map { value in
            if let raw = value as? any RawRepresentable { return "\(raw.rawValue)" }
            return "\(value)"
        }
    }

    /// Paths of the members of `value` (the props as given) that were never asked for, in key order.
    func unread(in value: JSONValue, at path: PropsPath = .top) -> [PropsPath] {
        switch value {
        case .object(let members):
            return members.keys.sorted().flatMap { key -> [PropsPath] in
                let member = path.appending(.key(key))
                return read.contains(member) ? unread(in: members[key]!, at: member) : [member]
            }
        case .array(let items):
            return items.enumerated().flatMap { unread(in: $1, at: path.appending(.index($0))) }
        default:
            return []
        }
    }

    /// The keys asked for in the object at `path`, sorted.
    func keysRead(in path: PropsPath) -> [String] {
        read.filter { $0.parent == path }.compactMap(\.lastKey).sorted()
    }
}
