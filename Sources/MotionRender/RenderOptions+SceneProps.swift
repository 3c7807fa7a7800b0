extension RenderOptions {
    /// Sets ``props`` from input a user gave (JSON text or a file) for `scene`: `input` laid
    /// over the scene's defaults, every key checked. This is the one call a tool makes for
    /// typed props: the command line's `--props` and `--props-file` use it.
    ///
    /// ```swift
    /// var options = RenderOptions()
    /// try options.setProps(PropsInput(json: #"{"title": "Niveau 5"}"#, source: "--props"), for: scene)
    /// ```
    /// - Throws: ``PropsError`` with a one-line message starting with `input.source` and naming
    ///   the key: a value of the wrong type, an unknown key, props for a scene without any. The
    ///   options are unchanged then.
    public mutating func setProps(_ input: PropsInput, for scene: any MotionScene) throws {
        props = try scene.props(from: input)
    }

    /// The environment `scene` sees under these options, its props checked first.
    /// - Throws: ``PropsError`` for props of another type than the scene's; the errors of
    ///   ``environment(box:)``.
    package func environment(for scene: any MotionScene) throws -> MotionEnvironment {
        _ = try scene.props(in: self)
        return try environment(box: scene.box)
    }
}
