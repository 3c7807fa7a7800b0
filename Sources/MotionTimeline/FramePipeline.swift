import Foundation

/// Makes the frames of an animation on several threads and hands them, in order, to one consumer
/// (an encoder's pipe, an SVG builder), so encoding overlaps rendering and memory stays bounded.
///
/// Frames are handed out to workers in index order. A worker may start frame `i` only while
/// `i < consumed + window`: at most `window` frames are made but not yet consumed, however slow
/// the consumer (a reorder window). The consumer runs on the calling thread.
///
/// The first error, from a worker or from the consumer, stops every worker before it takes
/// another frame; ``run(count:jobs:window:makeWorker:consume:)`` waits for them and rethrows it.
enum FramePipeline {
    /// Makes frames `0..<count` with up to `jobs` workers and calls `consume(index, frame)` for each,
    /// in index order, on this thread.
    ///
    /// - Parameters:
    ///   - window: frames made ahead of the consumer at most (at least `jobs`; default 2 × jobs).
    ///   - makeWorker: called once on each worker's own thread; returns that worker's frame maker,
    ///     which may keep state (a reusable image) because it never leaves its thread.
    ///   - consume: called with each frame in order; a throw stops the pipeline.
    static func run<Frame: Sendable>(count: Int, jobs: Int, window: Int? = nil,
                                     makeWorker: @escaping @Sendable () throws -> (Int) throws -> Frame,
                                     consume: (Int, Frame) throws -> Void) throws {
        guard count > 0 else { return }
        let workers = max(1, min(jobs, count))
        let state = State<Frame>(window: max(workers, window ?? 2 * workers))
        let group = DispatchGroup()
        for _ in 0..<workers {
            DispatchQueue.global().async(group: group) {
                let make: (Int) throws -> Frame
                do { make = try makeWorker() } catch { state.fail(error); return }
                while let index = state.claim(below: count) {
                    do { state.deliver(index, try make(index)) } catch { state.fail(error); return }
                }
            }
        }
        defer { group.wait() }
        do {
            for index in 0..<count {
                try consume(index, try state.take(index))
            }
        } catch {
            state.fail(error)
            throw error
        }
    }

    /// The shared state: the next frame to hand out, the frames made and not yet consumed, the
    /// first failure. One lock and one condition for all of it.
    private final class State<Frame: Sendable>: @unchecked Sendable {
        private let condition = NSCondition()
        private let window: Int
        private var nextToClaim = 0
        private var consumed = 0
        private var ready: [Int: Frame] = [:]
        private var failure: Error?

        init(window: Int) { self.window = window }

        /// The next index to make, waiting while it is a full window ahead of the consumer; nil
        /// when all are handed out or the pipeline failed.
        func claim(below count: Int) -> Int? {
            condition.lock()
            defer { condition.unlock() }
            while failure == nil, nextToClaim < count, nextToClaim >= consumed + window { condition.wait() }
            guard failure == nil, nextToClaim < count else { return nil }
            nextToClaim += 1
            return nextToClaim - 1
        }

        func deliver(_ index: Int, _ frame: Frame) {
            condition.lock()
            ready[index] = frame
            condition.broadcast()
            condition.unlock()
        }

        /// Frame `index` once it is made (removed from the window); throws the pipeline's failure.
        func take(_ index: Int) throws -> Frame {
            condition.lock()
            defer { condition.unlock() }
            while failure == nil, ready[index] == nil { condition.wait() }
            if let failure { throw failure }
            let frame = ready.removeValue(forKey: index)!
            consumed = index + 1
            condition.broadcast()
            return frame
        }

        /// Records the first failure and wakes everyone.
        func fail(_ error: Error) {
            condition.lock()
            if failure == nil { failure = error }
            condition.broadcast()
            condition.unlock()
        }
    }
}
