import MotionRender

/// The environment a scene is drawn in: colour scheme, device and posture, Reduce Motion, locale,
/// the scene's props, and the tool's scene settings (board theme, piece set, … for the built-in
/// scenes).
struct DrawingOptions: ParsableArguments {
    @OptionGroup var scheme: SchemeOptions
    @OptionGroup var device: DeviceOptions

    @Flag("--reduce-motion", help: "The person asked for less motion: the scene sees Reduce Motion, and live playback shows the still frame.")
    var reduceMotion: Bool

    @Option("--locale", placeholder: "LOCALE", help: "The language to draw in: a localized scene's strings and the text direction follow it; a scene without strings for it fails, naming the locales it has.")
    var locale: MotionLocale = .english

    @OptionGroup var props: PropsOptions

    @SceneSettingOptions var settings: SceneSettingValues

    /// Sets scheme, device, Reduce Motion, locale, props and the settings `scene` reads,
    /// resolved once, before anything is drawn.
    func apply(for scene: any MotionScene, to options: inout RenderOptions) throws {
        options.colorScheme = scheme.scheme
        options.device = try device.environment()
        options.reduceMotion = reduceMotion
        options.locale = locale
        try props.apply(for: scene, to: &options)
        try settings.apply(for: scene, to: &options)
    }
}
