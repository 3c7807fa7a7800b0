import MotionRender

/// One cell of a ``SnapshotMatrix``: a name such as `dark-foldable-tabletop` (or `dark` for a scene
/// that does not read the device) and the options it renders with.
public struct SnapshotVariant: Sendable {
    /// `<scheme>-<device label>` (`light-phone`, `dark-foldable-open`, …), or `<scheme>` alone.
    public var name: String
    public var options: RenderOptions

    public init(name: String, options: RenderOptions) {
        self.name = name
        self.options = options
    }

    /// The variant name for a scheme and a device: `light-phone`, `dark-foldable-closed`.
    public static func name(scheme: ColorScheme, device: DeviceEnvironment) -> String {
        "\(scheme.rawValue)-\(device.label)"
    }
}
