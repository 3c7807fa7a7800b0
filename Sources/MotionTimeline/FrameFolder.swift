import Foundation
import MotionRender

/// A finished frame sequence on disk (written by ``FrameSequence``, possibly by several shards
/// and resumed runs), checked before anything is encoded from it.
///
/// Opening a folder reads `manifest.json` and checks that every frame it lists is there and
/// complete (ends as its format ends) and, for PNG frames, has the manifest's size. A folder
/// still being rendered, or holding files of another render, is refused with one line naming the
/// first frame at fault; nothing is encoded from it.
///
/// ```swift
/// let folder = try FrameFolder(URL(fileURLWithPath: "frames/coins"))
/// let timing = try folder.timing(speed: CoinsScene().speed)
/// ```
public struct FrameFolder: Sendable {
    /// The folder, as given.
    public let url: URL
    /// Its `manifest.json`, read and checked when the folder was opened.
    public let manifest: FrameManifest

    /// The frame format: PNG or SVG.
    public var format: RenderFormat { manifest.format == "svg" ? .svg : .png }

    /// - Throws: ``AnimationError/notAFramesFolder(path:detail:)`` without a readable manifest,
    ///   ``AnimationError/incompleteFrames(path:missing:total:first:)`` when frames are missing,
    ///   unfinished or of another size or format (which the same `frames` command draws again),
    ///   ``AnimationError/foreignFrame(path:detail:)`` for a manifest whose frame list is not a
    ///   sequence's.
    public init(_ url: URL) throws {
        let manifestURL = url.appendingPathComponent("manifest.json")
        let data: Data
        do { data = try InputFile.read(manifestURL, limit: RenderLimits.manifestBytes) } catch {
            throw AnimationError.notAFramesFolder(path: url.path, detail: "it has no readable manifest.json (make one with the 'frames' command)")
        }
        let manifest: FrameManifest
        do { manifest = try JSONDecoder().decode(FrameManifest.self, from: data) } catch {
            throw AnimationError.notAFramesFolder(path: url.path, detail: "its manifest.json is not a frame sequence's manifest")
        }
        guard manifest.format == "png" || manifest.format == "svg" else {
            throw AnimationError.notAFramesFolder(path: url.path, detail: "its manifest names format '\(manifest.format)'; frames are png or svg")
        }
        guard !manifest.frames.isEmpty, manifest.width > 0, manifest.height > 0, manifest.fps.isFinite, manifest.fps > 0 else {
            throw AnimationError.notAFramesFolder(path: url.path, detail: "its manifest lists no frames, no size or no fps")
        }
        for (i, frame) in manifest.frames.enumerated() where frame.index != i || frame.file != FrameSequence.fileName(i, manifest.format) {
            throw AnimationError.foreignFrame(path: manifestURL.path, detail: "entry \(i) is \(frame.file) (index \(frame.index)); a sequence lists \(FrameSequence.fileName(i, manifest.format))")
        }
        let format: RenderFormat = manifest.format == "svg" ? .svg : .png
        var unfinished: [FrameManifest.Frame] = []
        for frame in manifest.frames where try !FrameSequence.isComplete(url.appendingPathComponent(frame.file), format: format,
                                                                     width: manifest.width, height: manifest.height) {
            unfinished.append(frame)
        }
        if let first = unfinished.first {
            throw AnimationError.incompleteFrames(path: url.path, missing: unfinished.count, total: manifest.frames.count, first: first.file)
        }
        self.url = url
        self.manifest = manifest
    }

    /// The file of frame `index`.
    public func frameURL(_ index: Int) -> URL {
        url.appendingPathComponent(manifest.frames[index].file)
    }

    /// How the frames play: for a "range" sequence, its frames were `1 / fps` scene seconds apart,
    /// so they play at `fps × speed` real frames per second (a folder rendered with
    /// `--fps 25` of a scene of speed 1.2 plays at 30); a "live" sequence was already timed in
    /// real seconds.
    /// - Parameter speed: the scene's ``MotionScene/speed`` (finite, > 0).
    public func timing(speed: Double) throws -> AnimationTiming {
        guard speed.isFinite, speed > 0 else {
            throw RenderError.invalidParameter(name: "speed", value: CompactNumber.text(speed), expected: "a finite number > 0")
        }
        let live = manifest.playback == "live"
        return try AnimationTiming(times: manifest.frames.map(\.time), fps: live ? manifest.fps : manifest.fps * speed,
                                   playback: live ? "live" : "range")
    }
}
