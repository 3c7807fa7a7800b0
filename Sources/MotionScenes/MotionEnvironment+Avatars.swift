import MotionRender

extension MotionEnvironment {
    /// The user's avatar style for the bots (``AvatarStyleKey``; default illustrated).
    public var avatarStyle: BotAvatarStyle {
        get { self[AvatarStyleKey.self] }
        set { self[AvatarStyleKey.self] = newValue }
    }
}
