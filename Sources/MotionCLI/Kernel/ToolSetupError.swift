/// A tool that cannot be put together: two commands with one name, an option spelled twice in a
/// command (a setting named like an option of a drawing command), a malformed setting name.
/// Thrown by ``MotionCommand/init(name:version:abstract:scenes:settings:commands:)``: a mistake in
/// the tool's code, reported when it starts (a spelling used twice: when it starts in a debug
/// build, when the command runs in a release build).
public struct ToolSetupError: Error, Equatable, CustomStringConvertible {
    public let reason: String

    public var description: String { "the command line cannot be set up: \(reason)" }
}
