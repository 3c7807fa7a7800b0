import Foundation
import MotionTestSupport
import XCTest

/// `motion studio …` running as a child process, as a person would start it: its URL read from
/// the first line of standard output, its standard error collected, stopped with a signal.
final class StudioProcess: @unchecked Sendable {
    let process = Process()
    private let lock = NSLock()
    private var out = Data(), err = Data()

    /// Starts `motion studio ARGUMENTS` in `folder`.
    init(_ arguments: [String], in folder: URL? = nil, environment: [String: String]? = nil) throws {
        process.executableURL = BuiltProduct.executable("motion")
        process.arguments = ["studio"] + arguments
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

    var standardOutput: String { lock.withLock { String(decoding: out, as: UTF8.self) } }
    var standardError: String { lock.withLock { String(decoding: err, as: UTF8.self) } }

    /// The URL the studio printed, waiting up to `timeout` seconds for it.
    func url(timeout: TimeInterval = 120) throws -> URL {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            if let line = standardOutput.split(separator: "\n").first, let url = URL(string: String(line)), line.hasPrefix("http") { return url }
            guard process.isRunning else { break }
            usleep(20_000)
        }
        throw DevToolsError("motion studio printed no URL (status \(process.isRunning ? "running" : String(process.terminationStatus))): \(standardError)")
    }

    /// Waits up to `timeout` seconds for the studio to exit by itself; its status.
    func exitStatus(timeout: TimeInterval = 30) throws -> Int32 {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while process.isRunning {
            guard Date() < deadline else { throw DevToolsError("motion studio did not exit within \(Int(timeout)) s: \(standardError)") }
            usleep(10_000)
        }
        usleep(50_000)   // the last of its output
        return process.terminationStatus
    }

    /// Sends `signal` (Ctrl-C by default) and waits for the exit.
    @discardableResult
    func stop(_ signal: Int32 = SIGINT, timeout: TimeInterval = 30) throws -> Int32 {
        if process.isRunning { kill(process.processIdentifier, signal) }
        return try exitStatus(timeout: timeout)
    }

    /// Waits until standard error contains `text`.
    func waitForError(containing text: String, timeout: TimeInterval = 60) throws {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !standardError.contains(text) {
            guard Date() < deadline else { throw DevToolsError("waited \(Int(timeout)) s for '\(text)' on motion studio's standard error: \(standardError)") }
            usleep(20_000)
        }
    }

    deinit { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
}
