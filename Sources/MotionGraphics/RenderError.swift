import Foundation
import MotionCore

/// Everything that can go wrong between a scene and a finished file. Each message names the value,
/// the file or the valid range at fault, in one line.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    /// A scene time that is NaN, infinite, or outside `[0, duration]`.
    case timeOutOfRange(scene: String, time: Double, duration: Double)
    /// A scale factor that is not finite and > 0.
    case invalidScale(Double)
    /// An explicit output size that is not finite and ≥ 1 in each dimension.
    case invalidSize(width: Double, height: Double)
    /// A scale so small that the output would be less than one pixel wide or high.
    case scaleTooSmall(scale: Double, width: Double, height: Double)
    /// The output would need more pixels than the stated limit (sizes as requested, however large).
    case tooManyPixels(width: Double, height: Double, limit: Int)
    /// An output side longer than the format allows (cairo images: 32767 px; PDF pages: 14400 pt).
    case sideTooLong(format: RenderFormat, width: Int, height: Int, limit: Int)
    /// A parameter outside its valid range (fps, jobs, shard, …).
    case invalidParameter(name: String, value: String, expected: String)
    /// A format name or file extension that is not one of png, svg, pdf.
    case unknownFormat(String)
    /// Cairo reported an error; `stage` says where.
    case cairo(stage: String, message: String)
    /// An SVG asset could not be read or parsed.
    case asset(file: String, message: String)
    /// A bitmap image (PNG, JPEG, WebP) could not be read or decoded, or is over a limit.
    case image(file: String, message: String)
    /// A resource file (palette, theme) is missing or malformed.
    case resource(file: String, message: String)
    /// The output could not be written.
    case output(path: String, message: String)
    /// The scene drew NaN or infinite geometry.
    case nonFiniteGeometry(scene: String, time: Double, detail: String)
    /// The scene reported a problem with its data (see `MotionCanvas.report(_:)`).
    case sceneProblem(scene: String, time: Double, detail: String)
    /// The scene reported an error while drawing (`MotionCanvas.report(_:)` with an error, as a
    /// JavaScript scene reports its exceptions); `cause` keeps it whole.
    case sceneError(scene: String, time: Double, cause: SceneErrorCause)

    public var description: String {
        switch self {
        case let .timeOutOfRange(scene, time, duration):
            return "time \(CompactNumber.text(time)) is " + SceneTimeRange(scene: scene, duration: duration).outside
        case let .invalidScale(scale):
            return "scale \(CompactNumber.text(scale)) is invalid: \(RenderLimits.scaleExpectation)"
        case let .invalidSize(width, height):
            return "size \(width)x\(height) is invalid: width and height must be finite and at least 1"
        case let .scaleTooSmall(scale, width, height):
            return "scale \(scale) is too small: the output would be \(whole(width))x\(whole(height)) pixels; it must give at least 1x1"
        case let .tooManyPixels(width, height, limit):
            return "output \(whole(width))x\(whole(height)) has \(whole(width * height)) pixels, over the limit of \(limit) (\(limit / 1_000_000) megapixels)"
        case let .sideTooLong(format, width, height, limit):
            return "\(format.rawValue.uppercased()) output \(width)x\(height) is too large: each side must be at most \(limit)"
        case let .invalidParameter(name, value, expected):
            return "\(name) \(value) is invalid: expected \(expected)"
        case let .unknownFormat(name):
            return "unknown format '\(name)': choose one of \(RenderFormat.allCases.map(\.rawValue).joined(separator: ", "))"
        case let .cairo(stage, message):
            return "cairo failed while \(stage): \(message)"
        case let .asset(file, message):
            return "SVG asset \(file): \(message)"
        case let .image(file, message):
            return "image \(file): \(message)"
        case let .resource(file, message):
            return "resource \(file): \(message)"
        case let .output(path, message):
            return "cannot write \(path): \(message)"
        case let .nonFiniteGeometry(scene, time, detail):
            return "scene '\(scene)' drew non-finite geometry at t=\(time): \(detail)"
        case let .sceneProblem(scene, time, detail):
            return "scene '\(scene)' failed at t=\(time): \(detail)"
        case let .sceneError(scene, time, cause):
            return RenderError.sceneProblem(scene: scene, time: time, detail: cause.description).description
        }
    }

    /// The error a scene reported, for ``sceneError(scene:time:cause:)``; nil for every other case.
    public var cause: (any Error)? {
        if case let .sceneError(_, _, cause) = self { return cause.error }
        return nil
    }

    private func whole(_ value: Double) -> String { CompactNumber.whole(value) }
}
