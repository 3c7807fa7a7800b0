/// A spring whose target changes over time, as a pure function of t.
///
/// At each change the spring keeps the position and velocity it had and heads for the new target,
/// so the motion is continuous in position and velocity: what SwiftUI does when state changes in
/// the middle of a spring animation. Instead of carrying that state from frame to frame, the state at
/// every change is computed once, in closed form, when the value is built; ``value(at:)`` then
/// evaluates one spring segment.
///
/// ```swift
/// let card = try RetargetedSpring(spring: .snappy, from: 0.0, changes: [
///     (time: 0.0, target: 100.0),    // released at t = 0 towards 100
///     (time: 0.3, target: -40.0),    // redirected mid-flight
/// ])
/// let x = card.value(at: t)
/// ```
///
/// Edge cases: before the first change (and for NaN t) the value is `from` and the velocity zero;
/// at the first change the spring leaves `from` with `initialVelocity`. Two changes at the same
/// time: the later one wins. After the last change the spring settles on the last target for ever.
public struct RetargetedSpring<Value: Interpolatable>: Sendable {
    /// A new target from `time` (seconds) on.
    public struct Change: Sendable {
        /// When the target changes, in seconds (finite; changes are in non-decreasing order).
        public var time: Double
        /// Where the spring heads from ``time`` on (finite).
        public var target: Value
        /// A change to `target` at `time` seconds.
        public init(time: Double, target: Value) {
            self.time = time
            self.target = target
        }
    }

    /// The state of the spring when a change happens.
    @usableFromInline
    struct Segment: Sendable {
        @usableFromInline var start: Double
        @usableFromInline var target: Value
        @usableFromInline var position: Value
        @usableFromInline var velocity: Value
    }

    /// The spring used for every leg.
    public let spring: Spring
    /// The value before the first change (`from` of the initializer).
    public let initialValue: Value
    /// Units per second at the first change.
    public let initialVelocity: Value
    /// The changes in order of time; at least one.
    public let changes: [Change]
    @usableFromInline let segments: [Segment]

    /// - Parameters:
    ///   - spring: the spring used for every leg.
    ///   - from: the value before the first change.
    ///   - initialVelocity: units per second at the first change (default zero).
    ///   - changes: at least one; finite times in non-decreasing order, finite targets.
    /// - Throws: ``MotionError`` naming `changes` (empty or out of order), `changes[i].time`,
    ///   `changes[i].target`, `from` or `initialVelocity`.
    public init(spring: Spring, from: Value, initialVelocity: Value = .zero, changes: [Change]) throws {
        try Validation.finite(value: from, "from")
        try Validation.finite(value: initialVelocity, "initialVelocity")
        guard !changes.isEmpty else { throw MotionError.emptyList(name: "changes") }
        for (i, change) in changes.enumerated() {
            try Validation.finite(change.time, "changes[\(i)].time")
            try Validation.finite(value: change.target, "changes[\(i)].target")
            if i > 0, change.time < changes[i - 1].time { throw MotionError.unorderedTimes(name: "changes", index: i) }
        }
        var segments: [Segment] = []
        segments.reserveCapacity(changes.count)
        var position = from, velocity = initialVelocity
        for (i, change) in changes.enumerated() {
            if i > 0 {
                let previous = segments[i - 1], elapsed = change.time - previous.start
                position = spring.value(from: previous.position, to: previous.target,
                                        initialVelocity: previous.velocity, time: elapsed)
                velocity = spring.velocity(from: previous.position, to: previous.target,
                                           initialVelocity: previous.velocity, time: elapsed)
            }
            segments.append(Segment(start: change.time, target: change.target, position: position, velocity: velocity))
        }
        self.spring = spring
        self.initialValue = from
        self.initialVelocity = initialVelocity
        self.changes = changes
        self.segments = segments
    }

    /// The same, with the changes as `(time, target)` tuples.
    public init(spring: Spring, from: Value, initialVelocity: Value = .zero,
                changes: [(time: Double, target: Value)]) throws {
        try self.init(spring: spring, from: from, initialVelocity: initialVelocity,
                      changes: changes.map { Change(time: $0.time, target: $0.target) })
    }

    /// The index of the last segment that started at or before `t`, or nil before the first change.
    @inlinable
    func segmentIndex(at t: Double) -> Int? {
        guard t >= segments[0].start else { return nil }   // NaN lands here too
        var low = 0, high = segments.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if segments[mid].start <= t { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The position at time `t` (seconds, same clock as the changes).
    @inlinable
    public func value(at t: Double) -> Value {
        guard let i = segmentIndex(at: t) else { return initialValue }
        let segment = segments[i]
        return spring.value(from: segment.position, to: segment.target,
                            initialVelocity: segment.velocity, time: t - segment.start)
    }

    /// The velocity at time `t`, units per second; zero before the first change.
    @inlinable
    public func velocity(at t: Double) -> Value {
        guard let i = segmentIndex(at: t) else { return .zero }
        let segment = segments[i]
        return spring.velocity(from: segment.position, to: segment.target,
                               initialVelocity: segment.velocity, time: t - segment.start)
    }

    /// The target being chased at time `t`, or nil before the first change.
    public func target(at t: Double) -> Value? {
        segmentIndex(at: t).map { segments[$0].target }
    }
}
