import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An advisory lock (`flock`) on a lock file, exclusive or shared, held until ``unlock()`` or
/// the object goes away; the system releases it when the process ends however it ends (even
/// SIGKILL), so a dead process never keeps a folder locked.
///
/// The lock file holds the process id of the last process that took it exclusively, for
/// messages. The last holder removes it on release (and the signal handler does, see
/// `TemporaryFiles`), so nothing is left behind. Removing a lock file is safe because taking
/// the lock checks, once it holds it, that the path still names the file it locked, and starts
/// again when it does not.
package final class FileLock {
    /// How the lock is held.
    package enum Mode: Sendable {
        /// One holder at a time, and no shared holders meanwhile.
        case exclusive
        /// Any number of shared holders at once, and no exclusive holder meanwhile.
        case shared
    }

    /// The lock file.
    package let path: String
    /// How the lock is held now.
    package private(set) var mode: Mode
    private var fd: Int32 = -1

    /// Takes the lock on `path` (created if missing) in `mode`, waiting for it up to `seconds`
    /// (default 0: not at all).
    /// - Returns: nil when another process still holds the lock in a mode that excludes this one
    ///   after the wait.
    /// - Throws: ``RenderError/output(path:message:)`` naming `path` when the file cannot be made
    ///   or locked.
    package init?(path: String, mode: Mode, waitingUpTo seconds: Double = 0) throws {
        self.path = path
        self.mode = mode
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
            guard fd >= 0 else {
                throw RenderError.output(path: path, message: "cannot open the lock file (\(String(cString: strerror(errno))))")
            }
            if flock(fd, (mode == .exclusive ? LOCK_EX : LOCK_SH) | LOCK_NB) != 0 {
                let code = errno
                close(fd)
                if code == EINTR { continue }
                if code == EWOULDBLOCK {
                    guard Date() < deadline else { return nil }
                    usleep(10_000)
                    continue
                }
                throw RenderError.output(path: path, message: "cannot lock it (\(String(cString: strerror(code))))")
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
        if mode == .exclusive { writeHolder() }
    }

    deinit { unlock() }

    /// Turns an exclusive hold into a shared one, so other processes may share the lock too.
    /// (`flock` converts by releasing and taking again: another process may take the lock
    /// exclusively in between, so what the exclusive hold guarded must already be in place.)
    package func share() throws {
        guard fd >= 0, mode == .exclusive else { return }
        guard flock(fd, LOCK_SH) == 0 else {
            throw RenderError.output(path: path, message: "cannot share the lock (\(String(cString: strerror(errno))))")
        }
        mode = .shared
    }

    /// Releases the lock; the last holder removes the lock file. Later calls do nothing.
    package func unlock() {
        guard fd >= 0 else { return }
        TemporaryFiles.unregister(path)
        // Only when no one else holds it: an exclusive hold of our own tells.
        if mode == .exclusive || flock(fd, LOCK_EX | LOCK_NB) == 0 { unlink(path) }
        close(fd)
        fd = -1
    }

    /// The process id the last exclusive holder wrote, if any.
    package static func holder(_ path: String) -> Int32? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 16)
        let count = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        return Int32(String(decoding: buffer[0..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    private func writeHolder() {
        let pid = Array("\(getpid())\n".utf8)
        ftruncate(fd, 0)
        _ = pid.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
    }
}
