import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A WebSocket client (RFC 6455) over a TCP connection to 127.0.0.1, enough for the DevTools
/// protocol: text messages of any size, fragmented or not, pings answered, close honoured.
/// Frames the client sends are masked, as the RFC requires.
///
/// Written here rather than with `URLSessionWebSocketTask` because Foundation on Linux relies on
/// libcurl's WebSocket support, which Debian 12's libcurl does not enable.
public final class WebSocketConnection: @unchecked Sendable {
    /// The largest message accepted, in bytes (a full-page screenshot in base64 fits).
    public static let messageLimit = 256 << 20

    private let descriptor: Int32
    private let writeLock = NSLock()
    private var buffer: [UInt8] = []
    private var start = 0

    /// Connects to `ws://127.0.0.1:port/path` and completes the opening handshake.
    public init(port: Int, path: String, timeout: TimeInterval = 10) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw DevToolsError("socket: \(String(cString: strerror(errno)))") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var seconds = timeval(tv_sec: Int(timeout), tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &seconds, socklen_t(MemoryLayout<timeval>.size))
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw DevToolsError("cannot connect to 127.0.0.1:\(port): \(reason)")
        }
        let key = Data((0..<16).map { _ in UInt8.random(in: 0...255) }).base64EncodedString()
        let request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: \(key)\r\nSec-WebSocket-Version: 13\r\n\r\n"
        try writeAll(Array(request.utf8))
        var head = [UInt8]()
        while !(head.count >= 4 && head.suffix(4) == [13, 10, 13, 10]) {
            head.append(try readByte())
            guard head.count < 16384 else { throw DevToolsError("the WebSocket handshake's answer is too long") }
        }
        let status = String(decoding: head, as: UTF8.self).split(separator: "\r\n").first ?? ""
        guard status.contains(" 101 ") else { throw DevToolsError("the WebSocket handshake was refused: \(status)") }
    }

    deinit { close(descriptor) }

    /// Sends one text message.
    public func send(_ text: String) throws {
        let payload = Array(text.utf8)
        var frame: [UInt8] = [0x81]
        switch payload.count {
        case ..<126: frame.append(0x80 | UInt8(payload.count))
        case ..<65536: frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        default: frame.append(0x80 | 127); frame += (0..<8).reversed().map { UInt8((UInt64(payload.count) >> (8 * UInt64($0))) & 0xFF) }
        }
        let mask = (0..<4).map { _ in UInt8.random(in: 0...255) }
        frame += mask
        frame += payload.enumerated().map { $0.element ^ mask[$0.offset & 3] }
        try writeLock.withLock { try writeAll(frame) }
    }

    /// The next text message; nil when the other side closed the connection.
    public func receive() throws -> String? {
        var message: [UInt8] = []
        while true {
            let first = try readByte(), second = try readByte()
            let opcode = first & 0x0F, final = first & 0x80 != 0
            var length = UInt64(second & 0x7F)
            if length == 126 { length = UInt64(try readByte()) << 8 | UInt64(try readByte()) }
            else if length == 127 { length = try (0..<8).reduce(UInt64(0)) { value, _ in value << 8 | UInt64(try readByte()) } }
            let mask = second & 0x80 != 0 ? try (0..<4).map { _ in try readByte() } : nil
            guard length <= UInt64(Self.messageLimit), message.count + Int(length) <= Self.messageLimit else {
                throw DevToolsError("a WebSocket message over \(Self.messageLimit) bytes")
            }
            var payload = try read(count: Int(length))
            if let mask { for i in payload.indices { payload[i] ^= mask[i & 3] } }
            switch opcode {
            case 0x8:
                return nil
            case 0x9:
                try writeLock.withLock { try writeAll([0x8A, 0x80 | UInt8(min(payload.count, 125)), 0, 0, 0, 0] + payload.prefix(125)) }
            case 0xA:
                continue
            default:
                message += payload
                if final { return String(decoding: message, as: UTF8.self) }
            }
        }
    }

    /// Ends the connection; a thread blocked in ``receive()`` returns.
    public func shutdown() {
        Glibc.shutdown(descriptor, Int32(SHUT_RDWR))
    }

    private func writeAll(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL)) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { throw DevToolsError("the WebSocket connection closed while sending") }
            offset += written
        }
    }

    private func fill() throws {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw DevToolsError("the WebSocket connection closed") }
            if start > 0 {
                buffer.removeFirst(start)
                start = 0
            }
            buffer += chunk[0..<count]
            return
        }
    }

    private func readByte() throws -> UInt8 {
        if start == buffer.count { try fill() }
        start += 1
        return buffer[start - 1]
    }

    private func read(count: Int) throws -> [UInt8] {
        while buffer.count - start < count { try fill() }
        let bytes = Array(buffer[start..<(start + count)])
        start += count
        return bytes
    }
}
