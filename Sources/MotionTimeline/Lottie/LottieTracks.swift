import Foundation

/// The drawings of consecutive frames matched into tracks, one Lottie layer each: a drawing
/// continues the track of the previous frame's drawing with the same signature that a longest
/// common subsequence of the two frames' signatures pairs it with; any other drawing starts a
/// track. Tracks keep one order in which every frame's drawings are in drawing order.
struct LottieTracks {
    /// One layer's drawings, one per frame from `firstFrame` on.
    struct Track {
        let firstFrame: Int
        var drawings: [LottieDrawable]
        var lastFrame: Int { firstFrame + drawings.count - 1 }
    }

    private(set) var tracks: [Track] = []
    /// Track indices, bottom first: each frame's drawings appear in this order.
    private(set) var order: [Int] = []
    private var active: [Int] = []
    private var frames = 0

    /// Above this many pairs of drawings between two frames, drawings are paired by the order of
    /// their signatures' occurrences instead of by a longest common subsequence.
    static let subsequenceLimit = 1 << 22

    /// Adds the next frame's drawings.
    mutating func add(_ drawings: [LottieDrawable]) {
        let frame = frames
        frames += 1
        let previous = active.map { tracks[$0].drawings[tracks[$0].drawings.count - 1].signature }
        let pairs = Self.pairs(previous, drawings.map(\.signature))
        var next: [Int] = []
        var placedAfter: Int?
        for (j, drawing) in drawings.enumerated() {
            let track: Int
            if let i = pairs[j] {
                track = active[i]
                tracks[track].drawings.append(drawing)
            } else {
                track = tracks.count
                tracks.append(Track(firstFrame: frame, drawings: [drawing]))
                let at = placedAfter.flatMap { p in order.firstIndex(of: p).map { $0 + 1 } } ?? 0
                order.insert(track, at: at)
            }
            placedAfter = track
            next.append(track)
        }
        active = next
    }

    /// For each of `b`, the index in `a` it is paired with, if any.
    static func pairs(_ a: [String], _ b: [String]) -> [Int?] {
        var result = [Int?](repeating: nil, count: b.count)
        guard !a.isEmpty, !b.isEmpty else { return result }
        if a.count * b.count > subsequenceLimit {
            var seen: [String: [Int]] = [:]
            for (i, s) in a.enumerated() { seen[s, default: []].append(i) }
            var used: [String: Int] = [:]
            for (j, s) in b.enumerated() {
                let k = used[s, default: 0]
                if let list = seen[s], k < list.count { result[j] = list[k]; used[s] = k + 1 }
            }
            return result
        }
        let n = a.count, m = b.count
        var table = [Int32](repeating: 0, count: (n + 1) * (m + 1))
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i * (m + 1) + j] = a[i] == b[j] ? table[(i + 1) * (m + 1) + j + 1] + 1
                    : max(table[(i + 1) * (m + 1) + j], table[i * (m + 1) + j + 1])
            }
        }
        var i = 0, j = 0
        while i < n, j < m {
            if a[i] == b[j] { result[j] = i; i += 1; j += 1 }
            else if table[(i + 1) * (m + 1) + j] >= table[i * (m + 1) + j + 1] { i += 1 }
            else { j += 1 }
        }
        return result
    }
}
