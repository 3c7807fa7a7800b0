import MotionRender

/// Colour schemes × devices (each in each of its postures): the variants a scene is checked in.
///
/// ``all`` is light and dark on a phone and on a foldable closed, open and in tabletop: 8 variants.
public struct SnapshotMatrix: Sendable {
    public var schemes: [ColorScheme]
    /// Devices with their postures, as in ``DeviceEnvironment/all``.
    public var devices: [DeviceEnvironment]

    public init(schemes: [ColorScheme] = ColorScheme.allCases, devices: [DeviceEnvironment] = DeviceEnvironment.all) {
        self.schemes = schemes
        self.devices = devices
    }

    /// Every scheme on every device and posture.
    public static let all = SnapshotMatrix()

    /// One variant per scheme and device (schemes outer, devices inner), each `base` with the
    /// scheme and device replaced.
    public func variants(of base: RenderOptions = RenderOptions()) -> [SnapshotVariant] {
        schemes.flatMap { scheme in
            devices.map { device in
                var options = base
                options.colorScheme = scheme
                options.device = device
                return SnapshotVariant(name: SnapshotVariant.name(scheme: scheme, device: device), options: options)
            }
        }
    }
}
