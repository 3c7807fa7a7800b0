import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A server running as a child process, as a person would start it (`motion studio`): the URL
/// it prints on the first line of standard output, its standard error collected, stopped with a
/// signal (Ctrl-C by default). Killed if still running when released.
public final class ServerProcess: @unchecked Sendable {
    public let process = Process()
    private let lock = NSLock()
    private var out = Data(), err = Data()

    /// Starts `executable ARGUMENTS` in `folder`.
    public init(_ executable: URL, _ arguments: [String], in folder: URL? = nil, environment: [String: String]? = nil) throws {
        process.executableURL = executable
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        if let environment { process.environment = environment }
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        stdout.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            self?.lock.withLock { self?.out.append(data) }
        }
        stderr.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            self?.lock.withLock { self?.err.append(data) }
        }
        try process.run()
    }

    public var standardOutput: String { lock.withLock { String(decoding: out, as: UTF8.self) } }
    public var standardError: String { lock.withLock { String(decoding: err, as: UTF8.self) } }

    /// The URL the server printed, waiting up to `timeout` seconds for it.
    public func url(timeout: TimeInterval = 120) throws -> URL {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            if let line = standardOutput.split(separator: "\n").first, let url = URL(string: String(line)), line.hasPrefix("http") { return url }
            guard process.isRunning else { break }
            usleep(20_000)
        }
        throw DevToolsError("\(process.executableURL?.lastPathComponent ?? "the server") printed no URL (status \(process.isRunning ? "running" : String(process.terminationStatus))): \(standardError)")
    }

    /// Waits up to `timeout` seconds for the server to exit by itself; its status.
    public func exitStatus(timeout: TimeInterval = 30) throws -> Int32 {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while process.isRunning {
            guard Date() < deadline else { throw DevToolsError("the server did not exit within \(Int(timeout)) s: \(standardError)") }
            usleep(10_000)
        }
        usleep(50_000)   // the last of its output
        return process.terminationStatus
    }

    /// Sends `signal` (Ctrl-C by default) and waits for the exit.
    @discardableResult
    public func stop(_ signal: Int32 = SIGINT, timeout: TimeInterval = 30) throws -> Int32 {
        if process.isRunning { kill(process.processIdentifier, signal) }
        return try exitStatus(timeout: timeout)
    }

    /// Waits until standard error contains `text`.
    public func waitForError(containing text: String, timeout: TimeInterval = 60) throws {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !standardError.contains(text) {
            guard Date() < deadline else { throw DevToolsError("waited \(Int(timeout)) s for '\(text)' on the server's standard error: \(standardError)") }
            usleep(20_000)
        }
    }

    deinit { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
}
