extension MotionEnvironment {
    /// The locale the scene is drawn for (default `en`): its strings, the direction of text that
    /// does not settle its own, and the local forms of letters. See ``MotionLocale``.
    public var locale: MotionLocale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// Right to left when the locale is written so (Arabic, Hebrew, …), as SwiftUI's
    /// `layoutDirection`; a scene mirrors its layout by it.
    public var layoutDirection: LayoutDirection { locale.layoutDirection }

    /// How text is rasterized in this render (default: no hinting, metrics off, grey antialiasing).
    public var fontRendering: FontRendering {
        get { self[FontRenderingKey.self] }
        set { self[FontRenderingKey.self] = newValue }
    }

    /// The scene's strings for ``locale`` (empty for a scene without a ``StringsCatalog``).
    public var strings: LocalizedStrings {
        get { self[StringsKey.self] }
        set { self[StringsKey.self] = newValue }
    }
}
