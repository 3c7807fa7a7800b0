import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Waits for Ctrl-C (SIGINT) or SIGTERM, so a server can stop cleanly instead of being killed.
///
/// The handler only writes the signal's number to a pipe, which is safe in a signal handler;
/// the waiting thread reads it. A handled signal goes back to its default in programs the
/// studio starts, so a worker or a build still stops on Ctrl-C.
enum InterruptWait {
    nonisolated(unsafe) private static var pipeEnds: [Int32] = [-1, -1]

    /// Installs the handlers; call once before ``wait()``.
    static func install() {
        guard pipeEnds[0] < 0, pipe(&pipeEnds) == 0 else { return }
        for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let handler: @convention(c) (Int32) -> Void = { signal in
            var byte = UInt8(truncatingIfNeeded: signal)
            _ = write(InterruptWait.pipeEnds[1], &byte, 1)
        }
        Glibc.signal(SIGINT, handler)
        Glibc.signal(SIGTERM, handler)
    }

    /// Blocks until a signal arrives and returns its number.
    static func wait() -> Int32 {
        var byte: UInt8 = 0
        while true {
            let count = read(pipeEnds[0], &byte, 1)
            if count == 1 { return Int32(byte) }
            if count < 0, errno == EINTR { continue }
            return SIGTERM
        }
    }
}
