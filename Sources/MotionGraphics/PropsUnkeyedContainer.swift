/// The items of a props array, read in order, for a type's `init(from:)`.
struct PropsUnkeyedContainer: UnkeyedDecodingContainer {
    let items: [JSONValue]
    let path: PropsPath
    let context: PropsDecodingContext
    private(set) var currentIndex = 0

    init(items: [JSONValue], path: PropsPath, context: PropsDecodingContext) {
        self.items = items
        self.path = path
        self.context = context
    }

    var codingPath: [any CodingKey] { path.codingPath }
    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    /// The next item and its path; reading past the end is an error naming the index.
    private mutating func next() throws -> (value: JSONValue, path: PropsPath) {
        let itemPath = path.appending(.index(currentIndex))
        guard !isAtEnd else { throw context.missing(itemPath) }
        defer { currentIndex += 1 }
        return (items[currentIndex], itemPath)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, items[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try decode(type, 0) }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try decode(type, 0) }
    mutating func decode(_ type: String.Type) throws -> String { try decode(type, 0) }
    mutating func decode(_ type: Double.Type) throws -> Double { try decode(type, 0) }
    mutating func decode(_ type: Float.Type) throws -> Float { try decode(type, 0) }
    mutating func decode(_ type: Int.Type) throws -> Int { try decode(type, 0) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try decode(type, 0) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try decode(type, 0) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try decode(type, 0) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try decode(type, 0) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try decode(type, 0) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try decode(type, 0) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try decode(type, 0) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try decode(type, 0) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try decode(type, 0) }

    /// The scalar overloads all go through the generic conversion (the unused argument only
    /// tells this function apart from the protocol's generic requirement).
    private mutating func decode<T: Decodable>(_ type: T.Type, _: Int) throws -> T {
        let (value, itemPath) = try next()
        return try context.decode(type, from: value, at: itemPath)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let (value, itemPath) = try next()
        return try PropsDecoder(value: value, path: itemPath, context: context).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (value, itemPath) = try next()
        return try PropsDecoder(value: value, path: itemPath, context: context).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        let (value, itemPath) = try next()
        return PropsDecoder(value: value, path: itemPath, context: context)
    }
}
