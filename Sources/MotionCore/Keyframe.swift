/// One keyframe of any kind, as collected by ``KeyframeTrackContentBuilder``.
///
/// Each kind says how its value is reached, not how it is left, and its duration is that of the
/// stretch it closes: the times of a track accumulate.
///
/// ```swift
/// let keyframes: [Keyframe<Double>] = [.linear(LinearKeyframe(1, duration: 0.5)), .move(MoveKeyframe(0))]
/// let track = KeyframeTrack(\Double.self, keyframes: keyframes)
/// ```
public enum Keyframe<Value: Interpolatable>: Sendable {
    /// Reached at a steady pace or along a timing curve.
    case linear(LinearKeyframe<Value>)
    /// Reached along a cubic curve whose tangents chain with the neighbours.
    case cubic(CubicKeyframe<Value>)
    /// Reached with a spring that keeps the track's velocity.
    case spring(SpringKeyframe<Value>)
    /// Jumped to, in no time.
    case move(MoveKeyframe<Value>)

    /// The value this keyframe reaches (for a spring cut short, the value it heads for).
    public var to: Value {
        switch self {
        case .linear(let k): return k.to
        case .cubic(let k): return k.to
        case .spring(let k): return k.to
        case .move(let k): return k.to
        }
    }
}
