import Foundation
import MotionRender

/// `manifest.json` of a frame sequence: what was rendered, what the frames were drawn from, and
/// the time of every frame, so a video tool or a later run can rely on it. Written with sorted
/// keys, so it is byte-stable.
///
/// A resumed render trusts the frames in a folder only when the manifest there describes the same
/// render (``sameRender(as:)``) and every asset file it lists still has the recorded content.
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
    /// The scene's ``MotionScene/identity``: type, name, version and a hash of its stored values.
    public let sceneIdentity: String
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
    /// The drawing options and environment values by content (``/MotionRender/MotionGraphics/RenderOptions/fingerprints(for:)``):
    /// scheme, device, posture, reduceMotion, size, boardTheme, pieceSet, avatarStyle, ….
    public let options: [String: String]
    /// The props every frame was drawn with, laid over the scene's defaults (so the defaults
    /// when none were given); absent for a scene that takes no props. A run with other props is
    /// a different render.
    public let props: JSONValue?
    /// Every asset file the frames on disk were drawn with, by path, with the SHA-256 of its
    /// content at the time (see ``ImageAsset/contentHash``). Grows as frames are rendered; it is
    /// written before the frame that first draws an asset.
    public var assets: [String: String]
    /// Every frame of the sequence, in order of index (all shards, done or not).
    public let frames: [Frame]

    /// The manifest as written: pretty-printed JSON with sorted keys.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }

    /// Decodes manifest bytes; `path` names the file in the error.
    /// - Throws: ``RenderError/output(path:message:)`` with a one-line reason (not JSON, a field
    ///   missing or of the wrong type, a manifest of an older version).
    public static func decode(_ data: Data, path: String) throws -> FrameManifest {
        do {
            return try JSONDecoder().decode(FrameManifest.self, from: data)
        } catch let error as DecodingError {
            let reason: String
            switch error {
            case .keyNotFound(let key, _): reason = "has no \"\(key.stringValue)\" (written by another version?)"
            case .typeMismatch(_, let context), .valueNotFound(_, let context):
                reason = "has a wrong value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
            case .dataCorrupted: reason = "is not valid JSON"
            @unknown default: reason = "cannot be decoded"
            }
            throw RenderError.output(path: path, message: "the frame manifest \(reason); remove the folder's frames or choose another folder")
        }
    }

    /// The manifest in `folder`, or nil when there is none; read with `InputFile` (a regular
    /// file of at most ``RenderLimits/manifestBytes``).
    public static func read(inFolder folder: URL) throws -> FrameManifest? {
        let url = folder.appendingPathComponent("manifest.json")
        let data: Data
        do {
            data = try InputFile.read(url, limit: RenderLimits.manifestBytes)
        } catch {
            if error.problem == .missing { return nil }
            throw RenderError.output(path: error.path, message: "the frame manifest \(error.reason)")
        }
        return try decode(data, path: url.path)
    }

    /// Nil when `other` describes the same render as this manifest (everything but ``assets``,
    /// props included);
    /// otherwise the first field that differs, with both values, for a message.
    public func difference(from other: FrameManifest) -> String? {
        func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "\n", with: " ") + "'" }
        let fields: [(String, String, String)] = [
            ("scene", scene, other.scene), ("scene identity", sceneIdentity, other.sceneIdentity),
            ("format", format, other.format), ("size", "\(width)x\(height)", "\(other.width)x\(other.height)"),
            ("fps", CompactNumber.text(fps, digits: 17), CompactNumber.text(other.fps, digits: 17)),
            ("playback", playback, other.playback),
        ]
        for (name, mine, theirs) in fields where mine != theirs { return "\(name) \(quoted(theirs)) there, \(quoted(mine)) here" }
        for key in Set(options.keys).union(other.options.keys).sorted() where options[key] != other.options[key] {
            return "\(key) \(quoted(other.options[key] ?? "unset")) there, \(quoted(options[key] ?? "unset")) here"
        }
        if props != other.props {
            func text(_ value: JSONValue?) -> String {
                guard let value else { return "none" }
                let encoder = JSONEncoder()
                encoder.outputFormatting = .sortedKeys
                return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? value.summary
            }
            return "props \(quoted(text(other.props))) there, \(quoted(text(props))) here"
        }
        if frames != other.frames {
            return frames.count != other.frames.count ? "\(other.frames.count) frames there, \(frames.count) here" : "the frame times differ"
        }
        return nil
    }

    /// True when both describe the same render (every field but ``assets``).
    public func sameRender(as other: FrameManifest) -> Bool { difference(from: other) == nil }
}
