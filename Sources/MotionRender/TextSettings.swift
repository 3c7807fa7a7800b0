/// What every text call of a frame reads from the environment, read once per frame: the locale,
/// the font rendering, whether layouts are cached, and the output scale hinting works at.
struct TextSettings {
    let locale: MotionLocale
    let rendering: FontRendering
    let caching: Bool
    let outputScale: Double

    init(environment: MotionEnvironment, outputScale: Double) {
        locale = environment.locale
        rendering = environment.fontRendering
        caching = environment[TextLayoutCachingKey.self]
        self.outputScale = outputScale
    }
}
