import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The temporary files being written right now (and the lock files held, see `FileLock`), so a
/// signal that ends the process (Ctrl-C, SIGTERM, SIGHUP, …) can remove them and leave only
/// complete outputs behind.
///
/// The paths live in a fixed table of C strings allocated once: the signal handler only reads
/// that table and calls `unlink` and `_exit`, which are safe in a signal handler. Registering
/// fills a free slot under a lock; a write that finds the table full still works, its temporary
/// file is just not removed on an interrupt (a later run into the folder removes it, see
/// ``removeStale(in:)``).
package enum TemporaryFiles {
    /// How many writes can be in flight at once and still be cleaned up on an interrupt.
    static let capacity = 256
    private static let lock = NSLock()
    nonisolated(unsafe) private static let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        slots.initialize(repeating: nil, count: capacity)
        return slots
    }()

    /// The signals after which the handler removes the temporary files and exits with status
    /// 128 + signal: every signal whose default action ends the process and that a program can
    /// catch, except the ones below that are better as errors.
    package static let cleanedUpSignals: [Int32] = [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2, SIGALRM,
                                                   SIGVTALRM, SIGPROF, SIGXCPU, SIGPOLL]
    /// Signals set to be ignored, so the system call that raised them fails with an error the
    /// package reports (EPIPE "Broken pipe" for a closed pipe, EFBIG for a file-size limit)
    /// instead of the process ending without a word.
    package static let ignoredSignals: [Int32] = [SIGPIPE, SIGXFSZ]

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

    /// Ends the process at once as the signal handler does: stops the registered child
    /// processes, deletes the registered temporary files and exits with `status`, without
    /// waiting for threads still at work (a server whose requests are stuck drawing).
    package static func abandon(status: Int32) -> Never {
        // Encoders first, so none writes a file after the cleanup. Only what a signal handler
        // may call: this is the handler's body too.
        stopChildren()
        for i in 0..<capacity {
            if let path = slots[i] { unlink(path) }
        }
        _exit(status)
    }

    /// Installs handlers for ``cleanedUpSignals`` that stop the registered child processes (an
    /// encoder), delete the registered temporary files and exit with status 128 + signal (130 for
    /// Ctrl-C), and ignores ``ignoredSignals``. Call once, early, from a command-line tool.
    /// (SIGKILL cannot be caught: what it leaves, the next write into the folder removes.)
    package static func installInterruptHandler() {
        _ = slots   // allocate the tables now, never inside the handler
        allocateChildTable()
        let handler: @convention(c) (Int32) -> Void = { signal in TemporaryFiles.abandon(status: 128 + signal) }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        // While the handler runs, every other signal waits: it never runs twice at once.
        sigfillset(&action.sa_mask)
        for signal in cleanedUpSignals { sigaction(signal, &action, nil) }
        var ignore = sigaction()
        ignore.__sigaction_handler.sa_handler = SIG_IGN
        for signal in ignoredSignals { sigaction(signal, &ignore, nil) }
    }
}
