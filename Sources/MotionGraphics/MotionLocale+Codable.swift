extension MotionLocale: Codable {
    /// A locale from its BCP 47 tag, checked as ``init(_:)`` checks it.
    /// - Throws: `DecodingError.dataCorrupted` with the message of ``init(_:)`` for a text that is
    ///   not a language tag.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let tag = try container.decode(String.self)
        do { try self.init(tag) } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.reason)
        }
    }

    /// Writes the tag (`pt-BR`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}
