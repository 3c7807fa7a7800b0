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
        /// Standard output as UTF-8 text.
        public var text: String { String(decoding: stdout, as: UTF8.self) }
    }

    /// Runs `executable` with `arguments` in `folder` (default: the current folder) with
    /// `environment` (default: this process's), feeding `input` on standard input (default:
    /// none), and waits for it to exit. Both outputs are read while it runs, so a chatty process
    /// never blocks on a full pipe.
    public static func run(_ executable: URL, _ arguments: [String], in folder: URL? = nil,
                           environment: [String: String]? = nil, input: Data? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let stdin = input.map { _ in Pipe() }
        process.standardInput = stdin ?? FileHandle.nullDevice
        try process.run()
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
        return Result(status: process.terminationStatus, stdout: output, stderr: String(decoding: errors, as: UTF8.self))
    }

    /// The absolute path of `tool` on `PATH`, or nil.
    public static func locate(_ tool: String) -> URL? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin")
            .split(separator: ":").map { URL(fileURLWithPath: "\($0)/\(tool)") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
