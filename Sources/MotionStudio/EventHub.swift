import Foundation

/// Every open event stream, so one change reaches every tab.
final class EventHub: @unchecked Sendable {
    private let lock = NSLock()
    private var streams: [ObjectIdentifier: EventStream] = [:]

    /// A new stream that receives every event sent from now on.
    func open() -> EventStream {
        let stream = EventStream()
        lock.withLock { streams[ObjectIdentifier(stream)] = stream }
        return stream
    }

    /// Forgets `stream` (its connection ended).
    func remove(_ stream: EventStream) {
        stream.close()
        _ = lock.withLock { streams.removeValue(forKey: ObjectIdentifier(stream)) }
    }

    /// Sends `event` to every open stream.
    func broadcast(event: String, data: String) {
        let open = lock.withLock { Array(streams.values) }
        for stream in open { stream.send(event: event, data: data) }
    }

    /// Closes every stream, so their connections end and the server can stop.
    func closeAll() {
        let open = lock.withLock { () -> [EventStream] in
            defer { streams.removeAll() }
            return Array(streams.values)
        }
        for stream in open { stream.close() }
    }

    var count: Int { lock.withLock { streams.count } }
}
