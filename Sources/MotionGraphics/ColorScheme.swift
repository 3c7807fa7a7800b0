/// Light or dark appearance; selects the palette a scene draws with.
public enum ColorScheme: String, Sendable, CaseIterable {
    case light
    case dark
}
