/// A command that shows a failed snapshot beside its reference, printed in the failure message
/// so it can be pasted into a shell (it is not run).
///
/// A string literal names a program that takes the two files as its arguments:
/// `"meld"` gives `meld '<reference>' '<actual>'` (each path in single quotes, quotes inside
/// escaped). The closure form builds any other command line:
///
/// ```swift
/// let compare = SnapshotDiffTool { reference, actual in
///     "compare \(SnapshotDiffTool.quoted(reference)) \(SnapshotDiffTool.quoted(actual)) -compose src /tmp/diff.png"
/// }
/// ```
public struct SnapshotDiffTool: Sendable, ExpressibleByStringLiteral {
    /// The command line for a reference path and the actual snapshot's path.
    public var command: @Sendable (_ reference: String, _ actual: String) -> String

    public init(_ command: @escaping @Sendable (_ reference: String, _ actual: String) -> String) {
        self.command = command
    }

    /// `program '<reference>' '<actual>'`.
    public init(program: String) {
        self.init { reference, actual in "\(program) \(SnapshotDiffTool.quoted(reference)) \(SnapshotDiffTool.quoted(actual))" }
    }

    public init(stringLiteral program: String) {
        self.init(program: program)
    }

    /// `text` in single quotes for a POSIX shell, with each `'` written as `'\''`.
    public static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
