import Foundation
import MotionRender

/// Progress of a long render on stderr: a redrawn bar on a terminal (frames done, rate, time
/// left), plain lines every two seconds otherwise, nothing when quiet.
final class ProgressMeter: @unchecked Sendable {
    private let quiet: Bool
    private let output: CommandOutput
    private let terminal = isatty(STDERR_FILENO) == 1
    private let start = Date()
    private var lastLine = Date.distantPast
    private var started: Int?
    private let lock = NSLock()

    init(quiet: Bool, output: CommandOutput) {
        self.quiet = quiet
        self.output = output
    }

    /// Called after each frame with (done, total).
    func update(_ done: Int, _ total: Int) {
        guard !quiet else { return }
        lock.lock()
        defer { lock.unlock() }
        if started == nil { started = done }
        let elapsed = Date().timeIntervalSince(start)
        let fresh = done - (started ?? 0)
        let rate = elapsed > 0 ? Double(fresh) / elapsed : 0
        let left = rate > 0 ? Double(total - done) / rate : 0
        let summary = String(format: "%d/%d frames, %.1f frames/s, %.0fs left", done, total, rate, left)
        if terminal {
            let width = 30, filled = total > 0 ? width * done / total : width
            let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
            try? OutputFile.write(Data("\r[\(bar)] \(summary)  ".utf8), to: .standardError)
        } else if Date().timeIntervalSince(lastLine) >= 2 || done == total {
            lastLine = Date()
            output.error("frames: \(summary)")
        }
    }

    /// Ends the bar's line on a terminal.
    func finish() {
        if terminal, !quiet { try? OutputFile.write(Data("\n".utf8), to: .standardError) }
    }
}
