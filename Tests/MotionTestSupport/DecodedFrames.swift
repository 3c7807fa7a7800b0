import Foundation
import MotionRender
import XCTest

/// Every frame of an animated image or a video as pixels, decoded by another program than the
/// encoder that wrote it.
public enum DecodedFrames {
    /// Decoded by ffmpeg's decoders (APNG, H.264, VP9, …) to straight RGBA, in order.
    /// - Parameter decoder: input options naming a decoder (`["-c:v", "libvpx-vp9"]` for VP9 alpha).
    public static func ffmpeg(_ url: URL, width: Int, height: Int, decoder: [String] = [],
                              file: StaticString = #filePath, line: UInt = #line) throws -> [RasterImage] {
        let result = try ExternalTool.run("ffmpeg", package: "ffmpeg", ["-v", "error", "-nostdin"] + decoder + ["-i", url.path, "-f", "rawvideo", "-pix_fmt", "rgba", "-"],
                                          file: file, line: line)
        XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
        return split(result.stdout, width: width, height: height)
    }

    /// Decoded by ImageMagick (GIF, WebP) with every frame composed onto the canvas (`-coalesce`).
    public static func imageMagick(_ url: URL, width: Int, height: Int, file: StaticString = #filePath, line: UInt = #line) throws -> [RasterImage] {
        let result = try ExternalTool.run("convert", package: "imagemagick", [url.path, "-coalesce", "-depth", "8", "rgba:-"], file: file, line: line)
        XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
        return split(result.stdout, width: width, height: height)
    }

    private static func split(_ data: Data, width: Int, height: Int) -> [RasterImage] {
        let size = width * height * 4
        let bytes = [UInt8](data)
        return stride(from: 0, to: bytes.count - size + 1, by: size).map { RasterImage(width: width, height: height, rgba: Array(bytes[$0..<($0 + size)])) }
    }
}
