import Foundation

/// The frames still to render, shared by the worker threads.
final class FrameWorkQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var frames: ArraySlice<FrameManifest.Frame>
    private(set) var done: Int
    private(set) var error: Error?

    init(frames: [FrameManifest.Frame], alreadyDone: Int) {
        self.frames = frames[...]
        done = alreadyDone
    }

    /// The next frame, or nil when all are taken or a frame failed.
    func next() -> FrameManifest.Frame? {
        lock.lock()
        defer { lock.unlock() }
        return error == nil ? frames.popFirst() : nil
    }

    /// Counts a finished frame and tells `report` the new count, under the lock, so reports
    /// arrive one at a time and in order.
    func finish(_ report: (Int) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        report(done)
    }

    func fail(_ error: Error) {
        lock.lock()
        defer { lock.unlock() }
        if self.error == nil { self.error = error }
    }
}
