import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The temporary files being written right now, so an interrupt (Ctrl-C, SIGTERM) can remove them
/// and leave only complete outputs behind.
public enum TemporaryFiles {
    private static let lock = NSLock()
    /// C strings, so the signal handler can unlink them without touching Swift objects.
    nonisolated(unsafe) private static var paths: [UnsafeMutablePointer<CChar>] = []

    static func register(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        paths.append(strdup(path))
    }

    static func unregister(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        if let index = paths.firstIndex(where: { String(cString: $0) == path }) {
            free(paths.remove(at: index))
        }
    }

    /// Installs handlers for SIGINT and SIGTERM that delete the registered temporary files and
    /// exit with status 128 + signal (130 for Ctrl-C). Call once, early, from a command-line tool.
    public static func installInterruptHandler() {
        let handler: @convention(c) (Int32) -> Void = { signal in
            for path in TemporaryFiles.paths { unlink(path) }
            _exit(128 + signal)
        }
        Glibc.signal(SIGINT, handler)
        Glibc.signal(SIGTERM, handler)
    }
}
