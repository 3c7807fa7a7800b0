import Foundation

/// One thread that runs jobs in order, for code that must always run on the same thread.
final class RenderThread: @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [() -> Void] = []
    private var stopped = false

    init(name: String) {
        let thread = Thread { [condition] in
            while true {
                condition.lock()
                while self.jobs.isEmpty, !self.stopped { condition.wait() }
                if self.jobs.isEmpty { condition.unlock(); return }
                let job = self.jobs.removeFirst()
                condition.unlock()
                job()
            }
        }
        thread.name = name
        thread.start()
    }

    /// Runs `body` on the thread and waits for its result.
    func run<T>(_ body: @escaping () throws -> T) throws -> T {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: Result<T, Error>?
        condition.lock()
        guard !stopped else {
            condition.unlock()
            throw StudioError.worker("the studio is stopping")
        }
        jobs.append {
            result = Result { try body() }
            done.signal()
        }
        condition.signal()
        condition.unlock()
        done.wait()
        return try result!.get()
    }

    /// Lets the jobs queued finish, then ends the thread.
    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }
}
