import Foundation

/// A wall-clock limit on one frame, recording and drawing together, for scenes the process does
/// not trust (scene files): native work (cairo filling a path that crosses itself a million
/// times, a library stuck in a call) cannot be interrupted, so past the limit the process ends,
/// as a worker killed at its limit would: one line on standard error naming the scene, the time
/// and the limit, the temporary files removed, exit status 1, no file written.
///
/// Off until ``arm(seconds:)``: a command-line tool arms it when its scene comes from a scene file
/// (``/MotionCLI/CommandContext``); the studio, which must outlive any one frame, does not. The
/// JavaScript in a frame has its own, shorter limit (2 s) that ends only that frame.
package enum FrameWatch {
    /// What the watchdog sees of the frames being drawn, by thread.
    private struct Frame {
        let scene: String, time: Double, started: ContinuousClock.Instant
    }

    /// The frames being drawn and the limit, under `lock` (a pthread mutex, which the thread
    /// sanitizer sees; `Mutex` waits on futexes it cannot follow).
    private static let lock = NSLock()
    nonisolated(unsafe) private static var frames: [UInt: Frame] = [:]
    nonisolated(unsafe) private static var limit: Double?

    /// Starts watching every frame drawn from now on in this process: one that takes longer than
    /// `seconds` ends the process. Arming again changes the limit.
    package static func arm(seconds: Double) {
        lock.withLock { limit = seconds }
        _ = watchdog
    }

    /// Stops watching frames (no limit), until the next ``arm(seconds:)``: for a test process,
    /// where a command run in it earlier armed the limit for every later frame.
    package static func disarm() {
        lock.withLock { limit = nil }
    }

    /// Runs `body` (one frame of `scene` at `time`, or part of one) under the limit, when armed;
    /// inside a frame already watched on this thread (a scene drawn in a scene), the outer
    /// frame's clock goes on.
    static func frame<T>(scene: String, time: Double, _ body: () throws -> T) rethrows -> T {
        let thread = UInt(pthread_self())
        let watched = lock.withLock { () -> Bool in
            guard limit != nil, frames[thread] == nil else { return false }
            frames[thread] = Frame(scene: scene, time: time, started: .now)
            return true
        }
        defer { if watched { lock.withLock { _ = frames.removeValue(forKey: thread) } } }
        return try body()
    }

    /// Checks the frames four times a second.
    private static let watchdog: Void = {
        Thread.detachNewThread {
            while true {
                usleep(250_000)
                let now = ContinuousClock.now
                let (seconds, late) = lock.withLock { () -> (Double, Frame?) in
                    guard let limit else { return (0, nil) }
                    return (limit, frames.values.first { now - $0.started > .seconds(limit) })
                }
                guard let late else { continue }
                let line = "error: scene '\(late.scene)' failed at t=\(late.time): one frame took more than \(CompactNumber.text(seconds)) s to draw, the limit for a scene file's frame; it asks for more drawing than a frame can do (a path crossing itself many times, huge filters)\n"
                try? OutputFile.write(Data(line.utf8), to: .standardError)
                TemporaryFiles.abandon(status: 1)
            }
        }
    }()
}
