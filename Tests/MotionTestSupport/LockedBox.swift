import Foundation

/// A value set from a scene's `draw` (which may run on any thread) and read by the test.
public final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?

    public init() {}

    public func set(_ newValue: Value) { lock.lock(); value = newValue; lock.unlock() }
    public func get() -> Value? { lock.lock(); defer { lock.unlock() }; return value }
    /// Changes the value in place, under the lock (nothing happens while it is unset).
    public func update(_ change: (inout Value) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        if value != nil { change(&value!) }
    }
}
