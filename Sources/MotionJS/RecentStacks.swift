import Foundation

/// The JavaScript stacks of the last errors scenes raised while drawing, by their one-line
/// message, so a command line can print the stack under a render's one-line error on request
/// (`--verbose`) although the error reached it as text through `MotionCanvas.report`.
///
/// Bounded: the last 64 messages are kept. Thread-safe.
final class RecentStacks: @unchecked Sendable {
    static let shared = RecentStacks()
    static let capacity = 64

    private let lock = NSLock()
    private var entries: [(message: String, stack: String)] = []

    func record(_ error: JSError) {
        guard !error.stack.isEmpty else { return }
        let message = error.description
        lock.lock()
        defer { lock.unlock() }
        entries.removeAll { $0.message == message }
        entries.append((message, error.stack))
        if entries.count > RecentStacks.capacity { entries.removeFirst() }
    }

    /// The stack of the latest recorded error whose message `text` contains.
    func stack(in text: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        return entries.last { text.contains($0.message) }?.stack
    }
}
