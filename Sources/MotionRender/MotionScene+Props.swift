extension MotionScene {
    /// True when the scene declares props (its ``Props`` type is not ``NoProps``).
    public var takesProps: Bool { Props.self != NoProps.self }

    /// Props of this scene's type: `input` laid over ``defaultProps`` (see
    /// ``SceneProps/decode(_:over:)``).
    /// - Throws: ``PropsError/takesNoProps(source:scene:)`` for a scene without props, and every
    ///   error of ``SceneProps/decode(_:over:)``, naming the key.
    public func props(from input: PropsInput) throws -> Props {
        guard takesProps else { throw PropsError.takesNoProps(source: input.source, scene: name) }
        return try Props.decode(input, over: defaultProps)
    }

    /// The props a render with `options` draws the scene with: `options.props`, else
    /// ``defaultProps``.
    /// - Throws: ``PropsError/wrongType(scene:expected:given:)`` for props of another type, or
    ///   ``PropsError/takesNoProps(source:scene:)`` for props given to a scene without any.
    public func props(in options: RenderOptions) throws -> Props {
        guard let given = options.props else { return defaultProps }
        if let props = given as? Props { return props }
        guard takesProps else { throw PropsError.takesNoProps(source: "props", scene: name) }
        throw PropsError.wrongType(scene: name, expected: PropsError.name(of: Props.self), given: PropsError.name(of: type(of: given)))
    }

    /// The props this scene draws with in `environment`: the environment's, when they are of its
    /// type, else its defaults. A scene drawn inside another (``MotionCanvas/draw(_:at:in:environment:background:)``)
    /// thus gets its own defaults unless the environment handed to it carries props for it.
    func props(seenIn environment: MotionEnvironment) -> Props {
        environment[PropsKey.self] as? Props ?? defaultProps
    }
}
