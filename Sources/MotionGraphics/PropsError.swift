import Foundation

/// Props that cannot be used: input that is not a JSON object within the limits, a value the
/// scene's props type cannot take, keys it does not have, or props for a scene without any.
///
/// Every message is one line starting with where the props came from (`--props`,
/// `--props-file card.json`, or `props` for input made in code) and naming the key, file or
/// value at fault:
///
/// ```
/// --props: key "title": expected a string, found a number (5)
/// --props-file card.json: unknown key "titel" (keys there: accent, level, title)
/// ```
public enum PropsError: Error, Equatable, CustomStringConvertible {
    /// The file cannot be read: missing, a folder, not a regular file, no permission.
    case unreadable(source: String, reason: String)
    /// The input is larger than ``PropsInput/maximumBytes``.
    case tooLarge(source: String, bytes: Int, limit: Int)
    /// The bytes are not UTF-8; `offset` is that of the first bad byte.
    case invalidUTF8(source: String, offset: Int)
    /// The text is not JSON; `detail` says where it stops being JSON.
    case invalidJSON(source: String, detail: String)
    /// The JSON is valid but is not one object.
    case notAnObject(source: String, found: String)
    /// Objects or arrays nest deeper than ``PropsInput/maximumDepth``; `path` is where.
    case tooDeep(source: String, path: String, limit: Int)
    /// The value at `path` is not one the props type takes.
    case invalidValue(source: String, path: String, expected: String, found: String)
    /// The value at `path` has the right kind but the props type refuses it (`reason` is its own
    /// message, such as a colour that is not `#RRGGBB`).
    case rejectedValue(source: String, path: String, reason: String)
    /// A member the props type needs is neither given nor among the defaults.
    case missingKey(source: String, path: String)
    /// Keys the props type does not read, as paths; `known` lists the keys read beside the first.
    case unknownKeys(source: String, paths: [String], known: [String])
    /// Props given to a scene whose props type is ``NoProps``.
    case takesNoProps(source: String, scene: String)
    /// Props of one type given to a scene that takes another.
    case wrongType(scene: String, expected: String, given: String)
    /// Props (a scene's defaults, say) that cannot be written as JSON, such as a NaN number.
    case notEncodable(type: String, detail: String)

    public var description: String {
        switch self {
        case let .unreadable(source, reason):
            return "\(source): \(reason)"
        case let .tooLarge(source, bytes, limit):
            return "\(source): \(bytes) bytes is over the limit of \(limit) bytes for props"
        case let .invalidUTF8(source, offset):
            return "\(source): invalid UTF-8 at byte offset \(offset)"
        case let .invalidJSON(source, detail):
            return "\(source): not valid JSON: \(detail)"
        case let .notAnObject(source, found):
            return "\(source): props must be one JSON object ({\"key\": value, …}), found \(found)"
        case let .tooDeep(source, path, limit):
            return "\(source): key \"\(path)\" nests deeper than \(limit) levels of objects and arrays"
        case let .invalidValue(source, path, expected, found):
            return "\(source): \(Self.key(path))expected \(expected), found \(found)"
        case let .rejectedValue(source, path, reason):
            return "\(source): \(Self.key(path))\(reason)"
        case let .missingKey(source, path):
            return "\(source): key \"\(path)\" is missing and has no default"
        case let .unknownKeys(source, paths, known):
            let shown = paths.prefix(5).map { "\"\($0)\"" }.joined(separator: ", ") + (paths.count > 5 ? " and \(paths.count - 5) more" : "")
            let keys = known.isEmpty ? "no keys are read there" : "keys there: " + known.joined(separator: ", ")
            return "\(source): unknown \(paths.count == 1 ? "key" : "keys") \(shown) (\(keys))"
        case let .takesNoProps(source, scene):
            return "\(source): scene '\(scene)' takes no props"
        case let .wrongType(scene, expected, given):
            return "props of type \(given) given to scene '\(scene)', which takes \(expected)"
        case let .notEncodable(type, detail):
            return "props of type \(type) cannot be written as JSON: \(detail)"
        }
    }

    /// `key "title": `, or nothing for the props object itself.
    private static func key(_ path: String) -> String {
        path.isEmpty ? "" : "key \"\(path)\": "
    }

    /// A type's full name for messages, `MyScenes.LevelUpScene.Props`, without the
    /// `(unknown context at $…)` parts Swift writes for types declared inside functions.
    package static func name(of type: Any.Type) -> String {
        String(reflecting: type).replacingOccurrences(of: #"\(unknown context at \$[0-9a-f]+\)\."#, with: "", options: .regularExpression)
    }
}
