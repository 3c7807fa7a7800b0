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

    /// Counts a finished frame and returns the count.
    func finish() -> Int {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        return done
    }

    func fail(_ error: Error) {
        lock.lock()
        defer { lock.unlock() }
        if self.error == nil { self.error = error }
    }
}
