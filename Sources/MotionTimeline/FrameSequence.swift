import Foundation
import MotionRender

/// A numbered sequence of frames of one scene (`frame-00042.png`, …) with a `manifest.json`,
/// rendered in parallel with output identical to a single job.
///
/// Frames are written atomically, so an interrupted render leaves only complete frames, and a
/// re-run skips every frame that is already there and valid (same manifest, file complete).
/// Files in the folder that are not this sequence's frames are never touched.
///
/// ```swift
/// let sequence = try FrameSequence(scene: CoinsScene(), times: FrameSequence.times(fps: 30, from: 0, to: 6),
///                                  fps: 30, options: RenderOptions(size: .scale(3)), folder: url)
/// let report = try sequence.render(jobs: 2)
/// ```
public struct FrameSequence: Sendable {
    /// The largest frames-per-second accepted (``/MotionGraphics/RenderLimits/maximumFPS``).
    public static let maximumFPS = RenderLimits.maximumFPS
    /// The most frames one sequence may have (``/MotionGraphics/RenderLimits/sequenceFrames``).
    public static let maximumFrames = RenderLimits.sequenceFrames

    /// The scene the frames are drawn from.
    public let scene: any MotionScene
    /// The options every frame is drawn with (PNG or SVG).
    public let options: RenderOptions
    /// The folder the frames and `manifest.json` are written to (made when missing).
    public let folder: URL
    /// What `manifest.json` holds for this sequence.
    public let manifest: FrameManifest

    /// - Parameters:
    ///   - scene: the scene to draw.
    ///   - times: scene time of each frame, each within `[0, duration]`.
    ///   - fps: frames per second, recorded in the manifest (times are not derived from it here;
    ///     ``times(fps:from:to:)`` makes them).
    ///   - playback: "range" or "live", recorded in the manifest.
    ///   - options: format (PNG or SVG), size, scheme, device, settings and props of every frame.
    ///   - folder: where the frames go; nothing is written until ``render(jobs:shard:progress:)``.
    /// - Throws: ``/MotionGraphics/RenderError`` for a time outside the scene, a bad size or format (only PNG and
    ///   SVG make sequences), or a sequence longer than ``maximumFrames``; ``/MotionGraphics/PropsError`` for
    ///   props of another type than the scene's.
    public init(scene: any MotionScene, times: [Double], fps: Double, playback: String = "range",
                options: RenderOptions, folder: URL) throws {
        guard options.format != .pdf else {
            throw RenderError.invalidParameter(name: "format", value: "pdf", expected: "png or svg for a frame sequence (a storyboard makes PDFs)")
        }
        try FrameSequence.check(count: Double(times.count))
        for t in times { try MotionRenderer.validate(scene, t) }
        if options.format == .svg { try SVGDocument.check(prefix: options.svgIDPrefix) }
        let geometry = try OutputGeometry(box: scene.box, size: options.size, pixelLimit: options.pixelLimit)
        let ext = options.format.rawValue
        self.scene = scene
        self.options = options
        self.folder = folder
        manifest = FrameManifest(
            scene: scene.name, format: ext, width: geometry.width, height: geometry.height, fps: fps, playback: playback,
            options: FrameSequence.describe(options), props: scene.takesProps ? try scene.props(in: options).jsonValue() : nil,
            frames: times.enumerated().map { FrameManifest.Frame(index: $0, file: FrameSequence.fileName($0, ext), time: $1) })
    }

    /// `frame-00042.png`.
    public static func fileName(_ index: Int, _ ext: String) -> String {
        "frame-" + String(repeating: "0", count: max(0, 5 - String(index).count)) + String(index) + "." + ext
    }

    /// Scene times `from, from + 1/fps, …` before `to` (half-open), checked: fps in
    /// `(0, maximumFPS]`, `0 <= from < to`.
    public static func times(fps: Double, from: Double, to: Double) throws -> [Double] {
        try check(fps: fps)
        guard from.isFinite, to.isFinite, from >= 0, from < to else {
            throw RenderError.invalidParameter(name: "range", value: "\(from)...\(to)", expected: "0 <= from < to")
        }
        // The small epsilon keeps 6 s at 30 fps at exactly 180 frames despite rounding; the count
        // is checked as a Double, before anything is converted or allocated.
        let count = max(1, ((to - from) * fps - 1e-9).rounded(.up))
        try check(count: count)
        return (0..<Int(count)).map { from + Double($0) / fps }
    }

    /// The scene times the app shows under `.live` playback at `fps` real frames per second: two
    /// loops at the scene's speed, then the still frame (included once, as the last frame).
    public static func liveTimes(_ scene: any MotionScene, fps: Double) throws -> [Double] {
        try check(fps: fps)
        let live = try LivePlayback(duration: scene.duration, stillTime: scene.stillTime, speed: scene.speed)
        let count = (live.restingElapsed * fps).rounded(.up) + 1
        try check(count: count)
        return (0..<Int(count)).map { live.sceneTime(elapsed: Double($0) / fps) }
    }

    private static func check(count: Double) throws {
        try RenderLimits.check(frameCount: count, limit: maximumFrames, what: "frames in a sequence", hint: "lower the fps or shorten the range")
    }

    private static func check(fps: Double) throws {
        try RenderLimits.check(fps: fps)
    }

    private static func describe(_ o: RenderOptions) -> [String: String] {
        var size: String
        switch o.size {
        case .scale(let s): size = "scale \(s)"
        case .size(let w, let h): size = "\(w)x\(h)"
        }
        var described = ["scheme": o.colorScheme.rawValue, "device": o.device.device.rawValue, "posture": o.device.posture.rawValue,
                         "reduceMotion": String(o.reduceMotion), "size": size, "background": String(o.background),
                         "decorative": String(o.decorative), "idPrefix": o.svgIDPrefix ?? ""]
        // Every environment value the options set (board theme, piece set, …), by content;
        // props have their own field, as JSON.
        for entry in o.environmentValues.fingerprints where entry.name != PropsKey.name { described[entry.name] = entry.fingerprint }
        // The encoding changes a PNG's bytes (not its pixels): a resumed render must not mix two.
        if o.format == .png { described["pngCompression"] = o.pngCompression.rawValue }
        return described
    }

    /// What a render did.
    public struct Report: Equatable, Sendable {
        /// Frames this run rendered.
        public let rendered: Int
        /// Frames of this shard that were already complete and skipped.
        public let skipped: Int
        /// Frames of this shard in all.
        public let total: Int
    }

    /// Renders the frames of shard `shard` (1-based `index` of `count`; default the whole
    /// sequence: every frame whose index ≡ index − 1 mod count) with `jobs` threads.
    ///
    /// - Parameters:
    ///   - jobs: threads drawing frames at once, at least 1 (no more are started than there are
    ///     frames left); the files are the same for any value.
    ///   - shard: `(index, count)`, `index` in `1...count`: this run renders every count-th frame
    ///     from index − 1, so `count` machines can split a sequence (default `(1, 1)`: all).
    ///   - progress: called after each frame with (frames done, frames of this shard),
    ///     from worker threads, one call at a time and in order (the count never goes back).
    /// - Throws: ``/MotionGraphics/RenderError`` for `jobs` below 1 or a shard outside `1...count`,
    ///   when the folder cannot be made or written, when it holds a manifest of a different
    ///   render, or when a frame fails (other frames finish or stop; every file left is complete).
    public func render(jobs: Int, shard: (index: Int, count: Int) = (1, 1),
                       progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }) throws -> Report {
        guard jobs >= 1 else { throw RenderError.invalidParameter(name: "jobs", value: "\(jobs)", expected: "at least 1") }
        guard shard.count >= 1, shard.index >= 1, shard.index <= shard.count else {
            throw RenderError.invalidParameter(name: "shard", value: "\(shard.index)/\(shard.count)", expected: "I/N with 1 <= I <= N")
        }
        try prepareFolder()
        let mine = manifest.frames.filter { $0.index % shard.count == shard.index - 1 }
        let pending = mine.filter { !isComplete(self.folder.appendingPathComponent($0.file)) }
        let state = WorkQueue(pending, alreadyDone: mine.count - pending.count)
        progress(state.done, mine.count)
        let scene = self.scene, options = self.options, folder = self.folder
        DispatchQueue.concurrentPerform(iterations: min(jobs, pending.count)) { _ in
            // One reusable image per worker for PNG; if it cannot be made, the plain path reports why.
            let rasterizer = options.format == .png ? try? FrameRasterizer(scene: scene, options: options) : nil
            while let frame = state.next() {
                do {
                    if let rasterizer {
                        try rasterizer.render(at: frame.time, to: folder.appendingPathComponent(frame.file))
                        state.finish { progress($0, mine.count) }
                        continue
                    }
                    var frameOptions = options
                    // A shared prefix would make the frames' ids collide when inlined together.
                    frameOptions.svgIDPrefix = options.svgIDPrefix.map { $0 + "f\(frame.index)-" }
                    try MotionRenderer.render(scene, at: frame.time, options: frameOptions,
                                              to: folder.appendingPathComponent(frame.file))
                    state.finish { progress($0, mine.count) }
                } catch {
                    state.fail(error)
                }
            }
        }
        if let error = state.error { throw error }
        return Report(rendered: pending.count, skipped: mine.count - pending.count, total: mine.count)
    }

    /// Creates the folder if needed and writes the manifest, refusing a folder that holds the
    /// manifest of a different render (its frames would be mixed with these).
    private func prepareFolder() throws {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw RenderError.output(path: folder.path, message: "cannot create the folder (\(error.localizedDescription))")
        }
        let url = folder.appendingPathComponent("manifest.json")
        let data = try manifest.encoded()
        if let existing = try? Data(contentsOf: url), existing != data {
            throw RenderError.output(path: url.path, message: "the folder holds frames of a different render; choose an empty folder or remove that render")
        }
        try AtomicFile.write(data, to: url)
    }

    /// A frame file is complete when it ends as its format ends (atomic writes make this
    /// the norm; it guards against files truncated by other means).
    private func isComplete(_ url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        guard let size = try? handle.seekToEnd(), size > 16 else { return false }
        try? handle.seek(toOffset: size - 12)
        let tail = handle.readData(ofLength: 12)
        switch options.format {
        case .png: return tail == Data([0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
        default: return String(decoding: tail, as: UTF8.self).contains("</svg>")
        }
    }
}
