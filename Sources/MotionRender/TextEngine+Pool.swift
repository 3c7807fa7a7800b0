import Foundation

extension TextEngine {
    /// The engines not in use, shared by every thread: an engine is checked out by one
    /// ``TextScope`` at a time and comes back warm (fonts loaded, layouts cached).
    static let pool = Pool()

    final class Pool: @unchecked Sendable {
        /// Idle engines kept; more come back only when more threads drew text at once.
        static let idleLimit = 16
        private let lock = NSLock()
        private var idle: [TextEngine] = []
        private var made = 0

        /// An idle engine, or a new one.
        func checkOut() -> TextEngine {
            lock.lock()
            defer { lock.unlock() }
            if let engine = idle.popLast() { return engine }
            made += 1
            return TextEngine()
        }

        /// How many engines the pool has made: as many as threads drew text at once, unless a
        /// document that checked one out is never freed.
        var enginesMade: Int {
            lock.lock()
            defer { lock.unlock() }
            return made
        }

        /// Returns `engine` for the next scope (dropped when the pool is full).
        func checkIn(_ engine: TextEngine) {
            lock.lock()
            defer { lock.unlock() }
            if idle.count < Self.idleLimit { idle.append(engine) }
        }
    }
}
