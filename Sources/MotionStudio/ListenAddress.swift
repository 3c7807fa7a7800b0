import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The address the studio listens on: an IPv4 or IPv6 literal, or `localhost` (127.0.0.1).
package struct ListenAddress: Equatable, Sendable, CustomStringConvertible {
    enum Family: Sendable { case ipv4, ipv6 }

    /// The address as written in URLs: `127.0.0.1`, `[::1]`.
    let text: String
    let family: Family
    /// The address in network byte order: 4 bytes for IPv4, 16 for IPv6.
    let bytes: [UInt8]

    package static let loopback = ListenAddress(text: "127.0.0.1", family: .ipv4, bytes: [127, 0, 0, 1])

    private init(text: String, family: Family, bytes: [UInt8]) {
        self.text = text
        self.family = family
        self.bytes = bytes
    }

    /// Parses `host`; nil when it is neither an IP literal nor `localhost`.
    init?(_ host: String) {
        if host.lowercased() == "localhost" {
            self = .loopback
            return
        }
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        var v4 = in_addr()
        if inet_pton(AF_INET, bare, &v4) == 1 {
            self.init(text: bare, family: .ipv4, bytes: withUnsafeBytes(of: &v4) { Array($0) })
            return
        }
        var v6 = in6_addr()
        if inet_pton(AF_INET6, bare, &v6) == 1 {
            self.init(text: "[\(bare)]", family: .ipv6, bytes: withUnsafeBytes(of: &v6) { Array($0) })
            return
        }
        return nil
    }

    /// 127.0.0.0/8 or ::1: only this machine can connect.
    var isLoopback: Bool {
        switch family {
        case .ipv4: return bytes[0] == 127
        case .ipv6: return bytes == Array(repeating: 0, count: 15) + [1]
        }
    }

    /// 0.0.0.0 or ::: every interface of the machine.
    var isUnspecified: Bool { bytes.allSatisfy { $0 == 0 } }

    package var description: String { text }
}
