import MotionRender

/// A device in one posture by its label (`phone`, `foldable-open`), as snapshot variants name them.
struct DeviceLabel: ExpressibleByArgument {
    let device: DeviceEnvironment

    init?(argument: String) {
        guard let device = DeviceEnvironment(label: argument.lowercased()) else { return nil }
        self.device = device
    }

    static var valueDescription: String { "a device label" }
    static var allValueStrings: [String] { DeviceEnvironment.all.map(\.label) }
}
