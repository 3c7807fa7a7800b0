/// How many times an animation plays.
///
/// Every format ends on its last frame once it has played the given number of times (for live
/// playback, the last frame is the still frame).
public enum AnimationLoop: Hashable, Sendable, CustomStringConvertible {
    /// Plays again and again.
    case forever
    /// Plays `n` times in all (`n >= 1`), then stays on the last frame.
    case plays(Int)

    /// The largest finite count accepted: GIF stores the repeats in 16 bits.
    public static let maximumPlays = 65_535

    /// `forever`, or the count as a number ("1", "3").
    public var description: String {
        switch self {
        case .forever: return "forever"
        case .plays(let n): return String(n)
        }
    }

    /// Parses "forever" (or "0", the count the formats themselves use for it) or a count of plays.
    /// - Throws: ``RenderError/invalidParameter(name:value:expected:)`` naming the text.
    public static func parse(_ text: String) throws -> AnimationLoop {
        if text.lowercased() == "forever" || text == "0" { return .forever }
        guard let n = Int(text) else {
            throw RenderError.invalidParameter(name: "loop", value: "'\(text)'", expected: "forever, or a number of plays in 1...\(maximumPlays)")
        }
        let loop = AnimationLoop.plays(n)
        try loop.check()
        return loop
    }

    /// Throws unless a finite count is in `1...maximumPlays`.
    public func check() throws {
        guard case .plays(let n) = self, n < 1 || n > Self.maximumPlays else { return }
        throw RenderError.invalidParameter(name: "loop", value: String(n), expected: "forever, or a number of plays in 1...\(Self.maximumPlays)")
    }
}
