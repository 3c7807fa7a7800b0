import Foundation

/// Props as a user gave them: one JSON object, read and checked (size, UTF-8, syntax, nesting),
/// not yet read by a scene's props type. ``SceneProps/decode(_:over:)`` lays it over a scene's
/// defaults.
///
/// ```swift
/// let input = try PropsInput(json: #"{"title": "Niveau 5", "level": 5}"#, source: "--props")
/// let file = try PropsInput(contentsOf: URL(fileURLWithPath: "card.json"), source: "--props-file card.json")
/// ```
///
/// Text is parsed by Foundation's `JSONSerialization`: as with it, a key given twice keeps its
/// last value. Every failure is a ``PropsError`` whose message starts with `source`.
public struct PropsInput: Hashable, Sendable {
    /// Props larger than this (1 MiB) are refused before they are parsed; a file is not read
    /// past it.
    public static let maximumBytes = RenderLimits.propsBytes
    /// Objects and arrays may nest this deep (32), the top object counting as the first level.
    public static let maximumDepth = 32

    /// The members of the object.
    public let object: [String: JSONValue]
    /// Where the props came from, the start of every message about them: `--props`,
    /// `--props-file card.json`, or `props` (the default) for input made in code.
    public let source: String

    /// No keys: every prop keeps its default.
    public static let empty = PropsInput(object: [:])

    /// Props from values in code.
    public init(object: [String: JSONValue], source: String = "props") {
        self.object = object
        self.source = source
    }

    /// Props from JSON text.
    /// - Throws: ``PropsError`` for text over ``maximumBytes``, text that is not JSON, JSON that
    ///   is not one object, nesting deeper than ``maximumDepth``, or an integer beyond ±2^53.
    public init(json: String, source: String = "props") throws {
        try self.init(data: Data(json.utf8), source: source)
    }

    /// Props from JSON bytes, which must be UTF-8.
    /// - Throws: as ``init(json:source:)``, and for bytes that are not UTF-8 (naming the offset).
    public init(data: Data, source: String = "props") throws {
        guard data.count <= Self.maximumBytes else {
            throw PropsError.tooLarge(source: source, bytes: data.count, limit: Self.maximumBytes)
        }
        if let offset = UTF8Check.firstInvalidByte(in: data) {
            throw PropsError.invalidUTF8(source: source, offset: offset)
        }
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw PropsError.invalidJSON(source: source, detail: Self.reason(error, in: data))
        }
        let value = try Self.value(of: parsed, at: .top, depth: 0, source: source)
        guard case .object(let object) = value else { throw PropsError.notAnObject(source: source, found: value.summary) }
        self.init(object: object, source: source)
    }

    /// Props from a JSON file: a regular file of at most ``maximumBytes`` (links followed).
    /// - Parameters:
    ///   - url: the file.
    ///   - source: the start of messages (default: the file's path).
    /// - Throws: ``PropsError/unreadable(source:reason:)`` for a missing file, a folder,
    ///   something that is not a regular file (a FIFO, a device) or a file that cannot be
    ///   opened; ``PropsError/tooLarge(source:bytes:limit:)`` before reading a larger one; and
    ///   the errors of ``init(data:source:)``.
    public init(contentsOf url: URL, source: String? = nil) throws {
        let source = source ?? url.path
        let data: Data
        do {
            data = try InputFile.read(url, limit: Self.maximumBytes)
        } catch {
            switch error.problem {
            case .missing: throw PropsError.unreadable(source: source, reason: "no such file")
            case .notRegular(.folder): throw PropsError.unreadable(source: source, reason: "is a folder, not a JSON file")
            case .notRegular: throw PropsError.unreadable(source: source, reason: "is not a regular file")
            case .tooLarge(let size, let limit): throw PropsError.tooLarge(source: source, bytes: Int(size), limit: limit)
            case .unreadable(let message): throw PropsError.unreadable(source: source, reason: "cannot be read (\(message))")
            }
        }
        try self.init(data: data, source: source)
    }

    /// The value of `JSONSerialization`'s output, checked for depth and for integers a `Double`
    /// cannot hold exactly.
    static func value(of parsed: Any, at path: PropsPath, depth: Int, source: String, depthLimit: Int = maximumDepth) throws -> JSONValue {
        if parsed is NSNull { return .null }
        if let text = parsed as? String { return .string(text) }
        if let array = parsed as? [Any] {
            guard depth < depthLimit else { throw PropsError.tooDeep(source: source, path: path.description, limit: depthLimit) }
            return .array(try array.enumerated().map { try value(of: $1, at: path.appending(.index($0)), depth: depth + 1, source: source, depthLimit: depthLimit) })
        }
        if let object = parsed as? [String: Any] {
            guard depth < depthLimit else { throw PropsError.tooDeep(source: source, path: path.description, limit: depthLimit) }
            var members: [String: JSONValue] = [:]
            for (key, member) in object {
                members[key] = try value(of: member, at: path.appending(.key(key)), depth: depth + 1, source: source, depthLimit: depthLimit)
            }
            return .object(members)
        }
        if let number = parsed as? NSNumber {
            let kind = String(cString: number.objCType)
            // JSONSerialization gives true and false as boolean NSNumbers ("c"), never numbers.
            if kind == "c" { return .bool(number.boolValue) }
            let limit: UInt64 = 1 << 53
            let tooLarge = number is NSDecimalNumber
                || (["q", "l", "i", "s"].contains(kind) && number.int64Value.magnitude > limit)
                || (["Q", "L", "I", "S"].contains(kind) && number.uint64Value > limit)
            if tooLarge {
                throw PropsError.invalidValue(source: source, path: path.description,
                                              expected: "a number a Double holds exactly (integers within ±2^53)",
                                              found: "a number (\(number))")
            }
            return .number(number.doubleValue)
        }
        throw PropsError.invalidJSON(source: source, detail: "a value of an unexpected kind at \"\(path)\"")
    }

    /// `JSONSerialization`'s reason in the package's words, its byte offset as a line and column.
    private static func reason(_ error: any Error, in data: Data) -> String {
        var text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
        if text.hasSuffix(".") { text.removeLast() }
        if let range = text.range(of: #"around character (\d+)"#, options: .regularExpression),
           let offset = Int(text[range].split(separator: " ").last ?? "") {
            let before = String(decoding: data.prefix(max(0, offset)), as: UTF8.self)
            let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
            let column = (before.split(separator: "\n", omittingEmptySubsequences: false).last?.count ?? 0) + 1
            text.replaceSubrange(range, with: "at line \(line), column \(column)")
        }
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
