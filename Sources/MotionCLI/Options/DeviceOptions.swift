import MotionRender

/// `--device` and `--posture`.
struct DeviceOptions: ParsableArguments {
    @Option("--device", placeholder: "DEVICE", help: "Device the scene is laid out for.")
    var device: Device = .phone

    @Option("--posture", placeholder: "POSTURE", help: "Posture: flat for a phone; closed, open or tabletop for a foldable.",
            defaultDescription: "the device's first")
    var posture: Posture?

    /// The device in its posture; a posture the device does not have is a usage error listing its postures.
    func environment() throws -> DeviceEnvironment {
        do {
            return try DeviceEnvironment(device: device, posture: posture)
        } catch let error as DeviceError {
            throw CommandError.usage(error.description)
        }
    }
}
