import Foundation

/// One open Server-Sent Events connection: the events queued for it, read by the connection's
/// own thread (libmicrohttpd calls ``read(into:)`` whenever the socket can take more).
///
/// A read waits until an event is queued, the stream is closed, or ``keepAliveInterval`` passes
/// (then it sends a comment line, so a client that went away is noticed and its thread ends).
final class EventStream: @unchecked Sendable {
    /// Seconds between keep-alive comments on a quiet stream.
    static let keepAliveInterval: TimeInterval = 15
    /// Bytes a slow client may leave unread before the stream is closed.
    static let backlogLimit = 1 << 20

    private let condition = NSCondition()
    private var pending = Data()
    private var closed = false

    /// Queues `event` with `data` (one line of JSON, no newline).
    func send(event: String, data: String) {
        condition.lock()
        defer { condition.unlock() }
        guard !closed else { return }
        pending.append(Data("event: \(event)\ndata: \(data)\n\n".utf8))
        if pending.count > Self.backlogLimit { closed = true }
        condition.broadcast()
    }

    /// Ends the stream: the next read returns nil.
    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    var isClosed: Bool {
        condition.lock()
        defer { condition.unlock() }
        return closed
    }

    /// Copies up to `buffer.count` queued bytes into `buffer` and returns how many, waiting as
    /// described above; nil once the stream is closed.
    func read(into buffer: UnsafeMutableRawBufferPointer) -> Int? {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date(timeIntervalSinceNow: Self.keepAliveInterval)
        while pending.isEmpty, !closed {
            if !condition.wait(until: deadline) { pending.append(Data(": keep-alive\n\n".utf8)) }
        }
        guard !closed else { return nil }
        let count = min(buffer.count, pending.count)
        pending.copyBytes(to: buffer.bindMemory(to: UInt8.self), count: count)
        pending.removeFirst(count)
        return count
    }
}
