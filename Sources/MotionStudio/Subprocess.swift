import Foundation

/// Runs a program to completion and collects what it printed on standard output and standard
/// error together, in order: `swift build` and `swift package describe`.
enum Subprocess {
    struct Result {
        let status: Int32
        let output: String
    }

    /// Runs `executable` with `arguments` in `folder`; `running` gets the process while it runs
    /// (so it can be stopped), nil again when it ended.
    static func run(_ executable: URL, _ arguments: [String], in folder: URL,
                    running: ((Process?) -> Void)? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        running?(process)
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        running?(nil)
        return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// The absolute path of `tool` on `PATH`, or nil.
    static func locate(_ tool: String) -> URL? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin")
            .split(separator: ":").map { URL(fileURLWithPath: "\($0)/\(tool)") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
