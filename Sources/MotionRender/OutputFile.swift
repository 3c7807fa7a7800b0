import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The one policy for every file the package writes (renders, frames, manifests, storyboards,
/// player pages, snapshot references, benchmark results).
///
/// - A regular file, or a path where nothing is yet, is written atomically (see `AtomicFile`):
///   readers see the old complete file or the new one, never a part; a failure or an interrupt
///   leaves no temporary file. A symbolic link to a regular file stays a link: its target is
///   replaced.
/// - Anything else that can take bytes — a character device (`/dev/null`, a terminal), a FIFO,
///   a link to one, `/dev/stdout` and the other `/proc/self/fd` links, and ``OutputTarget/standardOutput``
///   — is written directly, in order, through the existing node or descriptor. The node is
///   never removed, replaced or truncated.
/// - A folder, a block device or a socket is refused.
///
/// Write errors are one-line ``RenderError/output(path:message:)`` errors: `/dev/full` gives "No
/// space left on device", a pipe whose reader has gone gives "Broken pipe" (SIGPIPE is held back
/// on the writing thread, so it never ends the process silently).
public enum OutputFile {
    /// Writes `data` to `url` by the policy above.
    public static func write(_ data: Data, to url: URL) throws {
        let shown = url.path
        switch try destination(of: url.path) {
        case .regular(let path):
            try AtomicFile.replace(path: path, with: data, shown: shown)
        case .descriptor(let fd):
            try writeAll(data, to: fd, shown: shown)
        case .node(let path):
            let fd = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY)
            guard fd >= 0 else { throw RenderError.output(path: shown, message: String(cString: strerror(errno))) }
            var closed = false
            defer { if !closed { close(fd) } }
            // The node could have been swapped for a regular file since it was classified:
            // never write into one without the atomic path.
            if case .regular = FileKind.of(descriptor: fd) {
                throw RenderError.output(path: shown, message: "it changed into a regular file while being opened; try again")
            }
            try writeAll(data, to: fd, shown: shown)
            closed = true
            if close(fd) != 0 { throw RenderError.output(path: shown, message: String(cString: strerror(errno))) }
        }
    }

    /// Writes `data` to `target` by the policy above.
    public static func write(_ data: Data, to target: OutputTarget) throws {
        switch target {
        case .file(let url): try write(data, to: url)
        case .standardOutput: try writeAll(data, to: STDOUT_FILENO, shown: target.displayName)
        case .standardError: try writeAll(data, to: STDERR_FILENO, shown: target.displayName)
        }
    }

    /// How a path is written.
    enum Destination: Equatable {
        /// A regular file or nothing yet, at this path (links resolved): atomically.
        case regular(String)
        /// An open descriptor of this process (`/dev/stdout`, `/proc/self/fd/N`): directly.
        case descriptor(Int32)
        /// A device or FIFO at this path: opened and written directly.
        case node(String)
    }

    /// Classifies `path`, following symbolic links one at a time, so a link to a device is
    /// written as a device and a link to this process's descriptor as that descriptor.
    static func destination(of path: String) throws -> Destination {
        var current = path
        for _ in 0..<40 {
            switch FileKind.of(path: current, followingLinks: false) {
            case .missing, .regular: return .regular(current)
            case .fifo, .characterDevice: return .node(current)
            case .folder: throw RenderError.output(path: path, message: "it is a folder")
            case .blockDevice: throw RenderError.output(path: path, message: "it is a block device; renders are not written to disks")
            case .socket: throw RenderError.output(path: path, message: "it is a socket")
            case .unknown(let message): throw RenderError.output(path: path, message: message)
            case .symbolicLink:
                if let fd = ownDescriptor(link: current) { return .descriptor(fd) }
                guard let target = readLink(current) else {
                    throw RenderError.output(path: path, message: String(cString: strerror(errno)))
                }
                current = target.hasPrefix("/") ? target : (current as NSString).deletingLastPathComponent + "/" + target
            }
        }
        throw RenderError.output(path: path, message: "too many levels of symbolic links")
    }

    /// N when `link` is `/proc/<this process>/fd/N` (or the same through `/proc/self`, `/dev/fd`
    /// or a thread's `fd` folder): the descriptor itself is written, not a reopened file.
    private static func ownDescriptor(link: String) -> Int32? {
        let folder = (link as NSString).deletingLastPathComponent
        guard let name = link.split(separator: "/").last, let fd = Int32(name), fd >= 0,
              let resolved = realpath(folder, nil) else { return nil }
        defer { free(resolved) }
        let parent = String(cString: resolved)
        let process = "/proc/\(getpid())"
        if parent == process + "/fd" { return fd }
        if parent.hasPrefix(process + "/task/"), parent.hasSuffix("/fd") { return fd }
        return nil
    }

    private static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Writes every byte to `fd` in order. SIGPIPE is blocked on this thread for the write, so a
    /// closed pipe is the error EPIPE; a SIGPIPE the write raised is then taken off the thread.
    static func writeAll(_ data: Data, to fd: Int32, shown: String) throws {
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        var pendingBefore = sigset_t()
        sigpending(&pendingBefore)
        let wasPending = sigismember(&pendingBefore, SIGPIPE) == 1
        defer {
            var pending = sigset_t()
            sigpending(&pending)
            if !wasPending, sigismember(&pending, SIGPIPE) == 1 {
                var now = timespec(tv_sec: 0, tv_nsec: 0)
                _ = sigtimedwait(&pipeSignal, nil, &now)
            }
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
        var failure: Int32 = 0
        data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var offset = 0
            while offset < raw.count {
                let written = Glibc.write(fd, base + offset, raw.count - offset)
                if written >= 0 { offset += written; continue }
                switch errno {
                case EINTR: continue
                case EAGAIN:
                    // A descriptor left non-blocking by whoever opened it: wait until it takes more.
                    var ready = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&ready, 1, -1)
                default:
                    failure = errno
                    return
                }
            }
        }
        guard failure == 0 else {
            let reason = failure == EPIPE ? "Broken pipe (the reading end was closed)" : String(cString: strerror(failure))
            throw RenderError.output(path: shown, message: reason)
        }
    }
}
