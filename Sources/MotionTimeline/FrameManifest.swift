import Foundation
import MotionRender

/// `manifest.json` of a frame sequence: what was rendered and the time of every frame, so a video
/// tool or a later run can rely on it. Written with sorted keys, so it is byte-stable.
public struct FrameManifest: Codable, Equatable, Sendable {
    /// One frame: its index, file name and scene time in seconds.
    public struct Frame: Codable, Equatable, Sendable {
        public let index: Int
        public let file: String
        public let time: Double
    }

    public let scene: String
    public let format: String
    public let width: Int
    public let height: Int
    /// Frames per second of the sequence (real time for live playback).
    public let fps: Double
    /// "range" (scene time from `from` to `to`) or "live" (what the app shows: two loops, then rest).
    public let playback: String
    /// The drawing options: scheme, device, posture, reduceMotion, boardTheme, pieceSet, avatarStyle, size.
    public let options: [String: String]
    /// The props every frame was drawn with, laid over the scene's defaults (so the defaults
    /// when none were given); absent for a scene that takes no props. A run with other props is
    /// a different render.
    public let props: JSONValue?
    public let frames: [Frame]

    /// The manifest as written: pretty-printed JSON with sorted keys.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }
}
