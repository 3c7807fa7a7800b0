import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The framing of the render-worker protocol over a pair of file descriptors (a child's standard
/// input and output): each message is one line of JSON (a ``WorkerMessage``, UTF-8, at most
/// ``lineLimit`` bytes, ending with `\n`), followed by exactly `length` bytes when the message
/// has a `length`.
///
/// Reads block; a closed peer gives nil from ``receive()``. Errors name what was wrong with
/// the stream, so a studio can show why a worker was dropped.
package final class WorkerChannel {
    /// The longest line accepted (a scene list with sampled curves fits many times over).
    package static let lineLimit = 16 << 20
    /// The largest body accepted: a PNG without compression at the studio's largest size fits.
    package static let bodyLimit = 256 << 20

    package struct ProtocolError: Error, CustomStringConvertible {
        package let description: String
        package init(description: String) { self.description = description }
    }

    private let input: Int32
    private let output: Int32
    private var buffer: [UInt8] = []
    private var start = 0

    package init(input: Int32, output: Int32) {
        self.input = input
        self.output = output
    }

    /// Writes `message`, then `body` (setting `length` to its size).
    package func send(_ message: WorkerMessage, body: Data? = nil) throws {
        var message = message
        message.length = body?.count
        var line = try JSONEncoder().encode(message)
        line.append(UInt8(ascii: "\n"))
        try write(line)
        if let body { try write(body) }
    }

    /// The next message and the bytes that came with it; nil when the peer closed the stream
    /// between messages.
    package func receive() throws -> (message: WorkerMessage, body: Data?)? {
        guard let line = try readLine() else { return nil }
        let message: WorkerMessage
        do {
            message = try JSONDecoder().decode(WorkerMessage.self, from: line)
        } catch {
            let text = String(decoding: line.prefix(200), as: UTF8.self)
            throw ProtocolError(description: "a line that is not a protocol message: \(text)")
        }
        guard let length = message.length else { return (message, nil) }
        guard (0...Self.bodyLimit).contains(length) else {
            throw ProtocolError(description: "a body of \(length) bytes, over the limit of \(Self.bodyLimit)")
        }
        return (message, try read(count: length))
    }

    private func write(_ data: Data) throws {
        try data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Glibc.write(output, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw ProtocolError(description: "the other side stopped reading (\(String(cString: strerror(errno))))")
                }
                offset += written
            }
        }
    }

    /// Reads more bytes into the buffer; false at the end of the stream.
    private func fill() throws -> Bool {
        if start > 0, start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(input, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw ProtocolError(description: "cannot read: \(String(cString: strerror(errno)))") }
            if count == 0 { return false }
            buffer.append(contentsOf: chunk[0..<count])
            return true
        }
    }

    private func readLine() throws -> Data? {
        var scanned = 0   // bytes after `start` already searched (fill may move `start` to 0)
        while true {
            if let newline = buffer[(start + scanned)...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = Data(buffer[start..<newline])
                start = newline + 1
                return line
            }
            scanned = buffer.count - start
            guard buffer.count - start <= Self.lineLimit else {
                throw ProtocolError(description: "a line longer than \(Self.lineLimit) bytes")
            }
            guard try fill() else {
                if start == buffer.count { return nil }
                throw ProtocolError(description: "the stream ended in the middle of a line")
            }
        }
    }

    private func read(count: Int) throws -> Data {
        while buffer.count - start < count {
            guard try fill() else { throw ProtocolError(description: "the stream ended \(count - (buffer.count - start)) bytes before the end of a body") }
        }
        let data = Data(buffer[start..<(start + count)])
        start += count
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        }
        return data
    }
}
