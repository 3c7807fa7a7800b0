/// The device and posture (default a flat phone): where ``RenderOptions/device`` and
/// ``MotionEnvironment/device`` keep them.
public struct DeviceKey: CodableEnvironmentKey {
    public static let defaultValue = DeviceEnvironment.phone
    public static var name: String { "device" }
    public static func fingerprint(of value: DeviceEnvironment) -> String { value.label }
}
