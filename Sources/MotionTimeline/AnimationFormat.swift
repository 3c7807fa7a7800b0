/// A file that plays a scene: an animated SVG, an animated image or a video.
public enum AnimationFormat: String, Sendable, CaseIterable {
    /// One self-contained SVG animated with CSS (no script), written in Swift (``AnimatedSVG``).
    case svg
    /// Animated PNG, lossless, 8-bit RGBA (ffmpeg's `apng` encoder).
    case apng
    /// Animated WebP, lossless by default (ffmpeg's `libwebp_anim`, libwebp's animation encoder).
    case webp
    /// GIF with one palette of up to 256 colours made from every frame (ffmpeg's `palettegen` and
    /// `paletteuse`).
    case gif
    /// H.264 video in MP4 (ffmpeg's `libx264`); no transparency.
    case mp4
    /// VP9 video in WebM (ffmpeg's `libvpx-vp9`), transparent when asked.
    case webm
    /// A vector Lottie animation, Bodymovin JSON (``LottieAnimation``); extension `.json`.
    case lottie
    /// The same animation in a dotLottie file: a ZIP of a manifest and the JSON; extension `.lottie`.
    case dotlottie

    /// The format a file extension names (case-insensitive): `.svg`, `.png` or `.apng`, `.webp`,
    /// `.gif`, `.mp4`, `.webm`, `.json` (Lottie), `.lottie` (dotLottie); nil for any other.
    public init?(fileExtension: String) {
        guard let format = Self.allCases.first(where: { $0.fileExtensions.contains(fileExtension.lowercased()) }) else { return nil }
        self = format
    }

    /// The file extensions that name the format (lower case, no dot), the usual one first:
    /// `png` and `apng` for APNG, `json` for Lottie, `lottie` for dotLottie, the name for every other.
    public var fileExtensions: [String] {
        switch self {
        case .apng: return ["png", "apng"]
        case .lottie: return ["json"]
        case .dotlottie: return ["lottie"]
        default: return [rawValue]
        }
    }

    /// Parses a format name; the error lists the choices.
    public static func parse(_ name: String) throws -> AnimationFormat {
        guard let format = AnimationFormat(rawValue: name.lowercased()) else {
            throw RenderError.invalidParameter(name: "animation format", value: "'\(name)'",
                                               expected: "one of \(allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return format
    }

    /// True for the formats encoded by the `ffmpeg` program (all but SVG and Lottie).
    public var needsFFmpeg: Bool { !isVector }

    /// True for the formats written by the package itself: SVG and Lottie, vector drawings.
    public var isVector: Bool { self == .svg || self == .lottie || self == .dotlottie }

    /// True for the video formats, which have no loop count (players decide).
    public var isVideo: Bool { self == .mp4 || self == .webm }

    /// False only for MP4: H.264 as browsers play it has no alpha channel.
    public var supportsTransparency: Bool { self != .mp4 }

    /// The usual file extension.
    public var fileExtension: String { fileExtensions[0] }
}
