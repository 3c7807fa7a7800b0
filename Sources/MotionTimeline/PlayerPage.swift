import Foundation
import MotionRender

/// One self-contained HTML page that plays a scene: its frames as PNG data URIs, a play/pause
/// button, a time scrubber in milliseconds, a speed menu, a light/dark toggle when both schemes
/// were rendered, and the scene's phases on a small timeline. The page loads nothing from the
/// network: no external URL appears in it.
///
/// The page plays at the scene's ``/MotionRender/MotionScene/speed`` with `requestAnimationFrame`: elapsed real
/// time × speed gives the scene time, shown as the nearest rendered frame, looping over the range.
/// It stops drawing while scrolled off screen or in a hidden tab. Under
/// `prefers-reduced-motion: reduce` it shows the still frame (rendered exactly at
/// ``/MotionRender/MotionScene/stillTime``) and does not start playing; the play button still works. Without
/// JavaScript the still frame shows.
///
/// A URL fragment pins the page: `#t=1350` pauses on the frame nearest 1350 ms, and
/// `#t=1350&scheme=dark` also picks the dark frames (when rendered). The frame image sits at
/// ``frameOrigin`` in CSS pixels at the scene box's size, so a screenshot can be cropped to it.
///
/// ```swift
/// let times = try FrameSequence.times(fps: 30, from: 0, to: scene.duration)
/// let page = try PlayerPage(scene: scene, times: times, fps: 30, schemes: [.light, .dark])
/// try page.write(to: URL(fileURLWithPath: "coins.html"))
/// ```
public struct PlayerPage: Sendable {
    /// The most frames one page embeds, all schemes together (each frame is a PNG in the page;
    /// ``/MotionGraphics/RenderLimits/playerFrames``).
    public static let maximumFrames = RenderLimits.playerFrames
    /// The most pixels one page embeds: every frame and still of every scheme together (400
    /// megapixels, ``/MotionGraphics/RenderLimits/playerPixels``). Bounds the page's size and the memory used to
    /// build it, whatever the scale.
    public static let maximumPixels = RenderLimits.playerPixels
    /// Where the top-left corner of the frame image sits in the page, in CSS pixels.
    public static let frameOrigin = CGPoint(x: 24, y: 24)
    /// The speeds the menu offers; the scene's own speed is added when it is not among them.
    public static let speedChoices: [Double] = [0.5, 1, 1.2, 2]

    /// The scene's name, shown as the page's title.
    public let sceneName: String
    /// The scene's one-line summary, shown under the title (may be empty).
    public let summary: String
    /// The scene's loop length in seconds.
    public let duration: Double
    /// The still frame's time in seconds, shown for Reduce Motion and without JavaScript.
    public let stillTime: Double
    /// Real time × speed = scene time while the page plays.
    public let speed: Double
    /// The scene's phases, drawn on the page's timeline.
    public let phases: [ScenePhase]
    /// Frames per second of ``times``.
    public let fps: Double
    /// Scene time of each frame, in seconds, increasing.
    public let times: [Double]
    /// The end of the played range (the first time after the last frame), in seconds.
    public let end: Double
    /// The frame's size on the page, in CSS pixels: the scene's box.
    public let displaySize: CGSize
    /// The rendered schemes, in the order given; the first is shown first.
    public let schemes: [ColorScheme]
    /// PNG bytes of each frame, per scheme, in the order of ``times``.
    public let frames: [ColorScheme: [Data]]
    /// PNG bytes of the still frame, per scheme.
    public let stills: [ColorScheme: Data]

    /// Renders the frames of `scene` at `times` for each scheme in `schemes` as PNG.
    ///
    /// - Parameters:
    ///   - scene: the scene to play.
    ///   - times: scene times in seconds, increasing, each within `[0, duration]` (usually
    ///     ``FrameSequence/times(fps:from:to:)``).
    ///   - fps: frames per second of `times`, used to map a time to the nearest frame.
    ///   - end: the end of the range `times` were taken from (default: the last time + 1/fps).
    ///   - schemes: one or both colour schemes, without repeats (default light).
    ///   - options: size, device, themes; `format` and `colorScheme` are replaced (PNG, each scheme).
    ///   - jobs: threads rendering frames (default: all cores); the page is the same for any value.
    /// - Throws: ``/MotionGraphics/RenderError`` for an empty or oversized frame list (more than ``maximumFrames``
    ///   frames in all, or more than ``maximumPixels`` pixels in all, see ``pixelCount(frames:schemes:size:)``),
    ///   an invalid or oversized frame size, an fps that is not finite and > 0, no scheme or a repeated scheme, a time
    ///   outside the scene, or a failed render.
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
        self.schemes = schemes
        self.frames = frames
        self.stills = stills
    }

    /// The pixels a page embeds: `frames` frames plus the still frame, per scheme, each of `size`.
    /// A Double, so that no count overflows.
    public static func pixelCount(frames: Int, schemes: Int, size: OutputGeometry) -> Double {
        Double(frames + 1) * Double(schemes) * Double(size.width) * Double(size.height)
    }

    /// Writes ``html`` to `url` atomically (see ``/MotionRender/AtomicFile``).
    public func write(to url: URL) throws {
        try AtomicFile.write(Data(html.utf8), to: url)
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
