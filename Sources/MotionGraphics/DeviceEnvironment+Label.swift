extension DeviceEnvironment {
    /// The device in the posture its ``label`` names (`phone`, `foldable-open`), exactly as
    /// written; nil for any other text.
    public init?(label: String) {
        guard let device = DeviceEnvironment.all.first(where: { $0.label == label }) else { return nil }
        self = device
    }

    /// Every label, in the order of ``all``, for messages: `phone, foldable-closed, …`.
    public static var labels: String { all.map(\.label).joined(separator: ", ") }
}
