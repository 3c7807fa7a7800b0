import MotionRender

/// Colour schemes × devices (each in each of its postures), optionally × locales: the variants a
/// scene is checked in.
///
/// ``all`` is light and dark on a phone and on a foldable closed, open and in tabletop: 8
/// variants for a scene that reads the device (``MotionScene/readsDevice``), 2 for one that does
/// not (``variants(of:for:)``), in the options' locale. With `locales`, each variant is made once
/// per locale and its name ends in the locale: `light-phone-ja`.
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
    /// the scheme, device and locale replaced, named `<scheme>-<device label>[-<locale>]`.
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

    /// The variants that can differ for `scene`: all of ``variants(of:)`` when the scene reads the
    /// device, else one per scheme (and locale) on `base`'s device, named by the scheme alone
    /// (`light`, `dark`, `light-ja`): the other devices would only repeat that picture.
    public func variants(of base: RenderOptions = RenderOptions(), for scene: any MotionScene) -> [SnapshotVariant] {
        guard !scene.readsDevice else { return variants(of: base) }
        return schemes.flatMap { scheme in
            (locales ?? [base.locale]).map { locale in
                var options = base
                options.colorScheme = scheme
                options.locale = locale
                return SnapshotVariant(name: locales == nil ? scheme.rawValue : "\(scheme.rawValue)-\(locale.identifier)", options: options)
            }
        }
    }

    /// Checks the claim of a scene that does not read the device: for each scheme, the frame on
    /// every device of the matrix must equal the frame on `base`'s device pixel for pixel.
    ///
    /// - Returns: nil when the claim holds, the scene reads the device (nothing to check) or the
    ///   frame cannot be rendered (the assertion reports that itself); else a one-line message
    ///   naming the first device that draws differently.
    public func undeclaredDeviceRead(of scene: any MotionScene, at playback: MotionPlayback = .still,
                                     options base: RenderOptions = RenderOptions()) -> String? {
        guard !scene.readsDevice else { return nil }
        for scheme in schemes {
            var options = base
            options.colorScheme = scheme
            options.format = .png
            let frame = SceneFrame(scene, at: playback, options: options)
            guard let t = try? frame.time(), let expected = try? MotionRenderer.raster(scene, at: t, options: options) else { return nil }
            for device in devices where device != base.device {
                options.device = device
                guard let other = try? MotionRenderer.raster(scene, at: t, options: options) else { return nil }
                if other != expected {
                    return "scene '\(scene.name)' draws differently on \(device.label) than on \(base.device.label) (\(scheme.rawValue)) "
                        + "but does not declare that it reads the device: add `var readsDevice: Bool { true }` to it, "
                        + "and its snapshots cover every device and posture"
                }
            }
        }
        return nil
    }
}
