import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension TemporaryFiles {
    /// How many child processes (encoders writing a temporary file) can be stopped on an interrupt.
    static let childCapacity = 16
    private static let childLock = NSLock()
    nonisolated(unsafe) private static let children: UnsafeMutablePointer<pid_t> = {
        let table = UnsafeMutablePointer<pid_t>.allocate(capacity: childCapacity)
        table.initialize(repeating: 0, count: childCapacity)
        return table
    }()

    /// Registers a child process that writes one of the temporary files: an interrupt kills it
    /// (and waits for it) before the files are removed, so it cannot create or finish a file
    /// after the cleanup. A full table is not an error; the child is then only left to notice
    /// its closed input.
    package static func registerChild(_ pid: pid_t) {
        childLock.lock()
        defer { childLock.unlock() }
        for i in 0..<childCapacity where children[i] == 0 {
            children[i] = pid
            return
        }
    }

    package static func unregisterChild(_ pid: pid_t) {
        childLock.lock()
        defer { childLock.unlock() }
        for i in 0..<childCapacity where children[i] == pid { children[i] = 0 }
    }

    /// Called from the signal handler: `kill` and `waitpid` only, both safe there.
    static func stopChildren() {
        for i in 0..<childCapacity where children[i] > 0 {
            kill(children[i], SIGKILL)
            waitpid(children[i], nil, 0)
        }
    }

    /// Allocates the table before any handler can run.
    static func allocateChildTable() { _ = children }
}
