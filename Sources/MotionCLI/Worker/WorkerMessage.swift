import MotionTimeline

/// One message of the studio's render-worker protocol (see ``WorkerChannel`` for the framing and
/// `docs/studio.md` for the exchange). Every field but `kind` is optional; each kind uses a few.
///
/// | kind | direction | fields |
/// |---|---|---|
/// | `hello` | worker → studio, once, first | `protocol`, `tool`, `scenes` |
/// | `render` | studio → worker | `id`, `frame` |
/// | `frame` | worker → studio | `id`, `contentType`, `length` (the bytes follow) |
/// | `error` | worker → studio | `id`, `message`, `invalid` (true: the request was wrong; false: drawing failed) |
package struct WorkerMessage: Codable, Sendable {
    /// The protocol's version; a studio refuses a worker that speaks another. 2: frames carry
    /// the page's props, and the hello's scenes their props.
    package static let protocolVersion = 2

    package var kind: String
    package var `protocol`: Int?
    package var tool: String?
    package var scenes: [SceneOutline]?
    package var id: Int?
    package var frame: StudioFrameRequest?
    package var contentType: String?
    /// Bytes that follow the message's line.
    package var length: Int?
    package var message: String?
    package var invalid: Bool?

    package init(kind: String) { self.kind = kind }

    package static func hello(tool: String, scenes: [SceneOutline]) -> WorkerMessage {
        var message = WorkerMessage(kind: "hello")
        message.protocol = protocolVersion
        message.tool = tool
        message.scenes = scenes
        return message
    }

    package static func render(id: Int, _ frame: StudioFrameRequest) -> WorkerMessage {
        var message = WorkerMessage(kind: "render")
        message.id = id
        message.frame = frame
        return message
    }

    package static func frame(id: Int, contentType: String) -> WorkerMessage {
        var message = WorkerMessage(kind: "frame")
        message.id = id
        message.contentType = contentType
        return message
    }

    package static func error(id: Int?, _ text: String, invalid: Bool) -> WorkerMessage {
        var message = WorkerMessage(kind: "error")
        message.id = id
        message.message = text
        message.invalid = invalid
        return message
    }
}
