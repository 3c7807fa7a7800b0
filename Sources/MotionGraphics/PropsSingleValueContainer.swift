/// One props value, for a type that reads itself from a single value (an enum's raw value, a
/// colour's text).
struct PropsSingleValueContainer: SingleValueDecodingContainer {
    let value: JSONValue
    let path: PropsPath
    let context: PropsDecodingContext

    var codingPath: [any CodingKey] { path.codingPath }

    func decodeNil() -> Bool { value == .null }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try context.decode(type, from: value, at: path)
    }

    func decode(_ type: Bool.Type) throws -> Bool { try context.decode(type, from: value, at: path) }
    func decode(_ type: String.Type) throws -> String { try context.decode(type, from: value, at: path) }
    func decode(_ type: Double.Type) throws -> Double { try context.decode(type, from: value, at: path) }
    func decode(_ type: Float.Type) throws -> Float { try context.decode(type, from: value, at: path) }
    func decode(_ type: Int.Type) throws -> Int { try context.decode(type, from: value, at: path) }
    func decode(_ type: Int8.Type) throws -> Int8 { try context.decode(type, from: value, at: path) }
    func decode(_ type: Int16.Type) throws -> Int16 { try context.decode(type, from: value, at: path) }
    func decode(_ type: Int32.Type) throws -> Int32 { try context.decode(type, from: value, at: path) }
    func decode(_ type: Int64.Type) throws -> Int64 { try context.decode(type, from: value, at: path) }
    func decode(_ type: UInt.Type) throws -> UInt { try context.decode(type, from: value, at: path) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try context.decode(type, from: value, at: path) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try context.decode(type, from: value, at: path) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try context.decode(type, from: value, at: path) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try context.decode(type, from: value, at: path) }
}
