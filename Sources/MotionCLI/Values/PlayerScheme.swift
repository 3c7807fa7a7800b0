import MotionRender

/// `player --scheme`: one palette, or both with a toggle on the page.
enum PlayerScheme: String, CaseIterable, ExpressibleByArgument {
    case light, dark, both

    var schemes: [ColorScheme] {
        switch self {
        case .light: return [.light]
        case .dark: return [.dark]
        case .both: return [.light, .dark]
        }
    }
}
