import Foundation

/// Runs a program as a separate process and collects its exit status and output: the one
/// child-process runner of the test suites (the `motion` binary, cross-checking tools, browsers).
public enum ChildProcess {
    /// What a finished process left.
    public struct Result: Sendable {
        public let status: Int32
        public let stdout: Data
        /// Standard error as UTF-8 text.
        public let stderr: String
        /// True when the process was still running after the timeout and was killed.
        public var timedOut = false
        /// Standard output as UTF-8 text.
        public var text: String { String(decoding: stdout, as: UTF8.self) }
    }

    /// Runs `executable` with `arguments` in `folder` (default: the current folder) with
    /// `environment` (default: this process's), feeding `input` on standard input (default:
    /// none), and waits for it to exit. Both outputs are read while it runs, so a chatty process
    /// never blocks on a full pipe. A process still running after `timeout` seconds (default:
    /// no limit) is killed and its result says so: a test of something that must not hang
    /// fails instead of hanging.
    public static func run(_ executable: URL, _ arguments: [String], in folder: URL? = nil,
                           environment: [String: String]? = nil, input: Data? = nil,
                           timeout: TimeInterval? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        if var environment {
            // A run under a sanitizer (`make check`) keeps its settings in a child given its own
            // environment, so the child reports (and suppresses) the same way.
            for (name, value) in ProcessInfo.processInfo.environment where name.hasSuffix("SAN_OPTIONS") && environment[name] == nil {
                environment[name] = value
            }
            process.environment = environment
        }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let stdin = input.map { _ in Pipe() }
        process.standardInput = stdin ?? FileHandle.nullDevice
        try process.run()
        let killed = Watchdog()
        if let timeout {
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [process] in
                if process.isRunning {
                    killed.fire()
                    kill(process.processIdentifier, SIGKILL)
                }
            }
        }
        if let stdin, let input {
            try stdin.fileHandleForWriting.write(contentsOf: input)
            try stdin.fileHandleForWriting.close()
        }
        // Read standard error on another thread while standard output is read here.
        nonisolated(unsafe) var errors = Data()
        let readErrors = DispatchWorkItem { errors = err.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(execute: readErrors)
        let output = out.fileHandleForReading.readDataToEndOfFile()
        readErrors.wait()
        process.waitUntilExit()
        var result = Result(status: process.terminationStatus, stdout: output, stderr: String(decoding: errors, as: UTF8.self))
        result.timedOut = killed.fired
        return result
    }

    /// The absolute path of `tool` on `PATH`, or nil.
    public static func locate(_ tool: String) -> URL? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin")
            .split(separator: ":").map { URL(fileURLWithPath: "\($0)/\(tool)") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}

/// Whether a timeout killed a process (set on one thread, read on another).
private final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func fire() { lock.lock(); value = true; lock.unlock() }
    var fired: Bool { lock.lock(); defer { lock.unlock() }; return value }
}
