import Foundation
import MotionRender

/// One self-contained HTML page that plays a scene from embedded PNG frames, with the timeline
/// and keyboard model of `motion studio` (the same script and style, `Resources/web/player.js`
/// and `player.css`): play/pause, frame steps, speed, loop and an in/out range, the time in ms
/// and the frame number, the scene's phases and still frame on the timeline, its curves plotted
/// with a moving dot, and a light/dark toggle when both schemes were rendered. The page loads
/// nothing from the network: no external URL appears in it.
///
/// Each distinct image is embedded once (a scene that rests repeats its last frame), so the
/// page's size grows with the frames that differ. The frame fits the window (at most the
/// frames' own pixel size), and the layout stacks into one column below 700 px, down to 320 px.
///
/// Playback runs with `requestAnimationFrame` at the scene's ``MotionScene/speed`` times the
/// chosen speed, showing the frame at or before the playhead, looping over the range (or the
/// in/out range). Under `prefers-reduced-motion: reduce` the page shows the still frame
/// (rendered exactly at ``MotionScene/stillTime``) and does not start playing; the play button
/// still works. Without JavaScript the still frame shows.
///
/// A URL fragment pins the page: `#t=1350` pauses on the frame nearest 1350 ms,
/// `#t=1350&scheme=dark` also picks the dark frames (when rendered); `speed`, `loop=0`, `in` and
/// `out` (ms) set the rest. A fragment the page cannot honour is named in a notice.
///
/// ```swift
/// let times = try FrameSequence.times(fps: 30, from: 0, to: scene.duration)
/// let page = try PlayerPage(scene: scene, times: times, fps: 30, schemes: [.light, .dark])
/// try page.write(to: URL(fileURLWithPath: "coins.html"))
/// ```
public struct PlayerPage: Sendable {
    /// The most frames one page embeds, all schemes together (each frame is a PNG in the page;
    /// ``RenderLimits/playerFrames``).
    public static let maximumFrames = RenderLimits.playerFrames
    /// The most pixels one page embeds: every frame and still of every scheme together (400
    /// megapixels, ``RenderLimits/playerPixels``). Bounds the page's size and the memory used to
    /// build it, whatever the scale.
    public static let maximumPixels = RenderLimits.playerPixels

    public let sceneName: String
    public let summary: String
    public let duration: Double
    public let stillTime: Double
    public let speed: Double
    public let phases: [ScenePhase]
    public let fps: Double
    /// Scene time of each frame, in seconds, increasing.
    public let times: [Double]
    /// The end of the played range (the first time after the last frame), in seconds.
    public let end: Double
    /// The scene's box, in points; the page shows the frame at most at its pixel size.
    public let displaySize: CGSize
    /// Output pixels per point of the frames.
    public let scale: Double
    /// The rendered schemes, in the order given; the first is shown first.
    public let schemes: [ColorScheme]
    /// PNG bytes of each frame, per scheme, in the order of ``times``.
    public let frames: [ColorScheme: [Data]]
    /// PNG bytes of the still frame, per scheme.
    public let stills: [ColorScheme: Data]
    /// The scene's timing, phases and sampled curves, as the page's timeline shows them.
    package let outline: SceneOutline
    /// The page's style and scripts (from `Resources/web/`).
    let style: String, playerScript: String, hostScript: String

    /// Renders the frames of `scene` at `times` for each scheme in `schemes` as PNG.
    ///
    /// - Parameters:
    ///   - times: scene times in seconds, increasing, each within `[0, duration]` (usually
    ///     ``FrameSequence/times(fps:from:to:)``).
    ///   - fps: frames per second of `times`, used to map a time to the nearest frame.
    ///   - end: the end of the range `times` were taken from (default: the last time + 1/fps).
    ///   - schemes: one or both colour schemes, without repeats (default light).
    ///   - options: size, device, themes; `format` and `colorScheme` are replaced (PNG, each scheme).
    ///   - jobs: threads rendering frames (default: all cores); the page is the same for any value.
    /// - Throws: ``RenderError`` for an empty or oversized frame list (more than ``maximumFrames``
    ///   frames in all, or more than ``maximumPixels`` pixels in all, see ``pixelCount(frames:schemes:size:)``),
    ///   an invalid or oversized frame size, an fps that is not finite and > 0, no scheme or a repeated scheme, a time
    ///   outside the scene, or a failed render; ``MotionResourcesError`` when the page's scripts are missing.
    public init(scene: any MotionScene, times: [Double], fps: Double, end: Double? = nil,
                schemes: [ColorScheme] = [.light], options: RenderOptions = RenderOptions(),
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount) throws {
        try RenderLimits.check(fps: fps)
        guard !schemes.isEmpty, Set(schemes).count == schemes.count else {
            throw RenderError.invalidParameter(name: "schemes", value: schemes.map(\.rawValue).joined(separator: ","),
                                               expected: "light, dark or both, each once")
        }
        let total = times.count * schemes.count
        try RenderLimits.check(frameCount: Double(total), limit: Self.maximumFrames, what: "frames in one player page (all schemes together)")
        let geometry = try OutputGeometry(box: scene.box, size: options.size, pixelLimit: options.pixelLimit)
        let pixels = Self.pixelCount(frames: times.count, schemes: schemes.count, size: geometry)
        guard pixels <= Double(Self.maximumPixels) else {
            throw RenderError.invalidParameter(name: "pixel count", value: CompactNumber.text(pixels),
                                               expected: "at most \(Self.maximumPixels) pixels in one player page (every frame and still, all schemes)")
        }
        for t in times { try MotionRenderer.validate(scene, t) }
        style = try WebAssets.text("player.css")
        playerScript = try WebAssets.text("player.js")
        hostScript = try WebAssets.text("player-page.js")

        var jobsList: [(scheme: ColorScheme, time: Double)] = []
        for scheme in schemes {
            jobsList += times.map { (scheme, $0) }
            jobsList.append((scheme, scene.stillTime))
        }
        let images = try Self.renderAll(scene, jobsList, options: options, jobs: jobs)
        var frames: [ColorScheme: [Data]] = [:], stills: [ColorScheme: Data] = [:]
        for (i, scheme) in schemes.enumerated() {
            let first = i * (times.count + 1)
            frames[scheme] = Array(images[first..<(first + times.count)])
            stills[scheme] = images[first + times.count]
        }
        sceneName = scene.name
        summary = scene.summary
        duration = scene.duration
        stillTime = scene.stillTime
        speed = scene.speed
        phases = scene.phases
        self.fps = fps
        self.times = times
        self.end = end ?? (times[times.count - 1] + 1 / fps)
        displaySize = scene.box
        scale = geometry.width == 0 ? 1 : Double(geometry.width) / Double(scene.box.width)
        outline = SceneOutline(scene)
        self.schemes = schemes
        self.frames = frames
        self.stills = stills
    }

    /// The pixels a page embeds: `frames` frames plus the still frame, per scheme, each of `size`.
    /// A Double, so that no count overflows.
    public static func pixelCount(frames: Int, schemes: Int, size: OutputGeometry) -> Double {
        Double(frames + 1) * Double(schemes) * Double(size.width) * Double(size.height)
    }

    /// Writes ``html`` to `url` by the output policy (``OutputFile``: atomically to a regular
    /// file, directly to a device or FIFO).
    public func write(to url: URL) throws {
        try write(to: .file(url))
    }

    /// Writes ``html`` to `target` (a file, or standard output).
    public func write(to target: OutputTarget) throws {
        try OutputFile.write(Data(html.utf8), to: target)
    }

    /// Renders every (scheme, time) pair as PNG, in order, on up to `jobs` threads.
    private static func renderAll(_ scene: any MotionScene, _ list: [(scheme: ColorScheme, time: Double)],
                                  options: RenderOptions, jobs: Int) throws -> [Data] {
        // Each index is handed out once, so each slot of `images` is written by one thread only.
        let queue = WorkQueue(Array(list.indices))
        let images = UnsafeMutableBufferPointer<Data?>.allocate(capacity: list.count)
        images.initialize(repeating: nil)
        defer { images.deinitialize(); images.deallocate() }
        nonisolated(unsafe) let slots = images
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, list.count))) { _ in
            while let index = queue.next() {
                var frameOptions = options
                frameOptions.format = .png
                frameOptions.colorScheme = list[index].scheme
                do {
                    slots[index] = try MotionRenderer.render(scene, at: list[index].time, options: frameOptions)
                } catch {
                    queue.fail(error)
                }
            }
        }
        if let error = queue.error { throw error }
        return images.map { $0! }
    }
}
