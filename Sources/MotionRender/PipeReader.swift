import Foundation

/// Reads the read end of a pipe (a child process's standard error) to its end on a thread of its
/// own, with blocking reads, handing every chunk to a closure.
///
/// It stands in for `FileHandle.readabilityHandler`, whose read source libdispatch on Linux can
/// tear down while its event loop still holds it: an encoder's or a worker's pipe closed at the
/// wrong moment crashed the process in libdispatch (signal 11 on a dispatch worker thread), an
/// upstream race. A blocking read never registers the descriptor with libdispatch.
///
/// The thread keeps the handle until it reads the end of the file, which comes when every writer
/// has closed the pipe (the child exited); start it only after the child started, or it waits for
/// a writer that never comes.
package final class PipeReader: Sendable {
    private let finished = DispatchSemaphore(value: 0)

    /// Starts reading `handle` to its end; `receive` gets each chunk read (never empty), in order,
    /// on the reading thread. A read error ends the reading as the end of the file does.
    package init(_ handle: FileHandle, _ receive: @escaping @Sendable (Data) -> Void) {
        let finished = self.finished
        let thread = Thread {
            while let chunk = try? handle.read(upToCount: 16_384), !chunk.isEmpty { receive(chunk) }
            finished.signal()
        }
        thread.name = "pipe reader"
        thread.start()
    }

    /// Waits at most `timeout` seconds for the end of the file; true when it was read, so that
    /// `receive` has had every byte. Once the end is read, every call returns true at once.
    package func waitForEnd(timeout: TimeInterval) -> Bool {
        guard finished.wait(timeout: .now() + timeout) == .success else { return false }
        finished.signal()   // for the next caller
        return true
    }
}
