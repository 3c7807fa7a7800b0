import Foundation
import MotionRender

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
        out: { try? OutputFile.write(Data(($0 + "\n").utf8), to: .standardOutput) },
        err: { try? OutputFile.write(Data(($0 + "\n").utf8), to: .standardError) })

    func print(_ text: String) { out(text) }
    func error(_ text: String) { err(text) }
}
