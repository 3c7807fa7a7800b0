import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An output written in pieces, in order, to a file that is not a regular file (a device, a
/// FIFO, `/dev/stdout`, a descriptor of this process), opened once: the streaming half of
/// ``OutputFile``'s policy, for outputs whose bytes arrive over time (an encoder's file read
/// back in pieces). The node is never removed or replaced; write errors (a full device, a reader
/// that went away) are thrown naming the path.
///
/// Regular files are not written this way: they are replaced atomically once complete.
package final class DirectOutput {
    private let fd: Int32
    private let ownsDescriptor: Bool
    private let shown: String

    /// Opens `url` for writing when it is a device, FIFO or descriptor; nil when it is a regular
    /// file or nothing yet (write those atomically).
    /// - Throws: ``RenderError/output(path:message:)`` for a folder, a block device, a socket, or
    ///   a node that cannot be opened.
    package init?(_ url: URL) throws {
        shown = url.path
        switch try OutputFile.destination(of: url.path) {
        case .regular: return nil
        case .descriptor(let descriptor):
            fd = descriptor
            ownsDescriptor = false
        case .node(let path):
            let opened = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY)
            guard opened >= 0 else { throw RenderError.output(path: url.path, message: String(cString: strerror(errno))) }
            if case .regular = FileKind.of(descriptor: opened) {
                close(opened)
                return nil
            }
            fd = opened
            ownsDescriptor = true
        }
    }

    deinit { if ownsDescriptor { close(fd) } }

    /// Writes `data` after what was written before.
    package func write(_ data: Data) throws {
        try OutputFile.writeAll(data, to: fd, shown: shown)
    }
}
