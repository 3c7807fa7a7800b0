import MotionRender

/// The environment key of the bots' avatar style (default ``BotAvatarStyle/illustrated``).
public struct AvatarStyleKey: EnvironmentKey {
    public static let defaultValue = BotAvatarStyle.illustrated
    public static var name: String { "avatarStyle" }
    public static func fingerprint(of style: BotAvatarStyle) -> String { style.name }
    public static func description(of style: BotAvatarStyle) -> String { style.name }
}
