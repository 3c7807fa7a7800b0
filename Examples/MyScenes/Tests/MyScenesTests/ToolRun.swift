import Foundation

/// One run of a program as a separate process: its exit status and what it printed.
struct ToolRun {
    let status: Int32
    let stdout: String
    let stderr: String

    /// Runs `executable` with `arguments` in `folder` with `environment`, and waits for it.
    init(_ executable: URL, _ arguments: [String], in folder: URL, environment: [String: String]) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Standard error is read on another thread, so neither pipe can fill up and block the tool.
        nonisolated(unsafe) var errors = Data()
        let readErrors = DispatchWorkItem { errors = err.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(execute: readErrors)
        let output = out.fileHandleForReading.readDataToEndOfFile()
        readErrors.wait()
        process.waitUntilExit()
        status = process.terminationStatus
        stdout = String(decoding: output, as: UTF8.self)
        stderr = String(decoding: errors, as: UTF8.self)
    }

    /// The absolute path of `tool` on `PATH`, or nil.
    static func locate(_ tool: String) -> URL? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin")
            .split(separator: ":").map { URL(fileURLWithPath: "\($0)/\(tool)") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
