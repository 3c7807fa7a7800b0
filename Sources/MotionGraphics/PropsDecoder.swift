/// A `Decoder` over props as ``JSONValue``s: what reads a ``SceneProps`` type.
///
/// Foundation's `JSONDecoder` reads JSON too, but it cannot say which keys a type never asked
/// for (so unknown keys would pass unnoticed), and on this platform it reports a number that
/// does not fit its type (5.5 for an `Int`, 300 for a `UInt8`) as invalid JSON without the key.
/// This decoder notes every member asked for and reports each value that does not fit with its
/// path, what was expected and what was found.
struct PropsDecoder: Decoder {
    let value: JSONValue
    let path: PropsPath
    let context: PropsDecodingContext

    var codingPath: [any CodingKey] { path.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else { throw context.mismatch(path, expected: "an object", value) }
        return KeyedDecodingContainer(PropsKeyedContainer<Key>(members: members, path: path, context: context))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let items) = value else { throw context.mismatch(path, expected: "an array", value) }
        return PropsUnkeyedContainer(items: items, path: path, context: context)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        PropsSingleValueContainer(value: value, path: path, context: context)
    }
}
