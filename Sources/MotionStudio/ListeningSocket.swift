import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A TCP socket bound to an address and listening, made before the HTTP server starts so that a
/// port in use is reported as such (with the address and port), and port 0 gets a free port.
package final class ListeningSocket: @unchecked Sendable {
    /// The file descriptor; the HTTP server takes it over (and closes it when it stops).
    package let descriptor: Int32
    package let address: ListenAddress
    /// The port bound: the one asked for, or the one the system chose for 0.
    package let port: Int

    /// Binds `address:port` (0: any free port) and listens.
    /// - Throws: ``StudioError/portInUse(host:port:)`` when another program listens there, or
    ///   ``StudioError/cannotListen(host:port:reason:)`` with the system's reason.
    package init(address: ListenAddress, port: Int) throws {
        let domain = address.family == .ipv4 ? AF_INET : AF_INET6
        let fd = socket(domain, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw StudioError.cannotListen(host: address.text, port: port, reason: String(cString: strerror(errno))) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        if address.family == .ipv6 { setsockopt(fd, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &yes, socklen_t(MemoryLayout<Int32>.size)) }
        let bound: Int32
        switch address.family {
        case .ipv4:
            var socketAddress = sockaddr_in()
            socketAddress.sin_family = sa_family_t(AF_INET)
            socketAddress.sin_port = in_port_t(UInt16(port).bigEndian)
            withUnsafeMutableBytes(of: &socketAddress.sin_addr) { $0.copyBytes(from: address.bytes) }
            bound = withUnsafePointer(to: &socketAddress) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
        case .ipv6:
            var socketAddress = sockaddr_in6()
            socketAddress.sin6_family = sa_family_t(AF_INET6)
            socketAddress.sin6_port = in_port_t(UInt16(port).bigEndian)
            withUnsafeMutableBytes(of: &socketAddress.sin6_addr) { $0.copyBytes(from: address.bytes) }
            bound = withUnsafePointer(to: &socketAddress) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
            }
        }
        guard bound == 0, listen(fd, 128) == 0 else {
            let code = errno
            close(fd)
            if code == EADDRINUSE { throw StudioError.portInUse(host: address.text, port: port) }
            throw StudioError.cannotListen(host: address.text, port: port, reason: String(cString: strerror(code)))
        }
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        let chosen: UInt16 = withUnsafePointer(to: &storage) { pointer in
            address.family == .ipv4
                ? pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin_port) }
                : pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin6_port) }
        }
        descriptor = fd
        self.address = address
        self.port = Int(chosen)
    }
}
