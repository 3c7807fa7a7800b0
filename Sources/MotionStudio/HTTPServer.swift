import Foundation
internal import CMicroHTTPD
#if canImport(Glibc)
import Glibc
#endif

/// An HTTP/1.1 server on a listening socket: GNU libmicrohttpd parses requests and writes
/// responses on a thread per connection, and `handler` answers each request.
///
/// Only `GET` and `HEAD` reach the handler; other methods get 405. A request that libmicrohttpd
/// cannot parse, or whose request line or headers are over its limits, gets its own 4xx; a path
/// or query that is not UTF-8 gets 400. Connections beyond ``connectionLimit`` are refused, and
/// an idle connection is closed after ``idleTimeout`` seconds.
final class HTTPServer: @unchecked Sendable {
    typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

    /// Connections open at once, all tabs together.
    static let connectionLimit: UInt32 = 64
    /// Seconds an idle connection stays open (event streams send a comment every 15 s).
    static let idleTimeout: UInt32 = 60

    let port: Int
    let address: ListenAddress
    fileprivate let handler: Handler
    fileprivate let events: EventHub
    private var daemon: OpaquePointer?
    /// libmicrohttpd's functions, opened when the first server starts.
    private let mhd: UnsafePointer<CMHDFunctions>
    private let lock = NSLock()
    fileprivate let log = LogLines()

    /// Starts serving on `socket` (which the server then owns); `events` is closed on ``stop()``
    /// so that open event streams end.
    init(socket: ListeningSocket, events: EventHub, handler: @escaping Handler) throws {
        port = socket.port
        address = socket.address
        self.handler = handler
        self.events = events
        do { mhd = try MicroHTTPDLibrary.functions() } catch {
            close(socket.descriptor)
            throw error
        }
        let flags = socket.address.family == .ipv6 ? UInt32(MHD_USE_IPv6.rawValue) : 0
        let context = Unmanaged.passUnretained(self).toOpaque()
        guard let daemon = cmhd_start(mhd, flags, socket.descriptor, Self.connectionLimit, Self.idleTimeout,
                                      accessHandler, context, { appendLog($0, $1, $2) }, context) else {
            close(socket.descriptor)
            throw StudioError.serverFailed(reason: log.last ?? "libmicrohttpd gave no reason")
        }
        self.daemon = daemon
    }

    /// Ends every event stream, waits for the connections' threads, and closes the socket.
    /// Calling it again does nothing.
    func stop() {
        lock.lock()
        let running = daemon
        daemon = nil
        lock.unlock()
        guard let running else { return }
        events.closeAll()
        mhd.pointee.MHD_stop_daemon(running)
    }

    deinit { stop() }

    /// Answers one request: the handler's response, queued on `connection`.
    fileprivate func respond(_ connection: OpaquePointer, method: String, url: UnsafePointer<CChar>?) -> MHD_Result {
        guard method == "GET" || method == "HEAD" else {
            return queue(.error(405, "method \(method) is not allowed: the studio answers GET and HEAD only", headers: [("Allow", "GET, HEAD")]), on: connection)
        }
        guard let url, let path = String(validatingCString: url) else {
            return queue(.error(400, "the path is not UTF-8"), on: connection)
        }
        let arguments = QueryArguments(connection, mhd)
        guard arguments.valid else { return queue(.error(400, "the query is not UTF-8"), on: connection) }
        let host = mhd.pointee.MHD_lookup_connection_value(connection, .HEADER_KIND, "Host").flatMap { String(validatingCString: $0) }
        let request = HTTPRequest(method: method, path: path, arguments: arguments.values, host: host)
        return queue(handler(request), on: connection)
    }

    private func queue(_ response: HTTPResponse, on connection: OpaquePointer) -> MHD_Result {
        let made: OpaquePointer?
        switch response.body {
        case .bytes(let data):
            made = data.withUnsafeBytes { raw in
                mhd.pointee.MHD_create_response_from_buffer(raw.count, UnsafeMutableRawPointer(mutating: raw.baseAddress), .RESPMEM_MUST_COPY)
            }
        case .events(let stream):
            let context = Unmanaged.passRetained(StreamContext(stream: stream, hub: events)).toOpaque()
            made = mhd.pointee.MHD_create_response_from_callback(UInt64.max, 4096, streamReader, context, streamFreed)
            if made == nil { Unmanaged<StreamContext>.fromOpaque(context).release() }
        }
        guard let made else { return .NO }
        defer { mhd.pointee.MHD_destroy_response(made) }
        for (name, value) in response.headers { _ = mhd.pointee.MHD_add_response_header(made, name, value) }
        _ = mhd.pointee.MHD_add_response_header(made, "X-Content-Type-Options", "nosniff")
        return mhd.pointee.MHD_queue_response(connection, UInt32(response.status), made)
    }
}

/// An event stream and the hub it is registered in, for libmicrohttpd's reader callbacks.
private final class StreamContext {
    let stream: EventStream
    let hub: EventHub
    init(stream: EventStream, hub: EventHub) {
        self.stream = stream
        self.hub = hub
    }
}

/// libmicrohttpd's messages, the last one kept for the error when the daemon does not start.
final class LogLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { lock.withLock { lines = Array((lines + [line]).suffix(20)) } }
    var last: String? { lock.withLock { lines.last } }
}

/// The query arguments of a request, in order; `valid` is false when one is not UTF-8.
private struct QueryArguments {
    var values: [(name: String, value: String)] = []
    var valid = true

    init(_ connection: OpaquePointer, _ mhd: UnsafePointer<CMHDFunctions>) {
        withUnsafeMutablePointer(to: &self) { pointer in
            _ = mhd.pointee.MHD_get_connection_values(connection, .GET_ARGUMENT_KIND, { context, _, key, value in
                let arguments = context!.assumingMemoryBound(to: QueryArguments.self)
                guard let key, let name = String(validatingCString: key) else {
                    arguments.pointee.valid = false
                    return .YES
                }
                guard let text = value.map({ String(validatingCString: $0) }) ?? "" else {
                    arguments.pointee.valid = false
                    return .YES
                }
                arguments.pointee.values.append((name, text))
                return .YES
            }, pointer)
        }
    }
}

private let accessHandler: MHD_AccessHandlerCallback = { context, connection, url, method, _, _, uploadSize, state in
    guard let context, let connection, let state else { return .NO }
    let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
    let methodName = method.flatMap { String(validatingCString: $0) } ?? ""
    // The first call comes when the headers are in. A GET or HEAD carries no body, so it is
    // answered on the second call, when libmicrohttpd has read the whole request; any other
    // method is refused at once and its body is never read.
    if state.pointee == nil, methodName == "GET" || methodName == "HEAD" {
        state.pointee = UnsafeMutableRawPointer(bitPattern: 1)
        return .YES
    }
    if let uploadSize, uploadSize.pointee > 0 {
        // A body sent with a GET: discard it.
        uploadSize.pointee = 0
        return .YES
    }
    return server.respond(connection, method: methodName, url: url)
}

private let streamReader: MHD_ContentReaderCallback = { context, _, buffer, size in
    guard let context, let buffer else { return -2 }
    let stream = Unmanaged<StreamContext>.fromOpaque(context).takeUnretainedValue().stream
    guard let count = stream.read(into: UnsafeMutableRawBufferPointer(start: buffer, count: size)) else {
        return -1   // MHD_CONTENT_READER_END_OF_STREAM
    }
    return count
}

private let streamFreed: MHD_ContentReaderFreeCallback = { context in
    guard let context else { return }
    let box = Unmanaged<StreamContext>.fromOpaque(context).takeRetainedValue()
    box.hub.remove(box.stream)
}

/// libmicrohttpd's messages, appended to the server's log. A function, with the C callback made
/// at the call site, rather than a global constant of type `MHD_LogCallback`: a stored C function
/// type with a `va_list` parameter crashes swift-symbolgraph-extract (Swift 6.3.1) when it reads
/// the module, and with it the documentation check.
private func appendLog(_ context: UnsafeMutableRawPointer?, _ format: UnsafePointer<CChar>?,
                       _ arguments: CVaListPointer?) {
    guard let context, let format, let arguments else { return }
    var buffer = [CChar](repeating: 0, count: 512)
    _ = vsnprintf(&buffer, buffer.count, format, arguments)
    let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue().log.append(line.trimmingCharacters(in: .whitespacesAndNewlines))
}
