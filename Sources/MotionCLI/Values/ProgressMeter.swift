import Foundation
import MotionRender

/// Progress of a long render on stderr. On a terminal: a bar redrawn in place (frames done, rate,
/// time left). Elsewhere (a pipe, a file, a CI log): nothing, unless forced, then a plain line
/// every two seconds and one at the end. Never anything when quiet.
final class ProgressMeter: @unchecked Sendable {
    /// When the meter shows anything.
    enum Mode {
        /// Never.
        case quiet
        /// On a terminal only.
        case automatic
        /// On a terminal as a bar, elsewhere as lines.
        case forced
    }

    private let mode: Mode
    private let output: CommandOutput
    private let label: String
    private let terminal: Bool
    private let start = Date()
    private var lastLine = Date.distantPast
    private var started: Int?
    private let lock = NSLock()

    /// - Parameters:
    ///   - label: what starts each plain line, the command's name (default `frames`).
    ///   - terminal: whether standard error is a terminal (default: asks the system).
    init(mode: Mode, output: CommandOutput, label: String = "frames", terminal: Bool = isatty(STDERR_FILENO) == 1) {
        self.mode = mode
        self.output = output
        self.label = label
        self.terminal = terminal
    }

    private var shows: Bool {
        switch mode {
        case .quiet: return false
        case .automatic: return terminal
        case .forced: return true
        }
    }

    /// Called after each frame with (done, total).
    func update(_ done: Int, _ total: Int) {
        guard shows else { return }
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
            try? OutputFile.write(Data(utf8Of: "\r[\(bar)] \(summary)  "), to: .standardError)
        } else if Date().timeIntervalSince(lastLine) >= 2 || done == total {
            lastLine = Date()
            output.error("\(label): \(summary)")
        }
    }

    /// Ends the bar's line on a terminal.
    func finish() {
        if terminal, shows { try? OutputFile.write(Data(utf8Of: "\n"), to: .standardError) }
    }
}
