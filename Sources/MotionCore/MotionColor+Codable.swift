extension MotionColor: Codable {
    /// Reads a colour written as text, `"#RGB"`, `"#RRGGBB"` or `"#RRGGBBAA"` (the `#` optional,
    /// any case), as props and JSON files give it.
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming the text and the forms accepted, or a type
    ///   mismatch for a value that is not text.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            try self.init(hex: text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(error)")
        }
    }

    /// Writes the colour as ``description``: `"#RRGGBB"`, or `"#RRGGBBAA"` when alpha is below 1.
    /// Components are rounded to bytes, so a colour that is not on the 8-bit grid reads back as
    /// the nearest one that is.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
