/// A command's failure with lines to print under its one-line error (a script's stack): the
/// error is printed as usual, then each detail indented on a line of its own.
public struct DetailedCommandError: Error {
    /// The failure itself: its one-line message and its exit code (64 for usage, 1 otherwise).
    public let error: CommandError
    /// The lines printed under the message, in order, each indented; none is allowed.
    public let details: [String]

    /// The failure `error` with `details` to print under it.
    public init(_ error: CommandError, details: [String]) {
        self.error = error
        self.details = details
    }
}
