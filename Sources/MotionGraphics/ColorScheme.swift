/// Light or dark appearance; selects the palette a scene draws with.
public enum ColorScheme: String, Sendable, CaseIterable, Codable {
    /// The light appearance (the default): the `light` palette of `palettes.json`.
    case light
    /// The dark appearance: the `dark` palette of `palettes.json`.
    case dark
}
