extension DeviceEnvironment: Codable {
    /// A device in a posture from its label (`phone`, `foldable-open`).
    /// - Throws: `DecodingError.dataCorrupted` for a label that names no device and posture,
    ///   listing the labels there are.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let label = try container.decode(String.self)
        guard let device = DeviceEnvironment(label: label) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown device '\(label)'; devices: \(DeviceEnvironment.labels)")
        }
        self = device
    }

    /// Writes the label (`foldable-tabletop`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(label)
    }
}
