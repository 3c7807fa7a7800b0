import Foundation
import MotionRender

/// One run of the `ffmpeg` program fed raw frames on its standard input.
///
/// Standard error is read on another thread (``PipeReader``) and its last lines kept for the error
/// message.
/// Writing to an encoder that stopped gives an error instead of killing this process: the
/// first run sets SIGPIPE to be ignored (process-wide), as command-line tools that write to
/// pipes do. ``cancel()`` stops the program (SIGTERM, then SIGKILL after a second); a run that is
/// neither finished nor cancelled is cancelled on deinit, so no encoder outlives a failure. While
/// it runs, an interrupt of this process kills it before temporary files are removed
/// (`TemporaryFiles/registerChild(_:)`).
final class FFmpegProcess {
    /// The program's path and the Debian package that has it.
    static let name = "ffmpeg", package = "ffmpeg"

    private let process = Process()
    private let input = Pipe()
    private let errors = Pipe()
    private let tail = Tail()
    private var reader: PipeReader?
    private var settled = false

    /// Starts `program` with `arguments`.
    init(_ program: URL, _ arguments: [String]) throws {
        _ = Self.ignoreBrokenPipes
        process.executableURL = program
        process.arguments = arguments
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        do { try process.run() } catch {
            throw AnimationError.programMissing(program: program.path, package: Self.package, purpose: "animated images and video")
        }
        TemporaryFiles.registerChild(process.processIdentifier)
        let tail = self.tail
        reader = PipeReader(errors.fileHandleForReading) { tail.append($0) }
    }

    deinit { if !settled { cancel() } }

    /// Writes one frame's bytes; an encoder that stopped is reported with its last message.
    func write(_ bytes: [UInt8]) throws {
        do {
            try input.fileHandleForWriting.write(contentsOf: bytes)
        } catch {
            settled = true
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
            TemporaryFiles.unregisterChild(process.processIdentifier)
            throw failure(status: process.terminationStatus, fallback: "it stopped reading frames")
        }
    }

    /// Ends the input and waits for the encoder to finish the file.
    /// - Throws: ``AnimationError/encoderFailed(program:status:detail:)`` unless it exits with 0.
    func finish() throws {
        settled = true
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        TemporaryFiles.unregisterChild(process.processIdentifier)
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw failure(status: process.terminationStatus, fallback: "no message")
        }
    }

    /// After ``finish()``: why the encoder could not write its file although it exited with
    /// status 0 (ffmpeg does, after "Error writing trailer of … : No space left on device"), as the
    /// cause it names ("No space left on device"); nil when it reported no write error.
    var writeFailure: String? {
        _ = reader?.waitForEnd(timeout: 1)
        return tail.writeFailure
    }

    /// Stops the encoder without waiting for a file.
    func cancel() {
        settled = true
        try? input.fileHandleForWriting.close()
        if process.isRunning {
            process.terminate()
            let deadline = Date().addingTimeInterval(1)
            while process.isRunning, Date() < deadline { usleep(5_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        process.waitUntilExit()
        TemporaryFiles.unregisterChild(process.processIdentifier)
    }

    /// The `-encoders` list of `program` contains `encoder`.
    static func has(_ encoder: String, program: URL) throws -> Bool {
        let check = Process()
        check.executableURL = program
        check.arguments = ["-hide_banner", "-nostdin", "-encoders"]
        let out = Pipe()
        check.standardOutput = out
        check.standardError = FileHandle.nullDevice
        check.standardInput = FileHandle.nullDevice
        do { try check.run() } catch {
            throw AnimationError.programMissing(program: program.path, package: package, purpose: "animated images and video")
        }
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        check.waitUntilExit()
        return text.split(separator: "\n").contains { $0.split(separator: " ").dropFirst().first == Substring(encoder) }
    }

    /// `ffmpeg` on `PATH`, or ``AnimationError/programMissing(program:package:purpose:)``.
    static func locate() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw AnimationError.programMissing(program: name, package: package, purpose: "animated images and video")
    }

    /// The program has exited: its standard error ends once the reader has read the last bytes
    /// (at most a second, should a program it started still hold the pipe).
    private func failure(status: Int32, fallback: String) -> AnimationError {
        _ = reader?.waitForEnd(timeout: 1)
        return AnimationError.encoderFailed(program: Self.name, status: status, detail: tail.lastLine ?? fallback)
    }

    private static let ignoreBrokenPipes: Void = { signal(SIGPIPE, SIG_IGN) }()

    /// The last 16 KiB of standard error, shared with the reading thread.
    private final class Tail: @unchecked Sendable {
        private let lock = NSLock()
        private var bytes: [UInt8] = []

        func append(_ data: Data) {
            lock.lock()
            bytes += data
            if bytes.count > 16_384 { bytes.removeFirst(bytes.count - 16_384) }
            lock.unlock()
        }

        /// The cause of the first line that reports a failed write, the text after its last ": "
        /// ("No space left on device"), or the whole line when it has none.
        var writeFailure: String? {
            lock.lock()
            defer { lock.unlock() }
            let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
            guard let line = lines.first(where: { line in Self.writeErrors.contains { line.contains($0) } }) else { return nil }
            let cause = line.components(separatedBy: ": ").last ?? String(line)
            return cause.trimmingCharacters(in: .whitespaces)
        }

        /// What ffmpeg's messages about a failed write contain: the muxer's own words and the
        /// system's for the usual causes.
        private static let writeErrors = ["Error writing trailer", "Error writing header", "av_interleaved_write_frame", "Error closing file",
                                          "No space left on device", "Input/output error", "Disk quota exceeded", "File too large",
                                          "Broken pipe", "Read-only file system"]

        /// The last line that is not blank.
        var lastLine: String? {
            lock.lock()
            defer { lock.unlock() }
            return String(decoding: bytes, as: UTF8.self).split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
                .map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }
}
