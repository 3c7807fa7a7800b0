import Foundation
import MotionRender

/// A numbered sequence of frames of one scene (`frame-00042.png`, …) with a `manifest.json`,
/// rendered in parallel with output identical to a single job.
///
/// Frames are written atomically, so an interrupted render leaves only complete frames, and a
/// re-run skips every frame that is already there and valid. A frame is only ever kept for a
/// render it belongs to: the manifest records what the frames depend on by content (the scene's
/// identity, every option and environment value by fingerprint, the hash of every asset file
/// drawn), a folder whose manifest differs or whose assets changed is refused, and so is a
/// folder with frame files but no manifest. One run writes a folder at a time: a second run is
/// refused while the first holds the folder's lock file (`.frames.lock`, removed when the run
/// ends). Files in the folder that are not this sequence's frames are never touched.
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
        guard !options.format.framesInOneDocument else {
            throw RenderError.invalidParameter(name: "format", value: options.format.rawValue,
                                               expected: "\(RenderFormat.allCases.filter { !$0.framesInOneDocument }.map(\.rawValue).joined(separator: " or ")) for a frame sequence (a storyboard makes PDFs)")
        }
        try FrameSequence.check(count: Double(times.count))
        for t in times { try MotionRenderer.validate(scene, t) }
        if options.format == .svg { try SVGDocument.check(prefix: options.svgIDPrefix) }
        let geometry = try OutputGeometry(box: scene.box, size: options.size, pixelLimit: options.pixelLimit)
        let ext = options.format.rawValue
        self.scene = scene
        self.options = options
        self.folder = folder
        var fingerprints = options.fingerprints(for: scene)
        // The scene's text in the locale drawn, by content: a resume after its strings file was
        // edited is refused as a different render rather than keeping frames of the old text.
        if let catalog = try scene.strings {
            let strings = try catalog.strings(for: options.locale)
            fingerprints["strings"] = ContentHash.sha256(strings.values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "\n"))
        }
        manifest = FrameManifest(
            scene: scene.name, sceneIdentity: scene.identity, format: ext, width: geometry.width, height: geometry.height,
            fps: fps, playback: playback, options: fingerprints,
            props: scene.takesProps ? try scene.props(in: options).jsonValue() : nil, assets: [:],
            frames: times.enumerated().map { FrameManifest.Frame(index: $0, file: FrameSequence.fileName($0, ext), time: $1) })
    }

    /// What the definitions of every SVG frame are named with: the prefix given, else the one
    /// the animated SVG of the same frames takes, so that the frames join into that very file.
    var svgPrefix: String {
        options.svgIDPrefix ?? AnimatedSVG.defaultPrefix(manifest.scene, times: manifest.frames.map(\.time), playback: manifest.playback,
                                                         drawing: manifest.options, props: manifest.props)
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
    /// - Throws: ``/MotionGraphics/RenderError`` for `jobs` below 1 or a shard outside `1...count`;
    ///   when the folder cannot be made or written; when another run is writing it; when it holds
    ///   the manifest of a different render (naming the first field that differs), frames drawn
    ///   from asset files that have changed since, or frame files without a manifest; when a frame
    ///   path is not a regular file; or when a frame fails (other frames finish or stop; every
    ///   file left is complete).
    public func render(jobs: Int, shard: (index: Int, count: Int) = (1, 1),
                       progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }) throws -> Report {
        guard jobs >= 1 else { throw RenderError.invalidParameter(name: "jobs", value: "\(jobs)", expected: "at least 1") }
        guard shard.count >= 1, shard.index >= 1, shard.index <= shard.count else {
            throw RenderError.invalidParameter(name: "shard", value: "\(shard.index)/\(shard.count)", expected: "I/N with 1 <= I <= N")
        }
        let lock = try prepareFolder()
        defer { lock.lock.unlock() }
        let mine = manifest.frames.filter { $0.index % shard.count == shard.index - 1 }
        var pending: [FrameManifest.Frame] = []
        for frame in mine where try !Self.isComplete(folder.appendingPathComponent(frame.file), format: options.format,
                                                     width: manifest.width, height: manifest.height) {
            pending.append(frame)
        }
        let state = WorkQueue(pending, alreadyDone: mine.count - pending.count)
        let record = lock.assets
        progress(state.done, mine.count)
        let scene = self.scene, options = self.options, folder = self.folder, svgPrefix = self.svgPrefix
        // Each worker takes neighbouring frames a few at a time (at least four runs per worker), so
        // a frame that repeats the one before is drawn by the worker that holds it (kept, not drawn
        // again, when the scene is at rest).
        let workers = min(jobs, pending.count)
        let run = max(1, min(8, pending.count / max(1, workers * 4)))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            // One reusable image per worker for PNG; if it cannot be made, the plain path reports why.
            let rasterizer = !options.format.isVector ? try? FrameRasterizer(scene: scene, options: options) : nil
            while let frames = state.next(upTo: run) {
                for frame in frames {
                    do {
                        let url = folder.appendingPathComponent(frame.file)
                        if let rasterizer {
                            try rasterizer.draw(at: frame.time)
                            // The manifest lists an asset before the first frame drawn with it exists.
                            try record.note(rasterizer.drawnAssets)
                            try OutputFile.write(try rasterizer.pngData(), to: url)
                        } else {
                            var frameOptions = options
                            // One prefix for every frame: definitions are named by their content, so
                            // frames inlined together cannot collide, and joined frames share them.
                            frameOptions.svgIDPrefix = svgPrefix
                            let (data, assets) = try MotionRenderer.renderRecordingAssets(scene, at: frame.time, options: frameOptions,
                                                                                          labels: svgPrefix + "f\(frame.index)-")
                            try record.note(assets)
                            try OutputFile.write(data, to: url)
                        }
                        state.finish { progress($0, mine.count) }
                    } catch {
                        state.fail(error)
                        return
                    }
                }
            }
        }
        if let error = state.error { throw error }
        return Report(rendered: pending.count, skipped: mine.count - pending.count, total: mine.count)
    }

    /// Creates the folder if needed, takes its lock, and checks or writes the manifest: a
    /// manifest of a different render, assets that changed since the frames were drawn, or
    /// frame files without a manifest are refused (their frames would be mixed with these). Runs
    /// of the same render (the shards of an indexed job on a shared volume) may write the folder
    /// at once; a run of a different render is refused while another writes it.
    private func prepareFolder() throws -> (lock: FileLock, assets: AssetRecord) {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw RenderError.output(path: folder.path, message: "cannot create the folder (\(error.reason))")
        }
        guard FileKind.of(path: folder.path) == .folder else {
            throw RenderError.output(path: folder.path, message: "it is not a folder")
        }
        let lockPath = folder.appendingPathComponent(FrameSequence.lockFile).path
        let manifestURL = folder.appendingPathComponent("manifest.json")
        var manifest = self.manifest
        // Alone: check or write the manifest under the exclusive lock, then share it, so other
        // shards of this same render can join while this one runs.
        if let lock = try FileLock(path: lockPath, mode: .exclusive) {
            if let existing = try FrameManifest.read(inFolder: folder) {
                if let difference = manifest.difference(from: existing) {
                    throw RenderError.output(path: manifestURL.path, message: "the folder holds frames of a different render (\(difference)); choose an empty folder or remove that render")
                }
                try FrameSequence.verify(existing.assets, manifest: manifestURL.path)
                manifest.assets = existing.assets
            } else if let frame = try FrameSequence.frameFiles(in: folder).first {
                throw RenderError.output(path: folder.path, message: "it holds frame files (\(frame)) but no manifest.json, so they cannot be checked against this render; remove them or choose another folder")
            }
            let record = AssetRecord(manifest: manifest, url: manifestURL, lockPath: folder.appendingPathComponent(FrameSequence.manifestLockFile).path)
            try record.write()
            try lock.share()
            return (lock, record)
        }
        // Others are writing the folder: join only a run of this same render (another shard of
        // it); an exclusive holder is only checking the manifest, so wait a little for it.
        let holder = FileLock.holder(lockPath).map { " (process \($0))" } ?? ""
        guard let lock = try FileLock(path: lockPath, mode: .shared, waitingUpTo: FrameSequence.joinWait) else {
            throw RenderError.output(path: folder.path, message: "another run\(holder) is writing it; wait for it to finish or choose another folder")
        }
        guard let existing = try FrameManifest.read(inFolder: folder), manifest.difference(from: existing) == nil else {
            throw RenderError.output(path: folder.path, message: "another run\(holder) is writing a different render into it; wait for it to finish or choose another folder")
        }
        try FrameSequence.verify(existing.assets, manifest: manifestURL.path)
        manifest.assets = existing.assets
        return (lock, AssetRecord(manifest: manifest, url: manifestURL, lockPath: folder.appendingPathComponent(FrameSequence.manifestLockFile).path))
    }

    /// The lock file in the folder while runs write it: exclusive while one checks or writes the
    /// manifest, shared by the shards of one render while they draw.
    public static let lockFile = ".frames.lock"
    /// The lock file taken while a run adds the asset files it drew to the manifest, so shards
    /// writing one folder at once never lose each other's entries.
    public static let manifestLockFile = ".frames.manifest.lock"
    /// How long a run waits for another run's manifest check before joining it or giving up, in
    /// seconds (the check reads the manifest and the asset files it lists: milliseconds).
    static let joinWait = 5.0

    /// Refuses frames drawn from asset files whose content is not what the manifest recorded.
    private static func verify(_ assets: [String: String], manifest: String) throws {
        for (path, recorded) in assets.sorted(by: { $0.key < $1.key }) {
            let current: String
            do {
                current = ContentHash.sha256(try InputFile.read(path: path, limit: RenderLimits.assetBytes))
            } catch {
                throw RenderError.output(path: manifest, message: "the frames were drawn from \(path), which \(error.reason) now; remove the frames or choose another folder")
            }
            guard current == recorded else {
                throw RenderError.output(path: manifest, message: "the frames were drawn from \(path), which has changed since; remove the frames or choose another folder")
            }
        }
    }

    /// Names of the folder's entries that are frame files of any sequence (`frame-00042.png`, `.svg`).
    private static func frameFiles(in folder: URL) throws -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { name in
            guard name.hasPrefix("frame-"), name.hasSuffix(".png") || name.hasSuffix(".svg") else { return false }
            let digits = name.dropFirst(6).dropLast(4)
            return digits.count >= 5 && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
        }.sorted()
    }

    /// True when the frame file at `url` is there and complete: it ends as its format ends
    /// (atomic writes make this the norm; it guards against files truncated by other means) and
    /// it is `width` × `height` pixels (a PNG's header, an SVG's root `width` and `height`), so a
    /// frame of another size or format put in its place is drawn again. A path that holds
    /// something other than a regular file (a folder, a FIFO, a link) is refused: it is neither
    /// read (a FIFO would block) nor replaced. Also what ``FrameFolder`` checks before a folder
    /// is encoded.
    static func isComplete(_ url: URL, format: RenderFormat, width: Int, height: Int) throws -> Bool {
        let path = url.path
        switch FileKind.of(path: path, followingLinks: false) {
        case .missing: return false
        case .regular(let size) where size <= 16: return false
        case .regular:
            let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW)
            guard fd >= 0 else { return false }
            defer { close(fd) }
            guard case .regular(let size) = FileKind.of(descriptor: fd), size > 16 else { return false }
            var tail = [UInt8](repeating: 0, count: 12)
            guard tail.withUnsafeMutableBytes({ pread(fd, $0.baseAddress, 12, off_t(size - 12)) }) == 12 else { return false }
            var head = [UInt8](repeating: 0, count: 512)
            let headCount = head.withUnsafeMutableBytes { pread(fd, $0.baseAddress, 512, 0) }
            guard headCount >= 24 else { return false }
            head.removeLast(512 - headCount)
            switch format {
            case .png:
                guard tail == EncodedFileCheck.pngEnd, let header = ImageHeader(Data(head)), header.format == .png else { return false }
                return header.width == width && header.height == height
            default:
                let start = String(decoding: head, as: UTF8.self)
                return String(decoding: tail, as: UTF8.self).contains("</svg>")
                    && start.contains(" width=\"\(width)px\"") && start.contains(" height=\"\(height)px\"")
            }
        case let kind:
            throw RenderError.output(path: path, message: "it is \(kind.phrase), not a frame file; remove it or choose another folder")
        }
    }
}
