/// A ``KeyframeTrack`` with its property type erased, so tracks of `Double`, `CGPoint`, ``Angle``…
/// can sit in one ``KeyframeTimeline``. ``KeyframesBuilder`` wraps tracks automatically; wrap by hand
/// only when building the list yourself:
///
/// ```swift
/// let tracks = [AnyKeyframeTrack(KeyframeTrack(\Jump.height, keyframes: heights)),
///               AnyKeyframeTrack(KeyframeTrack(\Jump.tilt, keyframes: tilts))]
/// let jump = KeyframeTimeline(initialValue: Jump(), tracks: tracks)
/// ```
public struct AnyKeyframeTrack<Root>: Sendable {
    let base: any KeyframeTrackResolving<Root>

    /// Wraps `track`, keeping its key path and keyframes as they are.
    public init<Value: Interpolatable>(_ track: KeyframeTrack<Root, Value>) {
        base = track
    }
}

/// A track that can be bound to a timeline's initial value.
protocol KeyframeTrackResolving<Root>: Sendable {
    associatedtype Root
    /// The first number out of range, named from `name` (e.g. `"tracks[1]"`); nil when all are in range.
    func issue(initialValue: Root, name: String) -> MotionError?
    func resolved(initialValue: Root) -> any ResolvedKeyframeTrack<Root>
}

/// A track bound to its start value, applied to the timeline's value at an instant.
protocol ResolvedKeyframeTrack<Root>: Sendable {
    associatedtype Root
    var duration: Double { get }
    func apply(to root: inout Root, at t: Double)
}

extension KeyframeTrack: KeyframeTrackResolving {
    func issue(initialValue: Root, name: String) -> MotionError? {
        KeyframeCurve.issue(initialValue: initialValue[keyPath: keyPath], keyframes: keyframes, name: name)
    }

    func resolved(initialValue: Root) -> any ResolvedKeyframeTrack<Root> {
        BoundKeyframeTrack(keyPath: keyPath,
                           curve: KeyframeCurve(initialValue: initialValue[keyPath: keyPath], keyframes: keyframes))
    }
}

struct BoundKeyframeTrack<Root, Value: Interpolatable>: ResolvedKeyframeTrack {
    let keyPath: WritableKeyPath<Root, Value> & Sendable
    let curve: KeyframeCurve<Value>

    var duration: Double { curve.duration }

    func apply(to root: inout Root, at t: Double) {
        root[keyPath: keyPath] = curve.value(at: t)
    }
}
