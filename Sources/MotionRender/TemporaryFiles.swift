import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The temporary files being written right now, so an interrupt (Ctrl-C, SIGTERM) can remove them
/// and leave only complete outputs behind.
///
/// The paths live in a fixed table of C strings allocated once: the signal handler only reads
/// that table and calls `unlink` and `_exit`, which are safe in a signal handler. Registering
/// fills a free slot under a lock; a write that finds the table full still works, its temporary
/// file is just not removed on an interrupt.
public enum TemporaryFiles {
    /// How many writes can be in flight at once and still be cleaned up on an interrupt.
    static let capacity = 256
    private static let lock = NSLock()
    nonisolated(unsafe) private static let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        slots.initialize(repeating: nil, count: capacity)
        return slots
    }()

    static func register(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        for i in 0..<capacity where slots[i] == nil {
            slots[i] = strdup(path)
            return
        }
    }

    static func unregister(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        for i in 0..<capacity {
            guard let slot = slots[i], String(cString: slot) == path else { continue }
            slots[i] = nil
            free(slot)
            return
        }
    }

    /// Installs handlers for SIGINT and SIGTERM that stop the registered child processes, delete
    /// the registered temporary files and exit with status 128 + signal (130 for Ctrl-C). Call
    /// once, early, from a command-line tool.
    public static func installInterruptHandler() {
        _ = slots   // allocate the tables now, never inside the handler
        allocateChildTable()
        let handler: @convention(c) (Int32) -> Void = { signal in
            // Encoders first, so none writes a file after the cleanup.
            TemporaryFiles.stopChildren()
            for i in 0..<TemporaryFiles.capacity {
                if let path = TemporaryFiles.slots[i] { unlink(path) }
            }
            _exit(128 + signal)
        }
        Glibc.signal(SIGINT, handler)
        Glibc.signal(SIGTERM, handler)
    }
}
