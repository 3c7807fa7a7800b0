import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What a path names, as `stat` (following links) or `lstat` (not following) reports it: the one
/// classification the bounded reader, the output policy and the frames folder share.
public enum FileKind: Equatable, Sendable {
    /// Nothing there (or a component of the path is not a folder).
    case missing
    /// A regular file of `size` bytes.
    case regular(size: Int64)
    case folder
    /// A named pipe.
    case fifo
    /// A terminal, `/dev/null`, `/dev/full`, …
    case characterDevice
    case blockDevice
    case socket
    /// A symbolic link (only when links are not followed).
    case symbolicLink
    /// `stat` failed for another reason; carries the system's message.
    case unknown(String)

    /// The kind of `path`; `followingLinks` false classifies a link itself as ``symbolicLink``.
    public static func of(path: String, followingLinks: Bool = true) -> FileKind {
        var info = stat()
        let status = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard status == 0 else {
            return errno == ENOENT || errno == ENOTDIR ? .missing : .unknown(String(cString: strerror(errno)))
        }
        return FileKind(mode: info.st_mode, size: Int64(info.st_size))
    }

    /// The kind of an open file descriptor (`fstat`), so a check and a read see the same file.
    public static func of(descriptor: Int32) -> FileKind {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .unknown(String(cString: strerror(errno))) }
        return FileKind(mode: info.st_mode, size: Int64(info.st_size))
    }

    init(mode: mode_t, size: Int64) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular(size: size)
        case S_IFDIR: self = .folder
        case S_IFIFO: self = .fifo
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFSOCK: self = .socket
        case S_IFLNK: self = .symbolicLink
        default: self = .unknown("unknown file type \(mode & S_IFMT)")
        }
    }

    /// "a folder", "a FIFO (named pipe)", …: how messages name the kind.
    public var phrase: String {
        switch self {
        case .missing: return "nothing"
        case .regular: return "a regular file"
        case .folder: return "a folder"
        case .fifo: return "a FIFO (named pipe)"
        case .characterDevice: return "a character device"
        case .blockDevice: return "a block device"
        case .socket: return "a socket"
        case .symbolicLink: return "a symbolic link"
        case .unknown(let message): return "unreadable (\(message))"
        }
    }
}
