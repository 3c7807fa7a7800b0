import Foundation
import MotionRender
import MotionTimeline

/// Two scenes compared frame by frame over a timeline: a Swift port against its JavaScript
/// prototype, or any two scenes. Each instant is rendered from both and compared with
/// ``ImageComparator`` (the snapshot comparison), so "within tolerance" means what it means for
/// a snapshot test.
///
/// ```swift
/// let diff = try TimelineDiff(CoinsScene(), prototype, times: TimelineDiff.times(for: CoinsScene(), fps: 30),
///                             options: RenderOptions(colorScheme: .dark), tolerance: .exact)
/// print(diff.summary)                  // every frame, the first and the worst over the tolerance
/// let image = try diff.diffImage(at: diff.worst!.time)
/// ```
///
/// Scenes whose boxes differ give images of different sizes: every frame then fails.
public struct TimelineDiff: Sendable {
    /// One instant of the comparison.
    public struct Frame: Sendable, Equatable {
        /// Scene time in seconds.
        public let time: Double
        /// Pixels over the tolerance's channel threshold, changed pixels, largest delta, region.
        public let comparison: ImageComparison
        /// Mean absolute channel difference over the frame, in `[0, 1]`.
        public let meanAbsoluteError: Double
        /// For a frame whose pixels differ, the first drawing command where the two frames' display
        /// lists part ("command 37: fill colour #F6EB5C vs #F6EB5D"); nil when the pixels agree.
        public let firstDifferentCommand: DisplayDifference?

        /// A frame compared at `time`.
        public init(time: Double, comparison: ImageComparison, meanAbsoluteError: Double, firstDifferentCommand: DisplayDifference? = nil) {
            self.time = time
            self.comparison = comparison
            self.meanAbsoluteError = meanAbsoluteError
            self.firstDifferentCommand = firstDifferentCommand
        }

        /// True when the frame is within the tolerance.
        public var passes: Bool { comparison.passes }
    }

    /// The reference scene (`A`: the port, say) and the other one (`B`: its prototype).
    public let reference: any MotionScene
    /// The scene compared with ``reference``, frame by frame at the same instants.
    public let candidate: any MotionScene
    /// The options each was rendered with (they differ only in the settings each reads).
    public let referenceOptions: RenderOptions
    /// The options ``candidate`` was rendered with.
    public let candidateOptions: RenderOptions
    /// How far a frame may differ and still pass: its channel threshold and the share of pixels over it.
    public let tolerance: SnapshotTolerance
    /// Every instant compared, in time order.
    public let frames: [Frame]

    /// True when every frame is within the tolerance.
    public var passes: Bool { frames.allSatisfy(\.passes) }
    /// The first frame over the tolerance.
    public var firstFailure: Frame? { frames.first { !$0.passes } }
    /// The frame that differs most: most pixels over the threshold, then the largest mean error;
    /// nil when no pixel changed at all.
    public var worst: Frame? { worstFrames(1).first }
    /// Frames with any changed pixel.
    public var changedFrames: Int { frames.filter { $0.comparison.changedPixels > 0 }.count }

    /// The `count` frames that differ most (see ``worst``), most different first; frames where
    /// nothing changed are left out.
    public func worstFrames(_ count: Int) -> [Frame] {
        let changed = frames.filter { $0.comparison.changedPixels > 0 || !$0.comparison.sizesMatch }
        return Array(changed.sorted {
            ($0.comparison.differingPixels, $0.meanAbsoluteError, -$0.time) > ($1.comparison.differingPixels, $1.meanAbsoluteError, -$1.time)
        }.prefix(max(0, count)))
    }

    /// The instants of a timeline at `fps`: `from`, `from + 1/fps`, … before `to`; without `to`,
    /// up to the scene's duration and including it, so the end of a loop is compared too.
    public static func times(for scene: any MotionScene, fps: Double, from: Double = 0, to: Double? = nil) throws -> [Double] {
        var times = try FrameSequence.times(fps: fps, from: from, to: to ?? scene.duration)
        if to == nil, let last = times.last, last < scene.duration { times.append(scene.duration) }
        return times
    }

    /// Renders both scenes at each of `times` and compares them, `jobs` frames at a time (each
    /// thread renders with its own image and, for JavaScript scenes, its own VM; the result does
    /// not depend on `jobs`).
    ///
    /// - Throws: ``RenderError`` when a frame of either scene cannot be rendered (a time outside
    ///   it, a scene error), naming the scene and time; ``SnapshotError`` for a bad tolerance.
    public init(_ reference: any MotionScene, _ candidate: any MotionScene, times: [Double], options: RenderOptions = RenderOptions(),
                candidateOptions: RenderOptions? = nil, tolerance: SnapshotTolerance = .default, jobs: Int = 1) throws {
        try tolerance.validate()
        guard jobs >= 1 else { throw RenderError.invalidParameter(name: "jobs", value: "\(jobs)", expected: "at least 1") }
        let other = candidateOptions ?? options
        self.reference = reference
        self.candidate = candidate
        referenceOptions = options
        self.candidateOptions = other
        self.tolerance = tolerance
        let slots = ResultSlots(count: times.count)
        let queue = WorkQueue(Array(times.indices))
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, times.count))) { _ in
            do {
                let left = try FrameRasterizer(scene: reference, options: options)
                let right = try FrameRasterizer(scene: candidate, options: other)
                while let index = queue.next() {
                    try left.draw(at: times[index])
                    try right.draw(at: times[index])
                    var frame = try TimelineDiff.compare(left.image(), right.image(), at: times[index], tolerance)
                    if frame.comparison.changedPixels > 0 || !frame.comparison.sizesMatch {
                        frame = Frame(time: frame.time, comparison: frame.comparison, meanAbsoluteError: frame.meanAbsoluteError,
                                      firstDifferentCommand: left.displayList.firstVisibleDifference(from: right.displayList, width: left.width, height: left.height))
                    }
                    slots.set(index, frame)
                }
            } catch {
                queue.fail(error)
            }
        }
        if let error = queue.error { throw error }
        frames = slots.values
    }

    static func compare(_ a: RasterImage, _ b: RasterImage, at t: Double, _ tolerance: SnapshotTolerance) throws -> Frame {
        let comparison = try ImageComparator.compare(a, b, tolerance: tolerance)
        let error = ImageDifference(a, b).map(\.meanAbsoluteError) ?? 1
        return Frame(time: t, comparison: comparison, meanAbsoluteError: error)
    }

    /// Both frames at `t`, rendered again as they were compared.
    public func images(at t: Double) throws -> (reference: RasterImage, candidate: RasterImage) {
        (try MotionRenderer.raster(reference, at: t, options: referenceOptions),
         try MotionRenderer.raster(candidate, at: t, options: candidateOptions))
    }

    /// The diff image of the frame at `t` (``ImageComparator/diffImage(_:_:tolerance:)``: the
    /// reference faded to grey, pixels over the tolerance red, changed pixels within it orange).
    public func diffImage(at t: Double) throws -> RasterImage {
        let (a, b) = try images(at: t)
        return try ImageComparator.diffImage(a, b, tolerance: tolerance)
    }

    /// `181 frames: 181 identical, 0 within tolerance, 0 over; first over at t=…; worst at t=…: …`.
    public var summaryLine: String {
        let over = frames.filter { !$0.passes }.count, identical = frames.count - changedFrames
        var line = "\(frames.count) frames: \(identical) identical, \(frames.count - identical - over) within tolerance, \(over) over"
        if let first = firstFailure { line += "; first over at t=\(Self.seconds(first.time)) s" }
        if let worst { line += "; worst \(Self.describeFrame(worst))" }
        return line
    }

    /// `t=1.4 s: 1234 pixels over 10/255, mean abs error 0.001200, largest delta 87/255; command 37:
    /// fill colour #F6EB5C vs #F6EB5D`.
    public static func describeFrame(_ frame: Frame) -> String {
        let c = frame.comparison
        let command = frame.firstDifferentCommand.map { "; \($0)" } ?? ""
        guard c.sizesMatch else { return "t=\(seconds(frame.time)) s: \(c)\(command)" }
        return "t=\(seconds(frame.time)) s: \(c.differingPixels) pixels over \(c.tolerance.channelThreshold)/255 (\(c.changedPixels) changed), mean abs error \(String(format: "%.6f", frame.meanAbsoluteError)), largest delta \(c.maximumChannelDelta)/255\(command)"
    }

    /// Seconds with up to six significant digits.
    public     static func seconds(_ t: Double) -> String { CompactNumber.text(t, digits: 6) }
}

/// Results written by worker threads into their own slots.
private final class ResultSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [TimelineDiff.Frame?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ frame: TimelineDiff.Frame) {
        lock.lock()
        slots[index] = frame
        lock.unlock()
    }

    var values: [TimelineDiff.Frame] { slots.compactMap { $0 } }
}
