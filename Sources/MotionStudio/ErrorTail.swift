import Foundation

/// What a child process prints on standard error: passed on to the studio's own standard error,
/// one line at a time with the child's name in front, and its last lines kept for messages.
final class ErrorTail: @unchecked Sendable {
    /// Bytes of the end kept.
    static let kept = 8192

    private let label: String
    private let lock = NSLock()
    private var tail = Data()
    private var partial = Data()

    init(label: String) { self.label = label }

    func append(_ data: Data) {
        guard !data.isEmpty else { return }
        var lines: [String] = []
        lock.withLock {
            tail.append(data)
            if tail.count > Self.kept { tail.removeFirst(tail.count - Self.kept) }
            partial.append(data)
            while let newline = partial.firstIndex(of: UInt8(ascii: "\n")) {
                lines.append(String(decoding: partial[partial.startIndex..<newline], as: UTF8.self))
                partial.removeSubrange(partial.startIndex...newline)
            }
        }
        for line in lines { FileHandle.standardError.write(Data("[\(label)] \(line)\n".utf8)) }
    }

    /// The line that says what went wrong: a Swift runtime's "Fatal error" line when there is one,
    /// else the last line printed; empty when nothing was.
    var lastLines: String {
        let lines = lock.withLock { String(decoding: tail, as: UTF8.self) }
            .split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        if let fatal = lines.last(where: { $0.contains("Fatal error") || $0.contains("fatal error") }) { return fatal }
        return lines.last ?? ""
    }
}
