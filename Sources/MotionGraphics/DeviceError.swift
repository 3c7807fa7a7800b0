/// A posture the device does not have.
public struct DeviceError: Error, Equatable, CustomStringConvertible {
    /// The device asked for.
    public let device: Device
    /// The posture it does not have.
    public let posture: Posture

    public var description: String {
        "a \(device.rawValue) has no '\(posture.rawValue)' posture; its postures: \(device.postures.map(\.rawValue).joined(separator: ", "))"
    }
}
