extension MotionScene {
    /// What identifies this scene's drawing across processes: its type (with its module), name,
    /// ``version`` and a hash of its stored values (a scene with other parameters draws other
    /// frames), such as `MotionScenes.BotsScene bots v1 3f2a9c1e07b4d6a5`.
    ///
    /// Recorded in frame manifests and mixed into default SVG ids. Code cannot be hashed: when
    /// `draw` changes, change ``version``.
    public var identity: String {
        "\(String(reflecting: type(of: self))) \(name) v\(version) \(ContentHash.tag(StableDescription.of(self), length: 16))"
    }
}
