/// A command's failure with lines to print under its one-line error (a script's stack): the
/// error is printed as usual, then each detail indented on a line of its own.
public struct DetailedCommandError: Error {
    public let error: CommandError
    public let details: [String]

    public init(_ error: CommandError, details: [String]) {
        self.error = error
        self.details = details
    }
}
