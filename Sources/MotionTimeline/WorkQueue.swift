import Foundation
import MotionRender

/// Work still to do, shared by worker threads (frames of a sequence, pages of the player): each
/// item is handed out once, and the first failure stops handing out more.
package final class WorkQueue<Item>: @unchecked Sendable {
    private let lock = NSLock()
    private var items: ArraySlice<Item>
    package private(set) var done: Int
    package private(set) var error: Error?

    package init(_ items: [Item], alreadyDone: Int = 0) {
        self.items = items[...]
        done = alreadyDone
    }

    /// The next item, or nil when all are taken or one failed.
    package func next() -> Item? {
        lock.lock()
        defer { lock.unlock() }
        return error == nil ? items.popFirst() : nil
    }

    /// The next `count` items (fewer at the end), taken together so that one worker handles
    /// neighbours in order; nil when all are taken or one failed.
    package func next(upTo count: Int) -> ArraySlice<Item>? {
        lock.lock()
        defer { lock.unlock() }
        guard error == nil, !items.isEmpty else { return nil }
        let run = items.prefix(max(1, count))
        items.removeFirst(run.count)
        return run
    }

    /// Counts a finished item and tells `report` the new count, under the lock, so reports
    /// arrive one at a time and in order.
    package func finish(_ report: (Int) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        report(done)
    }

    /// Records the first failure; later ones are dropped.
    package func fail(_ error: Error) {
        lock.lock()
        defer { lock.unlock() }
        if self.error == nil { self.error = error }
    }
}
