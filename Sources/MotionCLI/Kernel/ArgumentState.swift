import MotionRender

/// What a declaration's projected value (`$fps`) tells: whether it was given and how it was
/// typed, so messages echo the user's own spelling.
public struct ArgumentState: Sendable {
    /// The option's long name (`--fps`) or the argument's name (`SCENE`).
    public let name: String
    /// The text as typed, or nil when not given (for a flag: "" when given).
    public let text: String?

    /// True when given on the command line.
    public var isGiven: Bool { text != nil }

    /// The text as typed, or `value` written compactly and marked as the default: `30 (the default)`.
    public func spelled(default value: Double) -> String {
        text ?? "\(CompactNumber.text(value)) (the default)"
    }
}
