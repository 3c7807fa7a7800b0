extension RenderOptions {
    /// The locale to draw in (default `en`): a localized scene's strings and the direction of its
    /// text follow it. See ``MotionLocale``.
    public var locale: MotionLocale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// Hinting, hinted metrics and antialiasing of text (default ``FontRendering/default``: none,
    /// off, grey, the same shapes at every scale and in every format).
    public var fontRendering: FontRendering {
        get { self[FontRenderingKey.self] }
        set { self[FontRenderingKey.self] = newValue }
    }
}
