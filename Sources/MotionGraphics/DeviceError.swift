/// A posture the device does not have.
public struct DeviceError: Error, Equatable, CustomStringConvertible {
    public let device: Device
    public let posture: Posture

    public var description: String {
        "a \(device.rawValue) has no '\(posture.rawValue)' posture; its postures: \(device.postures.map(\.rawValue).joined(separator: ", "))"
    }
}
