/// A failure of the studio itself (not of a scene): the server cannot listen or start, a render
/// worker cannot be started or stopped answering. Each message is one line naming what failed.
enum StudioError: Error, Equatable, CustomStringConvertible {
    /// Another program listens on the port.
    case portInUse(host: String, port: Int)
    /// The address cannot be bound (not this machine's, a privileged port, …).
    case cannotListen(host: String, port: Int, reason: String)
    /// libmicrohttpd did not start.
    case serverFailed(reason: String)
    /// A render worker could not start, answered something else than the protocol, or stopped.
    case worker(String)

    var description: String {
        switch self {
        case .portInUse(let host, let port):
            return "port \(port) on \(host) is in use by another program: choose another with --port, or --port 0 for any free port"
        case .cannotListen(let host, let port, let reason):
            return "cannot listen on \(host) port \(port): \(reason)"
        case .serverFailed(let reason):
            return "the HTTP server did not start: \(reason)"
        case .worker(let message):
            return message
        }
    }
}
