import Foundation

/// What a route answers: a status, headers and a body of bytes, or an event stream that stays
/// open (Server-Sent Events).
struct HTTPResponse: Sendable {
    enum Body: Sendable {
        case bytes(Data)
        case events(EventStream)
    }

    var status: Int
    var headers: [(name: String, value: String)]
    var body: Body

    init(status: Int = 200, contentType: String, body: Data, headers: [(name: String, value: String)] = []) {
        self.status = status
        self.headers = [("Content-Type", contentType)] + headers
        self.body = .bytes(body)
    }

    /// A stream of Server-Sent Events.
    init(events: EventStream) {
        status = 200
        headers = [("Content-Type", "text/event-stream; charset=utf-8"), ("Cache-Control", "no-store"),
                   ("X-Accel-Buffering", "no")]
        body = .events(events)
    }

    /// `{"error": message}` with `status`: how every route refuses, so the page can show why.
    static func error(_ status: Int, _ message: String, headers: [(name: String, value: String)] = []) -> HTTPResponse {
        let json = (try? JSONEncoder().encode(["error": message])) ?? Data("{}".utf8)
        return HTTPResponse(status: status, contentType: "application/json; charset=utf-8", body: json,
                            headers: [("Cache-Control", "no-store")] + headers)
    }

    /// A JSON value with `Cache-Control: no-store`.
    static func json<Value: Encodable>(_ value: Value) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            return HTTPResponse(contentType: "application/json; charset=utf-8", body: try encoder.encode(value),
                                headers: [("Cache-Control", "no-store")])
        } catch {
            return .error(500, "cannot encode the answer: \(error)")
        }
    }
}
