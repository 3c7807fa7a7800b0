import Foundation
import MotionRender

/// What a child process prints on standard error: passed on to the studio's own standard error,
/// one line at a time with the child's name in front, and its last lines kept for messages.
final class ErrorTail: @unchecked Sendable {
    /// Bytes of the end kept.
    static let kept = 8192

    private let label: String
    private let lock = NSLock()
    private var tail = Data()
    private var partial = Data()
    private var reader: PipeReader?

    init(label: String) { self.label = label }

    /// Reads `handle` (the child's standard error, once the child started) to its end on a thread
    /// of its own, appending what comes. Call it once.
    func read(_ handle: FileHandle) {
        let reader = PipeReader(handle) { [self] in append($0) }
        lock.withLock { self.reader = reader }
    }

    /// Waits at most `timeout` seconds for the end of standard error (the child exited), so that
    /// ``lastLines`` holds its last words.
    func waitForEnd(timeout: TimeInterval) {
        guard let reader = lock.withLock({ reader }) else { return }
        _ = reader.waitForEnd(timeout: timeout)
    }

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

    /// Where a crash happened: the innermost frame of the Swift runtime's crash report that has a
    /// source file (`  3 [ra]  0x… CrashScene.draw(_:t:) + 774 in my-motion at /pkg/Sources/MyScenes/CrashScene.swift:8:48`),
    /// compiler-generated thunks left out; the file relative to the current folder when it is
    /// inside it. Nil when nothing printed such a frame (no report, or no debug information).
    var crashLocation: (file: String, line: Int, column: Int, function: String)? {
        let text = lock.withLock { String(decoding: tail, as: UTF8.self) }
        let frame = /^\s*\d+ (?:\[[a-z]+\] )*\s*0x[0-9a-f]+ (?<function>.+?) \+ \d+ in \S+ at (?<file>\/[^:]+):(?<line>\d+):(?<column>\d+)\s*$/
        for line in text.split(whereSeparator: \.isNewline) {
            guard let match = try? frame.wholeMatch(in: String(line)), let number = Int(match.line), let column = Int(match.column) else { continue }
            var file = String(match.file)
            let here = FileManager.default.currentDirectoryPath + "/"
            if file.hasPrefix(here) { file.removeFirst(here.count) }
            return (file, number, column, String(match.function))
        }
        return nil
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
        // The crash report's own lines say nothing of the cause.
        let report = ["Stack dump", "Current stack trace", "***", "Thread ", "Platform:", "Backtrace took", "..."]
        return lines.last { line in line.firstMatch(of: frame) == nil && line.firstMatch(of: /^\d+ \[/) == nil && !report.contains { line.hasPrefix($0) } } ?? ""
    }
}
