import Foundation
import MotionRender

/// Where a command writes its one output file: a path, or standard output for `-`.
///
/// Paths are handed to the library's writers unchanged (they write atomically and report the
/// path and the reason on failure). For `-` the bytes are made in memory and written to standard
/// output, and the command prints nothing else there.
enum OutputDestination: ExpressibleByArgument, Equatable {
    case file(URL)
    case standardOutput

    init?(argument: String) {
        self = argument == "-" ? .standardOutput : .file(URL(fileURLWithPath: argument))
    }

    static var valueDescription: String { "a file path, or - for standard output" }
    static var completion: CompletionKind { .files() }

    /// The file's path, or nil for standard output.
    var path: String? {
        if case .file(let url) = self { return url.path }
        return nil
    }

    /// The path to name in the command's summary line: nil when the output is standard output by
    /// any name (`-`, `/dev/stdout`, `/proc/self/fd/1`, or a path that is the file standard output
    /// writes to), so that no line is added to the output's own bytes.
    var reportedPath: String? {
        guard case .file(let url) = self else { return nil }
        return Self.isStandardOutput(url.path) ? nil : url.path
    }

    /// Whether `path` (links followed) is the file, pipe or device standard output writes to.
    static func isStandardOutput(_ path: String) -> Bool {
        var out = stat(), named = stat()
        guard fstat(STDOUT_FILENO, &out) == 0, stat(path, &named) == 0 else { return false }
        return out.st_dev == named.st_dev && out.st_ino == named.st_ino
    }

    /// The file extension of the path, lowercased; nil for standard output or no extension.
    var fileExtension: String? {
        guard case .file(let url) = self, !url.pathExtension.isEmpty else { return nil }
        return url.pathExtension.lowercased()
    }

    /// Writes with `file` for a path, or the bytes `data` makes to `output`'s standard output.
    func write(file: (URL) throws -> Void, data: () throws -> Data, output: CommandOutput) throws {
        switch self {
        case .file(let url): try file(url)
        case .standardOutput: try output.write(try data())
        }
    }
}
