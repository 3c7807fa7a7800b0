/// One HTTP request as the studio's routes see it: decoded by libmicrohttpd, checked for UTF-8.
struct HTTPRequest: Sendable {
    /// `GET`, `HEAD`, …
    let method: String
    /// The path without the query, percent-decoded: `/api/frame`.
    let path: String
    /// The query's arguments, percent-decoded, in order; a name without `=` has an empty value.
    let arguments: [(name: String, value: String)]
    /// The `Host` header, or nil when the request has none.
    let host: String?

    init(method: String, path: String, arguments: [(name: String, value: String)] = [], host: String? = nil) {
        self.method = method
        self.path = path
        self.arguments = arguments
        self.host = host
    }
}
