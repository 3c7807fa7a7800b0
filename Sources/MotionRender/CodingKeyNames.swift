/// The names of the keys a value's `encode(to:)` writes at its top level, found without encoding
/// anything below them (no JSON, no dynamic casts): `CodingKeyNames.of(RenderOptions())` lists
/// every stored option, an optional one whose value is nil included.
package enum CodingKeyNames {
    /// The top-level key names `value` encodes, in the order it writes them.
    package static func of(_ value: some Encodable) -> [String] {
        let recorder = Recorder()
        try? value.encode(to: recorder)
        return recorder.names
    }

    /// An encoder that keeps the key names of its one keyed container and nothing else.
    private final class Recorder: Encoder {
        var names: [String] = []
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            KeyedEncodingContainer(Names(recorder: self))
        }
        func unkeyedContainer() -> any UnkeyedEncodingContainer { preconditionFailure("CodingKeyNames reads keyed values only") }
        func singleValueContainer() -> any SingleValueEncodingContainer { preconditionFailure("CodingKeyNames reads keyed values only") }
    }

    /// Records each key; the value is not encoded.
    private struct Names<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let recorder: Recorder
        var codingPath: [any CodingKey] { [] }

        private func note(_ key: Key) { recorder.names.append(key.stringValue) }
        mutating func encodeNil(forKey key: Key) throws { note(key) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { note(key) }
        mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws { note(key) }
        mutating func encode(_ value: Bool, forKey key: Key) throws { note(key) }
        mutating func encode(_ value: String, forKey key: Key) throws { note(key) }
        mutating func encode(_ value: Double, forKey key: Key) throws { note(key) }
        mutating func encode(_ value: Float, forKey key: Key) throws { note(key) }
        mutating func encode(_ value: Int, forKey key: Key) throws { note(key) }
        mutating func encode(_ value: Int8, forKey key: Key) throws { note(key) }
        mutating func encode(_ value: Int16, forKey key: Key) throws { note(key) }
        mutating func encode(_ value: Int32, forKey key: Key) throws { note(key) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { note(key) }
        mutating func encode(_ value: UInt, forKey key: Key) throws { note(key) }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { note(key) }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { note(key) }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { note(key) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { note(key) }
        mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { note(key) }
        mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { note(key) }
        mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { note(key) }
        mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { note(key) }
        mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { note(key) }
        mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { note(key) }
        mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { note(key) }
        mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { note(key) }
        mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { note(key) }
        mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { note(key) }
        mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { note(key) }
        mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { note(key) }
        mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { note(key) }
        mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { note(key) }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            note(key)
            return KeyedEncodingContainer(Names<NestedKey>(recorder: Recorder()))
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            preconditionFailure("CodingKeyNames reads keyed values only")
        }
        mutating func superEncoder() -> any Encoder { Recorder() }
        mutating func superEncoder(forKey key: Key) -> any Encoder {
            note(key)
            return Recorder()
        }
    }
}
