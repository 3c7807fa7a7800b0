import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A minimal WebSocket client (RFC 6455) over a TCP socket to 127.0.0.1: enough to speak
/// Chromium's DevTools protocol. Text messages only; pings are answered; reads time out.
///
/// Written here because FoundationNetworking's URLSession, with Debian 12's libcurl, could not
/// even fetch Chromium's `/json/version` over HTTP ("Failed writing header"), and Debian's
/// Node.js 18 has no WebSocket client.
public final class WebSocketConnection {
    private let socket: Int32
    private var buffer: [UInt8] = []

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Connects to `ws://127.0.0.1:port/path` and completes the opening handshake.
    /// - Parameter timeout: seconds any single read may wait.
    public init(port: Int, path: String, timeout: Double = 60) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(description: "socket: \(String(cString: strerror(errno)))") }
        var time = timeval(tv_sec: Int(timeout), tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(socket)
            throw Failure(description: "connect to 127.0.0.1:\(port): \(String(cString: strerror(errno)))")
        }
        let key = Data((0..<16).map { _ in UInt8.random(in: 0...255) }).base64EncodedString()
        try sendRaw(Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: \(key)\r\nSec-WebSocket-Version: 13\r\n\r\n".utf8))
        let terminator = Array("\r\n\r\n".utf8)
        func headEnd() -> Int? { buffer.indices.first { buffer[$0...].starts(with: terminator) }.map { $0 + 4 } }
        while headEnd() == nil { try fill() }
        let end = headEnd()!
        let head = String(decoding: buffer[..<end], as: UTF8.self)
        buffer.removeFirst(end)
        guard head.hasPrefix("HTTP/1.1 101") else { throw Failure(description: "handshake refused: \(head.prefix(80))") }
    }

    deinit { close(socket) }

    /// Sends one text message.
    public func send(_ text: String) throws {
        try sendRaw(Self.frame(opcode: 0x1, Array(text.utf8)))
    }

    /// A final frame with `opcode`, masked as a client's frames must be.
    private static func frame(opcode: UInt8, _ payload: [UInt8]) -> [UInt8] {
        var frame: [UInt8] = [0x80 | opcode]
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else if payload.count < 65_536 {
            frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        } else {
            frame.append(0x80 | 127)
            frame += (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xFF) }
        }
        let mask = (0..<4).map { _ in UInt8.random(in: 0...255) }
        frame += mask
        frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        return frame
    }

    /// The next whole text message, joining fragments and answering pings.
    public func receive() throws -> String {
        var message: [UInt8] = []
        while true {
            try need(2)
            let fin = buffer[0] & 0x80 != 0, opcode = buffer[0] & 0x0F
            var length = Int(buffer[1] & 0x7F), offset = 2
            if length == 126 {
                try need(4)
                length = Int(buffer[2]) << 8 | Int(buffer[3])
                offset = 4
            } else if length == 127 {
                try need(10)
                length = buffer[2..<10].reduce(0) { $0 << 8 | Int($1) }
                offset = 10
            }
            try need(offset + length)
            let payload = Array(buffer[offset..<(offset + length)])
            buffer.removeFirst(offset + length)
            switch opcode {
            case 0x9: try sendRaw(Self.frame(opcode: 0xA, payload))   // ping → pong
            case 0x8: throw Failure(description: "the browser closed the connection")
            case 0x0, 0x1, 0x2:
                message += payload
                if fin { return String(decoding: message, as: UTF8.self) }
            default: continue
            }
        }
    }

    private func need(_ count: Int) throws {
        while buffer.count < count { try fill() }
    }

    private func fill() throws {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let n = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
        guard n > 0 else { throw Failure(description: n == 0 ? "connection closed" : "read: \(String(cString: strerror(errno)))") }
        buffer += chunk[..<n]
    }

    private func sendRaw(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { throw Failure(description: "write: \(String(cString: strerror(errno)))") }
            offset += n
        }
    }
}
