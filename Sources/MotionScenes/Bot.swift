/// The three bots a player can pick as a rival, one per level.
public enum Bot: String, Sendable, CaseIterable {
    /// Pip, level 1 (Beginner).
    case pip
    /// Sofía, level 2 (Intermediate).
    case sofia
    /// Viktor, level 3 (Master).
    case viktor

    /// The name shown on the card (UTF-8: "Sofía").
    public var displayName: String {
        switch self {
        case .pip: return "Pip"
        case .sofia: return "Sofía"
        case .viktor: return "Viktor"
        }
    }

    /// 1 (beginner) to 3 (master).
    public var level: Int {
        switch self {
        case .pip: return 1
        case .sofia: return 2
        case .viktor: return 3
        }
    }

    /// The level's label on the card.
    public var levelName: String {
        switch self {
        case .pip: return "Beginner"
        case .sofia: return "Intermediate"
        case .viktor: return "Master"
        }
    }
}
