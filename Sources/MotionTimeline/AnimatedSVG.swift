import Foundation
import MotionRender

/// One self-contained SVG file that plays a scene, or a stretch of it, in any browser and inside
/// an `<img>` tag: CSS animation, no script, no external reference.
///
/// Frames are recorded by the same `draw(t)` as every other output and written by the package's
/// SVG writer from their display lists into one set of definitions, so that what frames have in
/// common is written once (gradients, glyphs, outlines, clips, filters, images, whole elements;
/// identical frames). Each distinct frame is a group shown in its time windows; the loop is
/// seamless when the range is the whole scene. Under `prefers-reduced-motion: reduce`, and in
/// renderers that draw SVG without animating it, the file shows the still frame
/// (``MotionScene/stillTime``). The `<desc>` states the duration, frame rate, loop and size;
/// every id, class and keyframes name starts with ``prefix``, so several animations can be
/// inlined in one HTML page.
///
/// ```swift
/// let timing = try AnimationTiming.range(CoinsScene(), fps: 30)
/// let svg = try AnimatedSVG(scene: CoinsScene(), timing: timing)
/// try svg.write(to: URL(fileURLWithPath: "coins.svg"))
/// ```
public struct AnimatedSVG: Sendable {
    /// The most frames one file holds (``RenderLimits/svgAnimationFrames``).
    public static let maximumFrames = RenderLimits.svgAnimationFrames

    /// The document.
    public let data: Data
    /// The scene times of the frames and the frame rate they play at.
    public let timing: AnimationTiming
    /// How many times the file plays (the timing's ``AnimationTiming/defaultLoop`` unless one
    /// was given).
    public let loop: AnimationLoop
    /// Prefix of every id, class and keyframes name.
    public let prefix: String
    /// Frames that differ from every other (identical frames are stored once).
    public let distinctFrames: Int
    /// Paths drawn as a placement of an outline stored once (the same outline elsewhere, in
    /// another frame or place).
    public let placedShapes: Int

    /// File bytes per second of playback.
    public var bytesPerSecond: Double { Double(data.count) / timing.duration }

    /// Renders `scene` at every time of `timing`, and its still frame, on `jobs` threads.
    ///
    /// - Parameters:
    ///   - scene: the scene drawn.
    ///   - timing: the scene times of the frames and their frame rate (``AnimationTiming/range(_:fps:from:to:)``
    ///     or ``AnimationTiming/live(_:fps:)``); at most ``maximumFrames`` frames.
    ///   - loop: how many times it plays (default: ``AnimationTiming/defaultLoop``).
    ///   - options: size, scheme, device, environment, background, title and id prefix; the
    ///     format is SVG whatever it says. Default prefix: a short one that differs with the
    ///     scene, range, scheme, device and locale (`coins1x9q-`).
    ///   - jobs: threads drawing frames, at least 1 (default: all cores).
    ///   - progress: called after each frame is added, with (frames done, frames in all, the
    ///     still frame included), in order, on the calling thread.
    /// - Throws: ``RenderError`` for more than ``maximumFrames`` frames, `jobs` below 1, a time
    ///   outside the scene, a bad size, prefix or loop, or a failed render.
    public init(scene: any MotionScene, timing: AnimationTiming, loop: AnimationLoop? = nil,
                options: RenderOptions = RenderOptions(), jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                progress: (Int, Int) -> Void = { _, _ in }) throws {
        let loop = loop ?? timing.defaultLoop
        try loop.check()
        try Self.check(frames: timing.times.count, jobs: jobs)
        try SVGDocument.check(prefix: options.svgIDPrefix)
        for t in timing.times + [scene.stillTime] { try MotionRenderer.validate(scene, t) }
        let props = scene.takesProps ? try scene.props(in: options).jsonValue() : nil
        let prefix = options.svgIDPrefix ?? Self.defaultPrefix(scene.name, timing, drawing: options.fingerprints(for: scene), props: props)
        var frameOptions = options
        frameOptions.format = .svg
        let times = timing.times + [scene.stillTime]
        let geometry = try OutputGeometry(box: scene.box, size: options.size, pixelLimit: options.pixelLimit)
        // The frames of a frames folder of the same scene, times and options name their
        // definitions with the same prefix, so joining them gives this very file.
        let writer = SVGWriter(width: Double(geometry.width), height: Double(geometry.height), prefix: prefix,
                               writesText: !options.decorative)
        let builder = AnimatedSVGBuilder(prefix: prefix, width: writer.width, height: writer.height, definitions: writer.definitions)
        let frozen = frameOptions
        try FramePipeline.run(count: times.count, jobs: jobs, makeWorker: {
            { index in try MotionRenderer.displayList(scene, at: times[index], options: frozen) }
        }, consume: { index, list in
            let drawing = writer.elements(list)
            if index < timing.times.count { builder.addFrame(drawing) } else { builder.setStill(drawing) }
            progress(index + 1, times.count)
        })
        let range = "\(CompactNumber.text(timing.times[0]))–\(CompactNumber.text(timing.times[timing.times.count - 1] + scene.speed / timing.fps)) s"
        let labels = AnimatedSVGBuilder.Labels(
            title: options.title ?? (timing.playback == "live" ? "\(scene.name), as the app plays it" : "\(scene.name), \(range)"),
            description: Self.describe(summary: scene.summary, timing: timing, loop: loop, builder: builder,
                                       scheme: options.colorScheme.rawValue, device: options.device.label,
                                       still: "the still frame at \(Milliseconds.text(scene.stillTime)) ms"),
            decorative: options.decorative)
        self.init(builder: builder, timing: timing, loop: loop, labels: labels, placedShapes: writer.sharedGeometryUses)
    }

    /// An animation of the SVG frames of a finished frames folder (``FrameFolder``).
    ///
    /// - Parameters:
    ///   - folder: a finished frames folder of SVG frames (`frames --format svg`).
    ///   - speed: the scene's speed, to time a "range" folder (see ``FrameFolder/timing(speed:)``).
    ///   - stillTime: the scene's still time: the frame nearest it is the still frame (a "live"
    ///     folder ends on it exactly); nil → the first frame.
    ///   - loop: how many times it plays (default: ``AnimationTiming/defaultLoop`` of the folder's
    ///     timing).
    ///   - prefix: id prefix (default: from the manifest's scene, times, scheme, device and locale).
    ///   - title: the document's `<title>` (default: the scene's name and the number of frames).
    ///   - decorative: true for `aria-hidden="true"` and no title, as for a still SVG (default false).
    ///   - jobs: threads reading the frame files, at least 1 (default 2).
    ///   - progress: called after each frame is added, with (frames done, frames in all), in
    ///     order, on the calling thread.
    /// - Throws: ``AnimationError`` for a folder of PNG frames or an unreadable frame, and the
    ///   errors of the other initializer.
    public init(folder: FrameFolder, speed: Double = 1, stillTime: Double? = nil, loop: AnimationLoop? = nil,
                prefix: String? = nil, title: String? = nil, decorative: Bool = false, jobs: Int = 2,
                progress: (Int, Int) -> Void = { _, _ in }) throws {
        guard folder.format == .svg else {
            throw AnimationError.unsupported("frames folder \(folder.url.path) holds PNG frames: an animated SVG is made from SVG frames ('frames --format svg'); PNG frames make apng, webp, gif, mp4 or webm")
        }
        let timing = try folder.timing(speed: speed)
        let loop = loop ?? timing.defaultLoop
        try loop.check()
        try Self.check(frames: timing.times.count, jobs: jobs)
        try SVGDocument.check(prefix: prefix)
        let manifest = folder.manifest
        let scheme = manifest.options["scheme"] ?? "light", device = Self.deviceLabel(manifest)
        let frames = manifest.frames.count
        let definitions = SVGDefinitions(prefix: "")
        var builder: AnimatedSVGBuilder?
        // The prefix the frames' definitions were named with (see FrameSequence), and the one asked for.
        let framesPrefix = manifest.options["idPrefix"].flatMap { $0.isEmpty ? nil : $0 }
            ?? Self.defaultPrefix(manifest.scene, timing, drawing: manifest.options, props: manifest.props)
        let animationPrefix = prefix ?? framesPrefix
        try FramePipeline.run(count: frames, jobs: jobs, makeWorker: {
            { index in
                let url = folder.frameURL(index)
                let data: Data
                do { data = try InputFile.read(url, limit: RenderLimits.svgFrameBytes) } catch {
                    throw AnimationError.incompleteFrames(path: folder.url.path, missing: 1, total: frames, first: url.lastPathComponent)
                }
                return try SVGFrameFile(data, name: url.path, renaming: framesPrefix, to: animationPrefix)
            }
        }, consume: { index, frame in
            if builder == nil {
                builder = AnimatedSVGBuilder(prefix: animationPrefix, width: frame.width, height: frame.height, definitions: definitions)
            } else if (frame.width, frame.height) != (builder!.width, builder!.height) {
                throw AnimationError.foreignFrame(path: folder.frameURL(index).path,
                                                  detail: "it is \(frame.width) × \(frame.height), the first frame \(builder!.width) × \(builder!.height)")
            }
            for definition in frame.definitions { definitions.adopt(id: definition.id, markup: definition.markup) }
            builder!.addFrame(frame.elements)
            progress(index + 1, frames)
        })
        guard let builder else { throw AnimationError.incompleteFrames(path: folder.url.path, missing: frames, total: frames, first: "") }
        var stillStep = 0
        if let stillTime {
            stillStep = timing.times.indices.min { abs(timing.times[$0] - stillTime) < abs(timing.times[$1] - stillTime) } ?? 0
        }
        builder.setStill(step: stillStep)
        let labels = AnimatedSVGBuilder.Labels(
            title: title ?? "\(manifest.scene), \(frames) frames",
            description: Self.describe(summary: "", timing: timing, loop: loop, builder: builder, scheme: scheme, device: device,
                                       still: "the frame at \(Milliseconds.text(timing.times[stillStep])) ms"),
            decorative: decorative)
        self.init(builder: builder, timing: timing, loop: loop, labels: labels, placedShapes: 0)
    }

    private init(builder: AnimatedSVGBuilder, timing: AnimationTiming, loop: AnimationLoop, labels: AnimatedSVGBuilder.Labels,
                 placedShapes: Int) {
        data = builder.document(fps: timing.fps, loop: loop, labels: labels)
        self.timing = timing
        self.loop = loop
        prefix = builder.prefix
        distinctFrames = builder.frames.count
        self.placedShapes = placedShapes
    }

    /// Writes ``data`` to `url` by the output policy (``OutputFile``: atomically for a regular
    /// file, directly to a device or FIFO).
    public func write(to url: URL) throws {
        try OutputFile.write(data, to: url)
    }

    /// Writes ``data`` to `target` (a file, or standard output) by the output policy.
    public func write(to target: OutputTarget) throws {
        try OutputFile.write(data, to: target)
    }

    private static func check(frames: Int, jobs: Int) throws {
        try RenderLimits.check(frameCount: Double(frames), limit: maximumFrames, what: "frames in an animated SVG",
                               hint: "lower the fps or shorten the range")
        guard jobs >= 1 else { throw RenderError.invalidParameter(name: "jobs", value: "\(jobs)", expected: "at least 1") }
    }

    /// `coins1x9q-`: up to six letters of the scene's name and four characters that differ with
    /// the range and with everything that changes the drawing: the options' fingerprints
    /// (``RenderOptions/fingerprints(for:)``: scheme, device, posture, locale, size, piece set, …)
    /// and the props. A frames folder gives the same prefix as the scene drawn with the options
    /// its manifest records (the manifest holds those same fingerprints).
    static func defaultPrefix(_ scene: String, _ timing: AnimationTiming, drawing: [String: String], props: JSONValue?) -> String {
        defaultPrefix(scene, times: timing.times, playback: timing.playback, drawing: drawing, props: props)
    }

    /// ``defaultPrefix(_:_:drawing:props:)`` of the frames at `times` played as `playback`
    /// (`"range"` or `"live"`): what a frames folder names its SVG frames' definitions with.
    static func defaultPrefix(_ scene: String, times: [Double], playback: String, drawing: [String: String], props: JSONValue?) -> String {
        let span: String
        if playback == "live" {
            span = "live"
        } else {
            let first = times[0], step = times.count > 1 ? times[1] - times[0] : 0
            span = "\(Milliseconds.text(first))-\(Milliseconds.text(times[times.count - 1] + step))ms"
        }
        // Short, because every reference and class repeats it; a hash of what tells two animations apart.
        // What names or encodes a file without changing its pictures is left out.
        let ignored: Set<String> = ["idPrefix", "title", "decorative", "pngCompression"]
        var key = "\(scene) \(span) " + drawing.filter { !ignored.contains($0.key) }.sorted { $0.key < $1.key }
            .map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        if let props {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            key += " " + String(decoding: (try? encoder.encode(props)) ?? Data(), as: UTF8.self)
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let digits = String(hash % 1_679_616, radix: 36)   // 36⁴
        return "\(MotionRenderer.idStem(scene).prefix(6))\(String(repeating: "0", count: 4 - digits.count))\(digits)-"
    }

    /// "ten coins …; 180 frames at 30 fps (6 s a loop), plays forever; 360 × 280 px; light, phone; …".
    private static func describe(summary: String, timing: AnimationTiming, loop: AnimationLoop, builder: AnimatedSVGBuilder,
                                 scheme: String, device: String, still: String) -> String {
        let plays: String
        switch loop {
        case .forever: plays = "plays forever"
        case .plays(1): plays = "plays once"
        case .plays(let n): plays = "plays \(n) times"
        }
        let parts = [summary,
                     "animation of \(timing.times.count) frames at \(CompactNumber.text(timing.fps)) fps (\(CompactNumber.text(timing.duration)) s a loop), \(plays)",
                     "\(builder.width.replacingOccurrences(of: "px", with: "")) × \(builder.height.replacingOccurrences(of: "px", with: "")) px",
                     "\(scheme), \(device)",
                     "with reduced motion, \(still)"]
        return parts.filter { !$0.isEmpty }.joined(separator: "; ")
    }

    /// The device label (`phone`, `foldable-open`) of the options a manifest records.
    private static func deviceLabel(_ manifest: FrameManifest) -> String {
        let device = manifest.options["device"] ?? Device.phone.rawValue
        guard let known = Device(rawValue: device),
              let environment = try? DeviceEnvironment(device: known, posture: manifest.options["posture"].flatMap(Posture.init(rawValue:))) else {
            return device
        }
        return environment.label
    }
}
