extension MotionCanvas {
    /// The scene's props: those the render was given, or the scene's
    /// ``MotionScene/defaultProps``. Typed, and never throws: given props were checked before
    /// the first frame.
    ///
    /// ```swift
    /// let props = c.props(Props.self)
    /// c.text(props.title, at: CGPoint(x: 180, y: 40), font: MotionFont(size: 18))
    /// ```
    ///
    /// `type` must be the scene's ``MotionScene/Props``; another type is reported (the render
    /// fails naming both types) and its defaults are returned.
    public func props<P: SceneProps>(_ type: P.Type) -> P {
        if let props = target.props as? P { return props }
        report("draw reads props of type \(PropsError.name(of: P.self)), but the scene's props type is \(PropsError.name(of: Swift.type(of: target.props))): declare `typealias Props = \(P.self)` in the scene")
        return P()
    }

    /// The scene's props as JSON text, compact with sorted keys: for a scene drawn by code that
    /// takes JSON (a script), and for labels that show the props. A value JSON cannot hold (a
    /// NaN default) is reported and gives `{}`.
    public var propsJSON: String {
        do {
            return try target.props.jsonText()
        } catch {
            report(error)
            return "{}"
        }
    }
}
