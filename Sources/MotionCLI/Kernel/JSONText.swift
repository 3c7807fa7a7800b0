import Foundation

/// The JSON that `--json` options print: pretty-printed, keys sorted, slashes unescaped, so the
/// same data always gives the same text.
public enum JSONText {
    public static func encode<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            throw CommandError.failure("cannot write JSON: \(error)")
        }
    }
}
