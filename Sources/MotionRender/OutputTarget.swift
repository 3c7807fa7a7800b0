import Foundation

/// Where a render goes: a path, or the process's standard output (`-o -` on a command line).
public enum OutputTarget: Hashable, Sendable {
    /// A path: a regular file (written atomically), or a device, FIFO or link to one (written
    /// directly); see ``OutputFile``.
    case file(URL)
    /// File descriptor 1, written directly and in order.
    case standardOutput
    /// File descriptor 2, written directly and in order.
    case standardError

    /// A path as a command line gives it: `-` is standard output, anything else a file path
    /// (write `./-` for a file named `-`).
    public init(path: String) {
        self = path == "-" ? .standardOutput : .file(URL(fileURLWithPath: path))
    }

    /// How messages name it: the path, or "standard output".
    public var displayName: String {
        switch self {
        case .file(let url): return url.path
        case .standardOutput: return "standard output"
        case .standardError: return "standard error"
        }
    }
}
