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

    /// What the Swift runtime says when a program traps (`File.swift:9: Precondition failed: …`).
    static let trapMessages = ["Fatal error", "Precondition failed", "Assertion failed", "fatal error"]

    /// The line that says what went wrong: the Swift runtime's message when the program trapped,
    /// else the last line printed that is not a frame of a stack trace; empty when nothing was.
    var lastLines: String {
        let lines = lock.withLock { String(decoding: tail, as: UTF8.self) }
            .split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        if let trap = lines.last(where: { line in Self.trapMessages.contains { line.contains($0) } }) { return trap }
        // `20  fixture-motion  0x0000561d11519381 <unavailable> + 197505`
        let frame = /^\d+\s+\S+\s+0x[0-9a-f]+/
        return lines.last { $0.firstMatch(of: frame) == nil && !$0.hasPrefix("Stack dump") && !$0.hasPrefix("Current stack trace") } ?? ""
    }
}
