import Foundation

/// One animatable property of a Lottie layer, sampled at consecutive frames: written as a static
/// value when it never changes (within `tolerance`), else as the fewest keyframes that reproduce
/// every sample within `tolerance` by linear interpolation. Where two neighbouring samples cannot
/// be interpolated (a path whose vertex count changes), the earlier one is held.
struct LottieProperty {
    /// The first sample's frame.
    let firstFrame: Int
    /// One value per frame from ``firstFrame`` on.
    let samples: [Value]
    /// The largest difference, per number, that counts as the same value.
    let tolerance: Double

    /// A sample: a vector of numbers (a scalar is one number), or a path.
    enum Value: Equatable {
        case numbers([Double])
        case bezier(LottieBezier)

        var numbers: [Double] {
            switch self {
            case .numbers(let n): return n
            case .bezier(let b): return b.numbers
            }
        }

        /// True when the two can be interpolated: numbers of one count, paths of one structure.
        func interpolates(with other: Value) -> Bool {
            switch (self, other) {
            case let (.numbers(a), .numbers(b)): return a.count == b.count
            case let (.bezier(a), .bezier(b)): return a.vertices.count == b.vertices.count && a.closed == b.closed
            default: return false
            }
        }

        func json(scalar: Bool) -> LottieJSON {
            switch self {
            case .numbers(let n): return scalar && n.count == 1 ? .num(n[0]) : .nums(n)
            case .bezier(let b): return b.json
            }
        }
    }

    /// True when every sample is the first one, within the tolerance.
    var isStatic: Bool { samples.allSatisfy { close($0, samples[0]) } }

    /// `{"a":0,"k":value}` or `{"a":1,"k":[keyframes]}`; `scalar` writes a one-number value as a
    /// number rather than an array (static scalars and rotations, opacities, widths).
    func json(scalar: Bool = false) -> LottieJSON {
        let bezier: Bool
        if case .bezier = samples[0] { bezier = true } else { bezier = false }
        if isStatic { return .object([("a", .int(0)), ("k", samples[0].json(scalar: scalar))]) }
        var frames: [LottieJSON] = []
        let kept = keyframes()
        for (n, k) in kept.enumerated() {
            // A keyframe's value is an array: a path in a one-element array, a scalar as [x].
            let value: LottieJSON = bezier ? .array([samples[k].json(scalar: false)]) : .nums(samples[k].numbers)
            var members: [(String, LottieJSON)] = [("t", .int(firstFrame + k)), ("s", value)]
            if n + 1 < kept.count {
                if samples[k].interpolates(with: samples[kept[n + 1]]) {
                    members.append(("o", .object([("x", .int(0)), ("y", .int(0))])))
                    members.append(("i", .object([("x", .int(1)), ("y", .int(1))])))
                } else {
                    members.append(("h", .int(1)))
                }
            }
            frames.append(.object(members))
        }
        return .object([("a", .int(1)), ("k", .array(frames))])
    }

    /// The indices of the samples kept as keyframes: the first and last, every sample that
    /// linear interpolation between its kept neighbours misses, and both sides of every break.
    func keyframes() -> [Int] {
        var kept = [0]
        var anchor = 0
        var k = 1
        while k < samples.count {
            let next = k + 1
            if next < samples.count, samples[anchor].interpolates(with: samples[next]),
               samples[k].interpolates(with: samples[next]), samples[anchor].interpolates(with: samples[k]),
               (anchor + 1...k).allSatisfy({ fits($0, between: anchor, and: next) }) {
                k += 1
                continue
            }
            kept.append(k)
            anchor = k
            k += 1
        }
        return kept
    }

    private func fits(_ j: Int, between a: Int, and b: Int) -> Bool {
        let p = samples[a].numbers, q = samples[b].numbers, v = samples[j].numbers
        let s = Double(j - a) / Double(b - a)
        for i in v.indices where abs(p[i] + (q[i] - p[i]) * s - v[i]) > tolerance { return false }
        return true
    }

    private func close(_ a: Value, _ b: Value) -> Bool {
        guard a.interpolates(with: b) else { return false }
        let p = a.numbers, q = b.numbers
        return zip(p, q).allSatisfy { abs($0 - $1) <= tolerance }
    }
}
