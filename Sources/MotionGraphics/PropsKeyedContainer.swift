/// The members of a props object, for a type's `init(from:)`; every key asked for is noted.
struct PropsKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [String: JSONValue]
    let path: PropsPath
    let context: PropsDecodingContext

    var codingPath: [any CodingKey] { path.codingPath }
    var allKeys: [Key] { members.keys.sorted().compactMap(Key.init(stringValue:)) }

    func contains(_ key: Key) -> Bool {
        context.noteRead(path.appending(key: key))
        return members[key.stringValue] != nil
    }

    /// The member for `key`, noted as read; a missing one is an error.
    private func member(_ key: Key) throws -> (value: JSONValue, path: PropsPath) {
        let memberPath = path.appending(key: key)
        context.noteRead(memberPath)
        guard let value = members[key.stringValue] else { throw context.missing(memberPath) }
        return (value, memberPath)
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        try member(key).value == .null
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try decode(type, key) }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decode(type as Bool.Type, key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decode(type as String.Type, key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decode(type as Double.Type, key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decode(type as Float.Type, key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decode(type as Int.Type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decode(type as Int8.Type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decode(type as Int16.Type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decode(type as Int32.Type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decode(type as Int64.Type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decode(type as UInt.Type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decode(type as UInt8.Type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decode(type as UInt16.Type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decode(type as UInt32.Type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decode(type as UInt64.Type, key) }

    /// The scalar overloads all go through the generic one: one conversion, one set of messages.
    private func decode<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T {
        let (value, memberPath) = try member(key)
        return try context.decode(type, from: value, at: memberPath)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        let (value, memberPath) = try member(key)
        return try PropsDecoder(value: value, path: memberPath, context: context).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        let (value, memberPath) = try member(key)
        return try PropsDecoder(value: value, path: memberPath, context: context).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        try superDecoder(forKey: Key(stringValue: "super")!)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        let memberPath = path.appending(key: key)
        context.noteRead(memberPath)
        return PropsDecoder(value: members[key.stringValue] ?? .null, path: memberPath, context: context)
    }
}
