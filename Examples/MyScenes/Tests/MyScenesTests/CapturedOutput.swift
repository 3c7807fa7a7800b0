import Foundation
import MotionCLI

/// Collects what a ``MotionCommand`` prints, so a test can run the command line in-process.
final class CapturedOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var outLines: [String] = []
    private var errLines: [String] = []

    /// Everything printed to standard output, one line per element.
    var stdout: [String] { lock.withLock { outLines } }
    /// Everything printed to standard error, one line per element.
    var stderr: [String] { lock.withLock { errLines } }

    /// The output to pass to ``MotionCommand/run(_:output:)``.
    var output: CommandOutput {
        CommandOutput(out: { line in self.lock.withLock { self.outLines.append(line) } },
                      err: { line in self.lock.withLock { self.errLines.append(line) } })
    }
}
