/// One track's keyframes resolved into time segments, ready to evaluate in closed form.
///
/// Resolution runs once, front to back, because a spring keyframe cut short hands its position and
/// velocity to the next keyframe; evaluation then finds one segment by binary search and evaluates it.
struct KeyframeCurve<Value: Interpolatable>: Sendable {
    /// The keyframe's value per segment: the end of a linear or cubic segment, a spring's target.
    let targets: [Value]
    /// The value each segment starts from.
    let froms: [Value]
    /// Per segment: a cubic's start tangent or a spring's start velocity (units per second).
    let startVelocities: [Value]
    /// Per segment: a cubic's end tangent.
    let endVelocities: [Value]
    let shapes: [KeyframeShape]
    let starts: [Double]
    /// `starts[i] + duration of segment i`.
    let ends: [Double]

    let initialValue: Value
    let finalValue: Value
    let duration: Double
    /// The first number out of range in a track, for the validating forms; nil when every one is
    /// in range. `name` is how the error refers to the track, e.g. `"tracks[2]"`.
    static func issue(initialValue: Value, keyframes: [Keyframe<Value>], name: String) -> MotionError? {
        guard !keyframes.isEmpty else { return .emptyList(name: "\(name).keyframes") }
        if let error = Validation.checkFinite(value: initialValue, "\(name).initialValue") { return error }
        for (i, keyframe) in keyframes.enumerated() {
            let label = "\(name).keyframes[\(i)]"
            var error = Validation.checkFinite(value: keyframe.to, "\(label).to")
            switch keyframe {
            case .linear(let k):
                error = error ?? Validation.checkNonNegative(k.duration, "\(label).duration")
            case .cubic(let k):
                error = error ?? Validation.checkNonNegative(k.duration, "\(label).duration")
                    ?? k.startVelocity.flatMap { Validation.checkFinite(value: $0, "\(label).startVelocity") }
                    ?? k.endVelocity.flatMap { Validation.checkFinite(value: $0, "\(label).endVelocity") }
            case .spring(let k):
                error = error ?? k.startVelocity.flatMap { Validation.checkFinite(value: $0, "\(label).startVelocity") }
                    ?? k.duration.flatMap { Validation.checkNonNegative($0, "\(label).duration") }
            case .move:
                break
            }
            if let error { return error }
        }
        return nil
    }

    /// Resolves a track. Never fails: a negative, NaN or infinite duration is 0 (a linear or cubic
    /// keyframe jumps, a spring keyframe is cut short at once), and an empty track holds its initial
    /// value. Values are used as given (NaN components give NaN, as arithmetic would);
    /// ``issue(initialValue:keyframes:name:)`` reports them.
    init(initialValue: Value, keyframes: [Keyframe<Value>]) {
        // Durations first: they do not depend on values, and cubic tangents need the neighbours' times.
        func length(_ duration: Double) -> Double { duration.isFinite && duration > 0 ? duration : 0 }
        let durations = keyframes.map { keyframe -> Double in
            switch keyframe {
            case .linear(let k): return length(k.duration)
            case .cubic(let k): return length(k.duration)
            case .spring(let k): return length(k.duration ?? k.spring.keyframeDuration)
            case .move: return 0
            }
        }
        var starts: [Double] = [], time = 0.0
        for d in durations { starts.append(time); time += d }
        let ends = zip(starts, durations).map { $0 + $1 }

        // The velocity a cubic keyframe ends with when none is given.
        func outgoingVelocity(after i: Int, from: Value) -> Value {
            guard i + 1 < keyframes.count else { return .zero }
            let here = keyframes[i].to
            func catmullRom(_ next: Value) -> Value {
                let span = ends[i + 1] - starts[i]
                return span > 0 ? next.subtracting(from).scaled(by: 1 / span) : .zero
            }
            switch keyframes[i + 1] {
            case .cubic(let next): return next.startVelocity ?? catmullRom(next.to)
            case .spring(let next): return next.startVelocity ?? catmullRom(next.to)
            case .linear(let next):
                let span = durations[i + 1]
                guard span > 0 else { return .zero }
                return next.to.subtracting(here).scaled(by: next.timingCurve.velocity(at: 0) / span)
            case .move: return .zero
            }
        }

        var froms: [Value] = [], startVelocities: [Value] = [], endVelocities: [Value] = [], shapes: [KeyframeShape] = []
        var position = initialValue, velocity = Value.zero
        for (i, keyframe) in keyframes.enumerated() {
            let from = position, d = durations[i]
            let shape: KeyframeShape
            var startVelocity = Value.zero, endVelocity = Value.zero
            switch keyframe {
            case .linear(let k):
                shape = .linear(k.timingCurve)
                position = k.to
                velocity = d > 0 ? k.to.subtracting(from).scaled(by: k.timingCurve.velocity(at: 1) / d) : .zero
            case .cubic(let k):
                startVelocity = k.startVelocity ?? velocity
                endVelocity = k.endVelocity ?? outgoingVelocity(after: i, from: from)
                shape = .hermite
                position = k.to
                velocity = endVelocity
            case .spring(let k):
                startVelocity = k.startVelocity ?? velocity
                shape = .spring(k.spring)
                position = k.spring.value(from: from, to: k.to, initialVelocity: startVelocity, time: d)
                velocity = k.spring.velocity(from: from, to: k.to, initialVelocity: startVelocity, time: d)
            case .move(let k):
                shape = .hold
                position = k.to
                velocity = .zero
            }
            froms.append(from)
            startVelocities.append(startVelocity)
            endVelocities.append(endVelocity)
            shapes.append(shape)
        }
        self.initialValue = initialValue
        self.finalValue = position
        self.duration = time
        self.targets = keyframes.map(\.to)
        self.froms = froms
        self.startVelocities = startVelocities
        self.endVelocities = endVelocities
        self.shapes = shapes
        self.starts = starts
        self.ends = ends
    }

    /// The value at `t` seconds: the initial value before 0 (and for NaN), the final value from the end on.
    func value(at t: Double) -> Value {
        guard t >= 0 else { return initialValue }
        guard t < duration else { return finalValue }
        // The first segment that ends after t; zero-length segments (jumps) are passed over.
        var low = 0, high = ends.count - 1
        while low < high {
            let mid = (low + high) / 2
            if ends[mid] > t { high = mid } else { low = mid + 1 }
        }
        let i = low, local = t - starts[i], length = ends[i] - starts[i]
        switch shapes[i] {
        case .linear(let curve):
            return froms[i].interpolated(to: targets[i], amount: curve.value(at: local / length))
        case .hermite:
            let s = local / length, s2 = s * s, s3 = s2 * s
            let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s, h01 = 3 * s2 - 2 * s3, h11 = s3 - s2
            return froms[i].scaled(by: h00)
                .adding(startVelocities[i].scaled(by: h10 * length))
                .adding(targets[i].scaled(by: h01))
                .adding(endVelocities[i].scaled(by: h11 * length))
        case .spring(let spring):
            return spring.value(from: froms[i], to: targets[i], initialVelocity: startVelocities[i], time: local)
        case .hold:
            return targets[i]
        }
    }
}

/// How a keyframe segment moves. Not generic, so evaluation switches on it without generic metadata.
enum KeyframeShape: Sendable {
    case linear(TimingCurve)
    /// Cubic Hermite between the segment's start and end tangents.
    case hermite
    /// A spring heading for the segment's target, leaving with its start velocity.
    case spring(Spring)
    /// A jump: the target holds.
    case hold
}
