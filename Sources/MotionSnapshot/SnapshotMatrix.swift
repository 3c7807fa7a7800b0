import MotionRender

/// Colour schemes × devices (each in each of its postures), optionally × locales: the variants a
/// scene is checked in.
///
/// ``all`` is light and dark on a phone and on a foldable closed, open and in tabletop: 8 variants,
/// in the options' locale. With `locales`, each variant is made once per locale and its name
/// ends in the locale: `light-phone-ja`.
public struct SnapshotMatrix: Sendable {
    public var schemes: [ColorScheme]
    /// Devices with their postures, as in ``DeviceEnvironment/all``.
    public var devices: [DeviceEnvironment]
    /// Locales to render each variant in, or nil (default) for the options' own locale only.
    public var locales: [MotionLocale]?

    public init(schemes: [ColorScheme] = ColorScheme.allCases, devices: [DeviceEnvironment] = DeviceEnvironment.all,
                locales: [MotionLocale]? = nil) {
        self.schemes = schemes
        self.devices = devices
        self.locales = locales
    }

    /// Every scheme on every device and posture.
    public static let all = SnapshotMatrix()

    /// One variant per scheme, device and locale (schemes outer, locales inner), each `base` with
    /// the scheme, device and locale replaced.
    public func variants(of base: RenderOptions = RenderOptions()) -> [SnapshotVariant] {
        schemes.flatMap { scheme in
            devices.flatMap { device in
                (locales ?? [base.locale]).map { locale in
                    var options = base
                    options.colorScheme = scheme
                    options.device = device
                    options.locale = locale
                    let name = SnapshotVariant.name(scheme: scheme, device: device)
                    return SnapshotVariant(name: locales == nil ? name : "\(name)-\(locale.identifier)", options: options)
                }
            }
        }
    }
}
