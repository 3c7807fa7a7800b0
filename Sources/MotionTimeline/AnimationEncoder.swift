import Foundation
import MotionRender

/// Writes animated PNG, animated WebP, GIF, MP4 and WebM with the `ffmpeg` program (Debian
/// package `ffmpeg`), fed raw frames through a pipe while they are drawn.
///
/// Frames are drawn on `jobs` threads ahead of the encoder and written to it in order, at most
/// a small window ahead, so encoding overlaps drawing and memory does not grow
/// with the length. The encoder writes a hidden temporary file beside the output, renamed over it
/// when the encoder succeeds, reported no write error and left a whole file (its container's own
/// end, see `EncodedFileCheck`): a failure, a full disk, a missing encoder or Ctrl-C leaves no
/// partial file (and an existing file as it was). A stream gets the file's bytes only once it is
/// whole. A GIF is two passes over the frames: the palette of all of them
/// (their pixels sampled, keeping at least 360 × 280 a frame: every pixel below 720 × 560,
/// every third pixel of every third row at 1080 × 840), then the encoding.
///
/// ```swift
/// let encoder = try AnimationEncoder(format: .mp4)
/// let timing = try AnimationTiming.range(CoinsScene(), fps: 30)
/// try encoder.encode(CoinsScene(), timing: timing, options: RenderOptions(size: .scale(3)), to: url, jobs: 2)
/// ```
public struct AnimationEncoder: Sendable {
    /// The file format written: APNG, WebP, GIF, MP4 or WebM (never SVG).
    public let format: AnimationFormat
    /// Quality, loop, pixel format, dithering and threads, checked against ``format`` when
    /// encoding.
    public let settings: EncoderSettings
    /// The ffmpeg executable.
    public let program: URL

    /// What an encoding did.
    public struct Report: Equatable, Sendable {
        /// Frames written to the file.
        public let frames: Int
        /// Size of the file in bytes.
        public let bytes: Int
        /// Passes over the frames: 2 for GIF (palette, then encoding), else 1.
        public let passes: Int
    }

    /// - Parameters:
    ///   - format: the file format; not ``AnimationFormat/svg``.
    ///   - settings: quality, loop, pixel format, dithering and threads (default: every default,
    ///     see ``EncoderSettings``); checked against the format and the frames when encoding.
    ///   - program: the ffmpeg to run (default: `ffmpeg` on `PATH`).
    /// - Throws: ``AnimationError/programMissing(program:package:purpose:)`` when there is no
    ///   ffmpeg, ``AnimationError/encoderMissing(program:encoder:package:)`` when it lacks the
    ///   format's encoder, ``AnimationError/unsupported(_:)`` for SVG (see ``AnimatedSVG``).
    public init(format: AnimationFormat, settings: EncoderSettings = EncoderSettings(), program: URL? = nil) throws {
        guard format.needsFFmpeg else {
            throw AnimationError.unsupported("\(format.rawValue) is written by \(format == .svg ? "AnimatedSVG" : "LottieAnimation"), not by ffmpeg")
        }
        let program = try program ?? FFmpegProcess.locate()
        let encoder = FFmpegArguments.encoder(format)
        guard try FFmpegProcess.has(encoder, program: program) else {
            throw AnimationError.encoderMissing(program: program.path, encoder: encoder, package: FFmpegProcess.package)
        }
        self.format = format
        self.settings = settings
        self.program = program
    }

    /// Draws `scene` at every time of `timing` with `options` (size, scheme, device, environment;
    /// no background → a transparent file) and encodes the frames to `url`.
    ///
    /// - Parameters:
    ///   - scene: the scene drawn.
    ///   - timing: the scene times of the frames and their frame rate.
    ///   - options: size, scheme, device and environment; `background` false gives a transparent
    ///     file (refused for MP4).
    ///   - url: the file written (a regular file atomically, a device or FIFO directly).
    ///   - jobs: threads drawing frames ahead of the encoder, at least 1 (default: all cores).
    ///   - progress: called after each frame reaches the encoder, with (done, total) over
    ///     every pass, in order, on the calling thread.
    /// - Throws: ``RenderError`` for a bad size, time or setting, ``AnimationError`` for settings
    ///   the format does not have or a failed encoder; no file is left behind.
    @discardableResult
    public func encode(_ scene: any MotionScene, timing: AnimationTiming, options: RenderOptions = RenderOptions(), to url: URL,
                       jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                       progress: (Int, Int) -> Void = { _, _ in }) throws -> Report {
        try encode(scene, timing: timing, options: options, to: .file(url), jobs: jobs, progress: progress)
    }

    /// The same, to a file or a stream (see ``AnimationOutput``).
    @discardableResult
    public func encode(_ scene: any MotionScene, timing: AnimationTiming, options: RenderOptions = RenderOptions(),
                       to output: AnimationOutput, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                       progress: (Int, Int) -> Void = { _, _ in }) throws -> Report {
        let frames = try AnimationFrames(scene: scene, times: timing.times, options: options)
        return try encode(frames, fps: timing.fps, loop: settings.loop ?? timing.defaultLoop, transparent: !options.background,
                          to: output, jobs: jobs, progress: progress)
    }

    /// Encodes the PNG frames of a finished frames folder, timed by `timing` (usually
    /// ``FrameFolder/timing(speed:)``); a folder rendered without background gives a transparent file.
    @discardableResult
    public func encode(_ folder: FrameFolder, timing: AnimationTiming, to url: URL,
                       jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                       progress: (Int, Int) -> Void = { _, _ in }) throws -> Report {
        try encode(folder, timing: timing, to: .file(url), jobs: jobs, progress: progress)
    }

    /// The same, to a file or a stream (see ``AnimationOutput``).
    @discardableResult
    public func encode(_ folder: FrameFolder, timing: AnimationTiming, to output: AnimationOutput,
                       jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                       progress: (Int, Int) -> Void = { _, _ in }) throws -> Report {
        let frames = try AnimationFrames(folder: folder)
        guard timing.times.count == frames.count else {
            throw RenderError.invalidParameter(name: "timing", value: "\(timing.times.count) frames", expected: "the folder's \(frames.count) frames")
        }
        return try encode(frames, fps: timing.fps, loop: settings.loop ?? timing.defaultLoop,
                          transparent: folder.manifest.options["background"] == "false", to: output, jobs: jobs, progress: progress)
    }

    func encode(_ frames: AnimationFrames, fps: Double, loop: AnimationLoop, transparent: Bool, to destination: AnimationOutput,
                jobs: Int, progress: (Int, Int) -> Void) throws -> Report {
        guard jobs >= 1 else { throw RenderError.invalidParameter(name: "jobs", value: "\(jobs)", expected: "at least 1") }
        try settings.check(format, transparent: transparent, width: frames.width, height: frames.height, fps: fps)
        let arguments = FFmpegArguments(format: format, settings: settings, width: frames.width, height: frames.height,
                                        rate: FFmpegArguments.rate(fps), loop: loop, transparent: transparent, frames: frames.count)
        // The file is reserved here and committed (or streamed) only after the encoder succeeded.
        let url: URL
        switch destination {
        case .file(let file): url = file
        case .stream: url = FileManager.default.temporaryDirectory.appendingPathComponent("motion-animation.\(format.fileExtension)")
        }
        let output = try AtomicFile.Reservation(for: url)
        // What a failed write names: the file asked for, or the temporary file a stream is made in.
        let shown: String
        switch destination {
        case .file: shown = url.path
        case .stream: shown = "the temporary file \(output.temporaryURL.path)"
        }
        let passes = format == .gif ? 2 : 1
        // GIF's first pass: the palette from every frame, its pixels sampled (see ``paletteStep(width:height:)``).
        let sample = format == .gif ? frames.decimated(by: Self.paletteStep(width: frames.width, height: frames.height)) : nil
        let total = frames.count + (sample?.count ?? 0)
        var palette: AtomicFile.Reservation?
        if let sample {
            let reserved = try AtomicFile.Reservation(for: url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + ".palette.png"))
            try run(sample, arguments.palette(to: reserved.temporaryURL.path, width: sample.width, height: sample.height), shown: shown, jobs: jobs) {
                progress($0, total)
            }
            palette = reserved
        }
        let done = sample?.count ?? 0
        try run(frames, arguments.encode(to: output.temporaryURL.path, palette: palette?.temporaryURL.path), shown: shown, jobs: jobs) {
            progress(done + $0, total)
        }
        palette?.discard()
        if let problem = EncodedFileCheck.problem(output.temporaryURL, format: format) {
            throw Self.notWritten(shown, problem)
        }
        let bytes = (try? FileManager.default.attributesOfItem(atPath: output.temporaryURL.path)[.size] as? Int) ?? 0
        switch destination {
        case .file:
            try output.commit()
        case .stream(let write):
            defer { output.discard() }
            try Self.stream(output.temporaryURL, to: write)
        }
        return Report(frames: frames.count, bytes: bytes, passes: passes)
    }

    /// The pixels GIF's palette pass keeps of each frame: at least this many (the pixels of the
    /// default scene box, `CGSize.sceneBox`, at scale 1).
    package static let paletteSamplePixels = Int(CGSize.sceneBox.width * CGSize.sceneBox.height)

    /// GIF's palette pass reads every frame, but only every `step`-th pixel of every `step`-th row
    /// (pixels of the frame, unchanged), the largest step that keeps ``paletteSamplePixels``: 1
    /// below 720 × 560, 2 from there, 3 at 1080 × 840. A frame drawn at scale 3 is then sampled as densely as
    /// the scene at scale 1, where each of its details still has pixels; every frame is seen, so
    /// a colour shown for one frame gets into the palette. Measured at 1080 × 840 (coins, hint):
    /// the same PSNR to a hundredth of a dB as the palette of every pixel, in 0.6× the time (the
    /// palette pass read and counted 650 MB; docs/animation.md).
    package static func paletteStep(width: Int, height: Int) -> Int {
        max(1, Int((Double(width) * Double(height) / Double(paletteSamplePixels)).squareRoot()))
    }

    /// Hands the bytes of the finished file at `url` to `write`, in order, 1 MiB at a time.
    private static func stream(_ url: URL, to write: (Data) throws -> Void) throws {
        let handle: FileHandle
        do { handle = try FileHandle(forReadingFrom: url) } catch {
            throw RenderError.output(path: url.path, message: "the encoded file cannot be read back: \(error.reason)")
        }
        defer { try? handle.close() }
        while true {
            let piece: Data
            do { piece = try handle.read(upToCount: 1 << 20) ?? Data() } catch {
                throw RenderError.output(path: url.path, message: "the encoded file cannot be read back: \(error.reason)")
            }
            if piece.isEmpty { return }
            try write(piece)
        }
    }

    /// The error of an animation that was not written: `shown` (the file, or a stream's
    /// temporary file) and why; no file was replaced.
    private static func notWritten(_ shown: String, _ cause: String) -> RenderError {
        RenderError.output(path: shown, message: cause + "; nothing was replaced")
    }

    /// One pass: every frame to one ffmpeg run; a write error the encoder reports although it
    /// exits with 0 fails the pass, naming `shown` and the cause.
    private func run(_ frames: AnimationFrames, _ arguments: [String], shown: String, jobs: Int, progress: (Int) -> Void) throws {
        let encoder = try FFmpegProcess(program, arguments)
        do {
            try FramePipeline.run(count: frames.count, jobs: jobs, makeWorker: frames.makeWorker) { index, pixels in
                try encoder.write(pixels)
                progress(index + 1)
            }
            try encoder.finish()
        } catch {
            encoder.cancel()
            // An encoder that stopped because it could not write says so among its messages.
            if case AnimationError.encoderFailed = error, let cause = encoder.writeFailure {
                throw Self.notWritten(shown, cause)
            }
            throw error
        }
        if let cause = encoder.writeFailure { throw Self.notWritten(shown, cause) }
    }
}
