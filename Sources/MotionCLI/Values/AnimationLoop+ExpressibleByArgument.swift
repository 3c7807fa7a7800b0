import MotionTimeline

/// `animate --loop forever|N`: `forever` (or `0`, as the formats store it) or a number of plays
/// in `1...65535`; anything else is refused with the text as typed and the valid values.
extension AnimationLoop: ExpressibleByArgument {
    public init?(argument: String) {
        guard let loop = try? AnimationLoop.parse(argument) else { return nil }
        self = loop
    }

    public static var valueDescription: String { "forever, or a number of plays in 1...\(maximumPlays)" }

    public static var completion: CompletionKind { .values(["forever"]) }
}
