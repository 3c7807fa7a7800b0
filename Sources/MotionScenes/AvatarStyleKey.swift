import MotionRender

/// The environment key of the bots' avatar style (default ``BotAvatarStyle/illustrated``).
///
/// Its fingerprint is the style's name and a hash of its avatar files' contents.
public struct AvatarStyleKey: EnvironmentKey {
    public static let defaultValue = BotAvatarStyle.illustrated
    public static var name: String { "avatarStyle" }
    public static func fingerprint(of style: BotAvatarStyle) -> String {
        let hashes = Bot.allCases.map { (try? style.asset(for: $0).contentHash) ?? "unreadable \($0.rawValue)" }
        return style.name + " " + ContentHash.tag(hashes.joined(separator: " "), length: 16)
    }
    public static func description(of style: BotAvatarStyle) -> String { style.name }
}
