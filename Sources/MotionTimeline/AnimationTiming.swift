import Foundation

/// Which instants of a scene an animation shows, and for how long: every frame is shown for
/// `1 / fps` real seconds, and real time is scene time divided by the scene's speed.
///
/// ```swift
/// let loop = try AnimationTiming.range(BotsScene(), fps: 30)      // 0 ..< 6 s of scene time, 5 s real
/// let live = try AnimationTiming.live(BotsScene(), fps: 30)       // two loops, then the still frame
/// ```
public struct AnimationTiming: Hashable, Sendable {
    /// Scene time of each frame, in seconds.
    public let times: [Double]
    /// Frames per real second (what a video player or a browser shows).
    public let fps: Double
    /// "range" (one stretch of scene time, made to loop) or "live" (what the app shows: two loops
    /// at the scene's speed, then the still frame), as in a frame sequence's manifest.
    public let playback: String

    /// Real seconds the animation lasts: `times.count / fps`.
    public var duration: Double { Double(times.count) / fps }

    /// The loop that suits the playback: forever for a range (seamless when the range is the whole
    /// scene), once for live playback (it already plays twice and ends on the still frame).
    public var defaultLoop: AnimationLoop { playback == "live" ? .plays(1) : .forever }

    /// Frames of `times`, each shown `1 / fps` real seconds.
    /// - Throws: ``RenderError`` for no frames, more than ``RenderLimits/sequenceFrames``, or an fps
    ///   outside `(0, RenderLimits.maximumFPS]`.
    public init(times: [Double], fps: Double, playback: String = "range") throws {
        try RenderLimits.check(fps: fps)
        try RenderLimits.check(frameCount: Double(times.count), limit: RenderLimits.sequenceFrames, what: "frames in an animation",
                               hint: "lower the fps or shorten the range")
        self.times = times
        self.fps = fps
        self.playback = playback
    }

    /// Scene time `from ..< to` (default: the whole scene) at `fps` real frames per second: the
    /// frames are `speed / fps` scene seconds apart, the times a frame sequence takes at
    /// `fps / speed` (``FrameSequence/times(fps:from:to:)``), so a frames folder rendered with
    /// `--fps` = fps / speed holds the same frames.
    ///
    /// - Throws: ``RenderError`` for an fps outside the limits (real or scene), or a range that
    ///   is not `0 <= from < to <= duration`.
    public static func range(_ scene: any MotionScene, fps: Double, from: Double = 0, to: Double? = nil) throws -> AnimationTiming {
        try RenderLimits.check(fps: fps)
        let end = to ?? scene.duration
        guard scene.timeRange.contains(from), scene.timeRange.contains(end), from < end else {
            throw RenderError.invalidParameter(name: "time range", value: "\(CompactNumber.text(from))...\(CompactNumber.text(end))",
                                               expected: "0 <= from < to <= \(CompactNumber.text(scene.duration)) seconds of scene '\(scene.name)'")
        }
        return try AnimationTiming(times: FrameSequence.times(fps: fps / scene.speed, from: from, to: end), fps: fps)
    }

    /// What the app shows under `.live` playback at `fps` real frames per second
    /// (``FrameSequence/liveTimes(_:fps:)``): two loops at the scene's speed, then the still
    /// frame, once, as the last frame.
    public static func live(_ scene: any MotionScene, fps: Double) throws -> AnimationTiming {
        try AnimationTiming(times: FrameSequence.liveTimes(scene, fps: fps), fps: fps, playback: "live")
    }
}
