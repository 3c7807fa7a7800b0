extension RenderOptions {
    /// The props to draw with (default nil: the scene's ``MotionScene/defaultProps``). They must
    /// be of the scene's props type; a render with props of another type fails naming both.
    ///
    /// ```swift
    /// var options = RenderOptions()
    /// options.props = LevelUpScene.Props(title: "Niveau 5")
    /// try options.setProps(PropsInput(json: #"{"title": "Niveau 5"}"#), for: LevelUpScene())  // from JSON
    /// ```
    public var props: (any SceneProps)? {
        get { self[PropsKey.self] }
        set { self[PropsKey.self] = newValue }
    }
}
