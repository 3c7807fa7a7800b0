/// SwiftUI's `PhaseAnimator` model, evaluable at any instant: an ordered list of phases, each reached
/// with its own animation, played once or in a loop.
///
/// Playback starts at rest on the first phase at t = 0 and animates to the second, third… phase in
/// turn, each transition lasting its animation's ``MotionAnimation/duration`` (a spring: its settling
/// duration). ``Mode-swift.enum/once`` then rests on the last phase; ``Mode-swift.enum/loop`` animates
/// back to the first phase (with the first phase's animation) and starts again.
///
/// ```swift
/// enum Shake: CaseIterable, Sendable { case center, left, right, rest }
/// let shake = PhaseAnimation(Shake.allCases, mode: .once,
///                            value: { [.left: -14.0, .right: 14.0][$0] ?? 0 },
///                            animation: { _ in .spring(duration: 0.10, bounce: 0.5) })
/// let dx = shake.value(at: t)
/// let breathing = PhaseAnimation([1.0, 1.15], mode: .loop, value: { $0 }, animation: { _ in .smooth })
///     .reducingMotion(reduceMotion)          // Reduce Motion: rests on 1.0
/// ```
///
/// Edge cases: t <= 0 and NaN give the first phase at rest. ``phase(at:)`` is the phase being
/// animated towards (SwiftUI hands the view the new phase when the transition starts), and stays
/// that phase once it is reached. A transition whose animation never ends (`repeatForever`) plays
/// for ever, as in SwiftUI, where the next phase waits for the animation to finish: later phases are
/// never reached and ``duration`` is `.infinity`. Values are used as given (NaN gives NaN).
///
/// An empty phase list is a programmer error, as there is no phase to show: the initializer stops
/// the program with a message. For phases, values or animations that come from a user,
/// `PhaseAnimation.validated(_:mode:value:animation:)` throws a ``MotionError`` instead.
public struct PhaseAnimation<Phase: Sendable, Value: Interpolatable>: Sendable {
    /// Whether the phases play once or loop for ever.
    public enum Mode: Sendable, Hashable {
        /// Plays through once and rests on the last phase (a `phaseAnimator` with a trigger).
        case once
        /// Returns to the first phase and repeats for ever (a `phaseAnimator` without a trigger).
        case loop
    }

    /// The phases in the order they play; never empty.
    public let phases: [Phase]
    /// The value of each phase.
    public let values: [Value]
    /// `animations[i]` is the animation used to reach `phases[i]`.
    public let animations: [MotionAnimation]
    /// Whether the phases play once or loop.
    public let mode: Mode
    /// End time of each transition from the start of a run: transition j reaches phase `target(j)`.
    let transitionEnds: [Double]

    /// One run in seconds: through every phase once (`.once`), or one whole cycle back to the first
    /// phase (`.loop`). Playback continues for ever when looping.
    public var cycleDuration: Double { transitionEnds.last ?? 0 }

    /// Total length: ``cycleDuration`` when played once, `.infinity` when looping (0 if nothing moves).
    public var duration: Double { mode == .once || cycleDuration == 0 ? cycleDuration : .infinity }

    /// - Parameters:
    ///   - phases: at least one phase (an empty list stops the program; see the type's documentation).
    ///   - mode: ``Mode-swift.enum/once`` or ``Mode-swift.enum/loop`` (default, as a phase animator
    ///     without a trigger).
    ///   - value: the animatable value shown in each phase.
    ///   - animation: the animation that reaches each phase.
    /// - Throws: only what `value` or `animation` throw; with closures that do not throw, neither
    ///   does the initializer.
    public init(_ phases: [Phase], mode: Mode = .loop,
                value: (Phase) throws -> Value, animation: (Phase) throws -> MotionAnimation) rethrows {
        precondition(!phases.isEmpty, "PhaseAnimation needs at least one phase; PhaseAnimation.validated throws for an empty list")
        self.init(unchecked: phases, values: try phases.map(value), animations: try phases.map(animation), mode: mode)
    }

    /// The phase animation for phases, values or animations that come from a user: throws a
    /// ``MotionError`` naming `phases` when empty, `values[i]` when not finite,
    /// `animations[i].duration` when it never ends, or the first number out of range in
    /// `animations[i]` (see ``MotionAnimation/validated()``); errors thrown by `value` or `animation`
    /// pass through. Otherwise the same as the initializer.
    public static func validated(_ phases: [Phase], mode: Mode = .loop, value: (Phase) throws -> Value,
                                 animation: (Phase) throws -> MotionAnimation) throws -> PhaseAnimation {
        guard !phases.isEmpty else { throw MotionError.emptyList(name: "phases") }
        let phaseAnimation = try PhaseAnimation(phases, mode: mode, value: value, animation: animation)
        for (i, v) in phaseAnimation.values.enumerated() { try Validation.finite(value: v, "values[\(i)]") }
        for (i, a) in phaseAnimation.animations.enumerated() {
            try Validation.require(a.issue.error?.prefixed(by: "animations[\(i)]."))
            if !a.duration.isFinite {
                throw MotionError.invalidParameter(name: "animations[\(i)].duration", value: a.duration,
                                                   expected: "finite (a phase must end; avoid repeatForever)")
            }
        }
        return phaseAnimation
    }

    init(unchecked phases: [Phase], values: [Value], animations: [MotionAnimation], mode: Mode) {
        self.phases = phases
        self.values = values
        self.animations = animations
        self.mode = mode
        let count = mode == .once ? phases.count - 1 : phases.count
        var ends: [Double] = [], time = 0.0
        for j in 0..<count {
            time += animations[(j + 1) % phases.count].duration
            ends.append(time)
        }
        transitionEnds = ends
    }

    /// The transition under way at `t` and the time since it started; nil at rest on the first phase.
    ///
    /// Intervals are (start, end]: at the instant a phase is reached it is still the current one.
    func transition(at t: Double) -> (index: Int, local: Double)? {
        guard t > 0, !transitionEnds.isEmpty else { return nil }
        var time = t
        let cycle = cycleDuration
        if time > cycle {
            guard mode == .loop, cycle > 0 else { return (transitionEnds.count - 1, time - (transitionEnds.dropLast().last ?? 0)) }
            time = time.truncatingRemainder(dividingBy: cycle)
            if time == 0 { time = cycle }
        }
        var low = 0, high = transitionEnds.count - 1
        while low < high {
            let mid = (low + high) / 2
            if transitionEnds[mid] >= time { high = mid } else { low = mid + 1 }
        }
        return (low, time - (low > 0 ? transitionEnds[low - 1] : 0))
    }

    /// The index of the current phase at `t`: the one being animated towards, or rested on.
    public func phaseIndex(at t: Double) -> Int {
        guard let (j, _) = transition(at: t) else { return 0 }
        return (j + 1) % phases.count
    }

    /// The current phase at `t`; see ``phaseIndex(at:)``.
    public func phase(at t: Double) -> Phase { phases[phaseIndex(at: t)] }

    /// The animated value at `t`, moving from the previous phase's value to the current one's along the
    /// current phase's animation.
    public func value(at t: Double) -> Value {
        guard let (j, local) = transition(at: t) else { return values[0] }
        let target = (j + 1) % phases.count
        return animations[target].value(from: values[j], to: values[target], at: local)
    }

    /// The index of the phase shown when nothing moves: the first phase of a loop (where it starts
    /// and returns), the last phase of a one-shot sequence (where it ends).
    public var restPhaseIndex: Int { mode == .loop ? 0 : phases.count - 1 }

    /// With `reduceMotion` true, the same animation collapsed to its rest phase: one phase, no motion,
    /// as `phaseAnimator(reduceMotion ? [rest] : phases)`. With false, `self` unchanged.
    public func reducingMotion(_ reduceMotion: Bool = true) -> PhaseAnimation {
        guard reduceMotion else { return self }
        let rest = restPhaseIndex
        return PhaseAnimation(unchecked: [phases[rest]], values: [values[rest]],
                              animations: [animations[rest]], mode: .once)
    }
}
