/// The error a scene reported while drawing (``RenderError/sceneError(scene:time:cause:)``),
/// kept as it was thrown, so a tool can read more than its one line: a JavaScript error's file,
/// line, column and stack. Two causes are equal when their descriptions are.
public struct SceneErrorCause: Error, Equatable, Sendable, CustomStringConvertible {
    /// The error the scene reported.
    public let error: any Error

    /// Keeps `error`.
    public init(_ error: any Error) { self.error = error }

    /// The error's own one-line description (its `reason`).
    public var description: String { error.reason }

    /// Equal when the descriptions are.
    public static func == (a: SceneErrorCause, b: SceneErrorCause) -> Bool { a.description == b.description }
}
