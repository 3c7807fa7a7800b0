import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An exclusive advisory lock (`flock`) on a lock file, held until ``unlock()`` or the object
/// goes away; the system releases it when the process ends however it ends (even SIGKILL), so a
/// dead process never keeps a folder locked.
///
/// The lock file holds the holder's process id, for messages, and is removed when the lock is
/// released (and by the signal handler, see ``TemporaryFiles``), so nothing is left behind.
/// Removing a lock file is safe because taking the lock checks, once it holds it, that the path
/// still names the file it locked, and starts again when it does not.
public final class FileLock {
    /// The lock file.
    public let path: String
    private var fd: Int32 = -1

    /// Takes the lock on `path` (created if missing) without waiting.
    /// - Throws: ``RenderError/output(path:message:)`` naming `what` when another process holds
    ///   it (with that process's id), or naming `path` when the file cannot be made or locked.
    public init(path: String, what: String) throws {
        self.path = path
        while true {
            let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
            guard fd >= 0 else {
                throw RenderError.output(path: path, message: "cannot open the lock file (\(String(cString: strerror(errno))))")
            }
            if flock(fd, LOCK_EX | LOCK_NB) != 0 {
                let code = errno
                let holder = FileLock.holder(fd)
                close(fd)
                if code == EINTR { continue }
                guard code == EWOULDBLOCK else {
                    throw RenderError.output(path: path, message: "cannot lock it (\(String(cString: strerror(code))))")
                }
                throw RenderError.output(path: what, message: "another run\(holder.map { " (process \($0))" } ?? "") is writing it; wait for it to finish or choose another folder")
            }
            // The holder before us may have removed the file after we opened it: then this lock
            // guards nothing, and the path must be opened again.
            var opened = stat(), named = stat()
            guard fstat(fd, &opened) == 0, lstat(path, &named) == 0, opened.st_dev == named.st_dev, opened.st_ino == named.st_ino else {
                close(fd)
                continue
            }
            self.fd = fd
            break
        }
        TemporaryFiles.register(path)
        let pid = Array("\(getpid())\n".utf8)
        ftruncate(fd, 0)
        _ = pid.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
    }

    deinit { unlock() }

    /// Removes the lock file and releases the lock; later calls do nothing.
    public func unlock() {
        guard fd >= 0 else { return }
        TemporaryFiles.unregister(path)
        unlink(path)
        close(fd)
        fd = -1
    }

    /// The process id the holder wrote, if any.
    private static func holder(_ fd: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 16)
        let count = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        return Int32(String(decoding: buffer[0..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
