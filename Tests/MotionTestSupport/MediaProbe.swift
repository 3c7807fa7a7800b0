import Foundation
import XCTest

/// What ffprobe (Debian package `ffmpeg`) reads from a video or an animated image's first video
/// stream: codec, size, frames counted by decoding, frame rate, pixel format, colour space and
/// every packet's duration in seconds.
public struct MediaProbe {
    public let codec: String
    /// `WIDTHxHEIGHT`.
    public let size: String
    public let frames: Int
    /// `r_frame_rate`, such as `30/1`.
    public let rate: String
    public let pixelFormat: String
    public let colorSpace: String?
    public let durations: [Double]

    public init(_ url: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try ExternalTool.run("ffprobe", package: "ffmpeg", [
            "-v", "error", "-count_frames", "-select_streams", "v:0",
            "-show_entries", "stream=codec_name,width,height,nb_read_frames,r_frame_rate,pix_fmt,color_space",
            "-show_entries", "packet=duration_time", "-of", "json", url.path], file: file, line: line)
        XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
        let json = try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any] ?? [:]
        let stream = (json["streams"] as? [[String: Any]])?.first ?? [:]
        codec = stream["codec_name"] as? String ?? ""
        size = "\(stream["width"] as? Int ?? 0)x\(stream["height"] as? Int ?? 0)"
        frames = Int(stream["nb_read_frames"] as? String ?? "") ?? -1
        rate = stream["r_frame_rate"] as? String ?? ""
        pixelFormat = stream["pix_fmt"] as? String ?? ""
        colorSpace = stream["color_space"] as? String
        durations = ((json["packets"] as? [[String: Any]]) ?? []).compactMap { ($0["duration_time"] as? String).flatMap(Double.init) }
    }
}
