import Foundation
import MotionCLI
import MotionRender
import MotionTimeline
#if canImport(Glibc)
import Glibc
#endif

/// A render worker: a child process of a tool made with `MotionCommand` (`TOOL studio-worker`)
/// that draws frames on request over its standard input and output (``WorkerChannel``).
///
/// Requests go one at a time. A frame that takes longer than the timeout, or a worker that dies
/// while drawing (a crash in a scene's code), fails that request with the reason and the last
/// thing the worker printed on standard error; the worker is then gone, and its owner starts
/// another. What the worker prints on standard error is passed on to the studio's.
final class RenderWorker: @unchecked Sendable {
    /// Seconds a worker has to send its scenes after it starts.
    static let startTimeout: TimeInterval = 60

    let tool: String
    let scenes: [SceneOutline]
    private let process: Process
    private let channel: WorkerChannel
    private let input: FileHandle
    private let errors: ErrorTail
    private let lock = NSLock()
    private var nextID = 1
    private var failure: String?

    /// Starts `executable` with `arguments` and waits for its scenes.
    /// - Throws: ``StudioError/worker(_:)`` when it cannot start, exits, or does not speak the protocol.
    init(executable: URL, arguments: [String], label: String) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        // A crash report of the crashed thread's innermost frames, symbolicated, without registers
        // or images (a third of a second for a debug build of a user's tool): its first frame with
        // a source file is where the scene broke, which the page names (ErrorTail.crashLocation).
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = Self.backtraceSettings }
        process.environment = environment
        let toWorker = Pipe(), fromWorker = Pipe(), errorPipe = Pipe()
        process.standardInput = toWorker
        process.standardOutput = fromWorker
        process.standardError = errorPipe
        let errors = ErrorTail(label: label)
        do {
            try process.run()
        } catch {
            throw StudioError.worker("cannot start \(executable.path): \(error.reason)")
        }
        errors.read(errorPipe.fileHandleForReading)
        self.process = process
        self.errors = errors
        input = toWorker.fileHandleForWriting
        channel = WorkerChannel(input: fromWorker.fileHandleForReading.fileDescriptor, output: toWorker.fileHandleForWriting.fileDescriptor)
        let watchdog = Self.watchdog(process, after: Self.startTimeout)
        defer { watchdog.cancel() }
        let hello: WorkerMessage
        do {
            guard let (message, _) = try channel.receive() else {
                throw StudioError.worker(Self.ended(process, errors, doing: "before it sent its scenes", tool: executable.lastPathComponent))
            }
            hello = message
        } catch let error as WorkerChannel.ProtocolError {
            process.terminate()
            throw StudioError.worker("\(executable.lastPathComponent) studio-worker sent \(error.description)")
        }
        guard hello.kind == "hello", let scenes = hello.scenes else {
            process.terminate()
            throw StudioError.worker("\(executable.lastPathComponent) studio-worker began with '\(hello.kind)' instead of its scenes")
        }
        guard hello.protocol == WorkerMessage.protocolVersion else {
            process.terminate()
            throw StudioError.worker("\(executable.lastPathComponent) speaks studio protocol \(hello.protocol.map(String.init) ?? "?"), this studio \(WorkerMessage.protocolVersion): build both from the same MotionKit")
        }
        tool = hello.tool ?? executable.lastPathComponent
        self.scenes = scenes
    }

    /// Whether the worker can still take requests.
    var isRunning: Bool { lock.withLock { failure == nil } && process.isRunning }

    /// Draws `frame`, waiting at most `timeout` seconds.
    /// - Throws: ``StudioRequestError`` for a request the worker refused, ``SceneFailure`` when
    ///   the scene failed to draw, ``StudioError/worker(_:)`` when the worker stopped or timed out.
    func render(_ frame: StudioFrameRequest, timeout: TimeInterval) throws -> (bytes: Data, contentType: String) {
        lock.lock()
        defer { lock.unlock() }
        if let failure { throw StudioError.worker(failure) }
        let id = nextID
        nextID += 1
        let watchdog = Self.watchdog(process, after: timeout)
        defer { watchdog.cancel() }
        let what = "drawing \(frame.scene) at \(Milliseconds.text(frame.time)) ms"
        do {
            try channel.send(.render(id: id, frame))
            guard let (reply, body) = try channel.receive() else {
                failure = watchdog.fired
                    ? "\(tool) took more than \(CompactNumber.text(timeout)) s \(what) and was stopped"
                    : Self.ended(process, errors, doing: "while \(what)", tool: tool)
                throw StudioError.worker(failure!)
            }
            guard reply.id == id else { throw WorkerChannel.ProtocolError(description: "an answer to request \(reply.id ?? -1) instead of \(id)") }
            switch reply.kind {
            case "frame":
                guard let body else { throw WorkerChannel.ProtocolError(description: "a frame without its bytes") }
                return (body, reply.contentType ?? frame.format.mediaType)
            case "error" where reply.invalid == true:
                throw StudioRequestError(reply.message ?? "the request was refused")
            case "error":
                throw SceneFailure(message: reply.message ?? "\(frame.scene) failed to draw")
            default:
                throw WorkerChannel.ProtocolError(description: "a '\(reply.kind)' message instead of a frame")
            }
        } catch let error as WorkerChannel.ProtocolError {
            failure = "\(tool) studio-worker sent \(error.description) while \(what)"
            process.terminate()
            throw StudioError.worker(failure!)
        }
    }

    /// Closes the worker's input (it exits when it sees the end) and waits up to a second before
    /// killing it.
    func stop() {
        try? input.close()
        let deadline = Date(timeIntervalSinceNow: 1)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// Kills `process` after `seconds` unless cancelled first.
    private static func watchdog(_ process: Process, after seconds: TimeInterval) -> Watchdog {
        let watchdog = Watchdog()
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
            if watchdog.fire(), process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        return watchdog
    }

    /// The Swift runtime's crash report settings for a worker: on, not interactive, no colour,
    /// the crashed thread's first 8 frames, no registers or loaded images.
    static let backtraceSettings = "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,limit=8,top=0"

    /// "motion stopped with signal 4 (Illegal instruction) while drawing coins at 1350 ms:
    /// Fatal error: Index out of range, at Sources/MyScenes/CoinsScene.swift:42:17 in
    /// CoinsScene.draw(_:t:)": how the worker ended, its last words and, from its crash report,
    /// where.
    private static func ended(_ process: Process, _ errors: ErrorTail, doing what: String, tool: String) -> String {
        let deadline = Date(timeIntervalSinceNow: 2)
        while process.isRunning, Date() < deadline { usleep(5_000) }
        let how: String
        if process.isRunning {
            how = "stopped answering"
        } else if process.terminationReason == .uncaughtSignal {
            let signal = process.terminationStatus
            how = "stopped with signal \(signal) (\(String(cString: strsignal(signal))))"
        } else {
            how = "exited with status \(process.terminationStatus)"
        }
        errors.waitForEnd(timeout: process.isRunning ? 0.02 : 1)   // the last of standard error
        let last = errors.lastLines
        let location = errors.crashLocation.map { ", at \($0.file):\($0.line):\($0.column) in \($0.function)" } ?? ""
        return "\(tool) \(how) \(what)" + (last.isEmpty ? "" : ": " + last) + location
    }
}
