/// What a headless script did: its console output, the canvases it drew on, and the error that
/// ended it, if any.
public struct JSScriptResult: Sendable {
    /// Console lines in order; `console.warn`/`error` lines start with `warn: ` / `error: `.
    public let output: [String]
    /// Every canvas the script made (`new OffscreenCanvas`, `document.createElement('canvas')`),
    /// in creation order, as scenes that render what was drawn on them.
    public let canvases: [JSCanvasSnapshot]
    /// The uncaught exception (with its stack) or the limit that stopped the script; nil on success.
    public let error: JSError?

    public var succeeded: Bool { error == nil }
}
