import Foundation
import MotionRender

/// `manifest.json` of a frame sequence: what was rendered and the time of every frame, so a video
/// tool or a later run can rely on it. Written with sorted keys, so it is byte-stable.
public struct FrameManifest: Codable, Equatable, Sendable {
    /// One frame: its index, file name and scene time in seconds.
    public struct Frame: Codable, Equatable, Sendable {
        /// The frame's position in the sequence, from 0.
        public let index: Int
        /// Its file name in the folder (`frame-00042.png`).
        public let file: String
        /// The scene time it shows, in seconds.
        public let time: Double
    }

    /// The scene's name (`coins`).
    public let scene: String
    /// The frames' format: `png` or `svg`.
    public let format: String
    /// Width of every frame: pixels for PNG, px for SVG.
    public let width: Int
    /// Height of every frame, in the same units as ``width``.
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
    /// Every frame of the sequence, in order of index (all shards, done or not).
    public let frames: [Frame]

    /// The manifest as written: pretty-printed JSON with sorted keys.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }
}
