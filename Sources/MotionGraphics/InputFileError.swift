/// Why `InputFile` refused or could not read a file. The description is one line naming the
/// file and, for a file over its limit, its size and the limit.
public struct InputFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong with the file.
    public enum Problem: Equatable, Sendable {
        /// Nothing at the path.
        case missing
        /// Not a regular file (a folder, a FIFO, a device, a socket): reading it could hang,
        /// never end or fail halfway.
        case notRegular(FileKind)
        /// Larger than the limit the caller gave; `size` is what `stat` (or the read) found.
        case tooLarge(size: Int64, limit: Int)
        /// The system refused (permissions, I/O error); carries its message.
        case unreadable(String)
    }

    /// The path as given.
    public let path: String
    /// What is wrong with it; ``reason`` says it as words.
    public let problem: Problem

    /// The error for the file at `path` (as the user gave it, shown as is) and its `problem`.
    public init(path: String, problem: Problem) {
        self.path = path
        self.problem = problem
    }

    /// The problem as the end of a sentence that starts with the file: "is a folder, not a regular file".
    public var reason: String {
        switch problem {
        case .missing:
            return "does not exist"
        case .notRegular(let kind):
            return "is \(kind.phrase), not a regular file"
        case .tooLarge(let size, let limit):
            return "is \(ByteCount.text(size)), over the limit of \(ByteCount.text(Int64(limit)))"
        case .unreadable(let message):
            return "cannot be read (\(message))"
        }
    }

    public var description: String { "\(path) \(reason)" }
}
