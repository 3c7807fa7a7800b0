import Foundation
import MotionRender

/// Where a command writes: lines to standard output and standard error, and the bytes of a file
/// written to standard output (`-o -`); or anything a test captures.
public struct CommandOutput: Sendable {
    let out: @Sendable (String) -> Void
    let err: @Sendable (String) -> Void
    let bytes: @Sendable (Data) throws -> Void

    /// Writes lines through the two closures (each call gets one line without its newline), and
    /// the bytes of `-o -` outputs through `data` (default: the process's standard output).
    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
                data: @escaping @Sendable (Data) throws -> Void = CommandOutput.writeToStandardOutput) {
        self.out = out
        self.err = err
        self.bytes = data
    }

    /// The process's stdout and stderr, written through ``OutputFile`` so a closed pipe is an
    /// error for the bytes of an output and never kills the process (SIGPIPE is ignored; a line
    /// that cannot be written is dropped).
    public static let standard = CommandOutput(
        out: { try? OutputFile.write(Data(utf8Of: $0 + "\n"), to: .standardOutput) },
        err: { try? OutputFile.write(Data(utf8Of: $0 + "\n"), to: .standardError) })

    /// Writes `data` to the process's standard output, in order; a write error (a full disk, a
    /// closed pipe) is thrown.
    public static func writeToStandardOutput(_ data: Data) throws {
        try OutputFile.write(data, to: .standardOutput)
    }

    /// Prints one line on standard output.
    public func print(_ line: String) { out(line) }

    /// Prints one line on standard error.
    public func error(_ line: String) { err(line) }

    /// Writes the bytes of an output on standard output.
    /// - Throws: a failure naming standard output and the reason.
    public func write(_ data: Data) throws {
        do {
            try bytes(data)
        } catch let error as RenderError {
            throw error
        } catch {
            throw CommandError.failure("cannot write standard output: \(error.reason)")
        }
    }
}
