import Foundation

/// Where a command writes: standard output and standard error, or anything a test captures.
public struct CommandOutput: Sendable {
    let out: @Sendable (String) -> Void
    let err: @Sendable (String) -> Void

    /// Writes lines through the two closures (each call gets one line without its newline).
    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void) {
        self.out = out
        self.err = err
    }

    /// The process's stdout and stderr.
    public static let standard = CommandOutput(
        out: { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) },
        err: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })

    func print(_ text: String) { out(text) }
    func error(_ text: String) { err(text) }
}
