/// Where two display lists part (``DisplayList/firstDifference(from:)``).
public struct DisplayDifference: Hashable, Sendable, CustomStringConvertible {
    /// Item indices from the top level down to the differing item (`[12, 3]`: item 3 of the
    /// list nested in item 12), counted from 0.
    public let path: [Int]
    /// The item of the first list there, or nil when that list ended first.
    public let first: DisplayItem?
    /// The item of the second list there, or nil when that list ended first.
    public let second: DisplayItem?

    /// Makes a difference at `path` between `first` and `second`.
    public init(path: [Int], first: DisplayItem?, second: DisplayItem?) {
        self.path = path
        self.first = first
        self.second = second
    }

    /// "command 37: fill colour #F6EB5C vs #F6EB5D", "command 12.3: …", or "command 40: only
    /// the first draws it (fill …)".
    public var description: String {
        let place = "command " + path.map(String.init).joined(separator: ".")
        switch (first, second) {
        case let (a?, b?): return "\(place): \(a.contrast(with: b))"
        case let (a?, nil): return "\(place): only the first draws it (\(a.summary))"
        case let (nil, b?): return "\(place): only the second draws it (\(b.summary))"
        case (nil, nil): return place
        }
    }
}
