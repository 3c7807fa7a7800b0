import Foundation

/// A timer that fires once unless cancelled first; either way, only one of the two happens.
final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var state = 0   // 0 waiting, 1 fired, 2 cancelled

    /// Marks the watchdog fired; false when it was cancelled first.
    func fire() -> Bool {
        lock.withLock {
            guard state == 0 else { return false }
            state = 1
            return true
        }
    }

    func cancel() { lock.withLock { if state == 0 { state = 2 } } }

    var fired: Bool { lock.withLock { state == 1 } }
}
