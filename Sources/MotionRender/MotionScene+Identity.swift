extension MotionScene {
    /// What identifies this scene's drawing across processes: its type (with its module), name,
    /// ``version`` and a hash of its stored values (a scene with other parameters draws other
    /// frames), such as `MotionScenes.BotsScene bots v1 3f2a9c1e07b4d6a5`.
    ///
    /// Recorded in frame manifests and mixed into default SVG ids. Code cannot be hashed: when
    /// `draw` changes, change ``version``.
    ///
    /// Rendering one scene value into many documents describes it once: the last identity of each
    /// scene type is kept with a copy of the value it was made for.
    public var identity: String {
        SceneIdentityCache.identity(of: self) {
            let description = StableDescription.describing(self)
            return ("\(String(reflecting: type(of: self))) \(name) v\(version) \(ContentHash.tag(description.text, length: 16))",
                    description.valuesOnly)
        }
    }
}
