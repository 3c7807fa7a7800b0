import Foundation

/// The ffmpeg command lines for each format: raw 8-bit RGBA frames (straight alpha) on standard
/// input at a constant frame rate, one file out.
///
/// Choices, measured on the built-in scenes at 1080 × 840 (see docs/animation.md):
/// - every format: `-fflags +bitexact -flags:v +bitexact -map_metadata -1`, so the file holds no
///   encoder version or date, and a fixed thread count: the same frames give the same bytes;
/// - MP4 and WebM: RGB → BT.709 limited range with accurate rounding and full chroma
///   interpolation (`accurate_rnd+full_chroma_int`; without them blue edges lose ~4 dB), tagged
///   as BT.709 so players convert back with the same matrix; x264 `medium`, VP9 `good` at
///   `cpu-used 4` with row multithreading; MP4 with `+faststart` for the web;
/// - APNG without prediction filters (smaller than `mixed` or `paeth` here), RGB unless transparent;
/// - WebP lossless at compression level 4 (libwebp's animation encoder merges identical frames);
/// - GIF: `palettegen` over every frame, its pixels sampled (pass one), then `paletteuse` without
///   dithering by default (``GIFDither``), only the changed rectangle of each frame re-encoded
///   (pass two).
struct FFmpegArguments {
    let format: AnimationFormat
    let settings: EncoderSettings
    let width: Int, height: Int
    /// The frame rate as ffmpeg reads it: `30/1`, `30000/1001`.
    let rate: String
    let loop: AnimationLoop
    let transparent: Bool
    /// How many frames the input has (GIF's last delay depends on it).
    let frames: Int

    /// Raw frames on standard input.
    var input: [String] { input(width: width, height: height) }

    /// Raw frames of `width` × `height` on standard input.
    private func input(width: Int, height: Int) -> [String] {
        ["-hide_banner", "-nostdin", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "rgba",
         "-s", "\(width)x\(height)", "-framerate", rate, "-i", "pipe:0"]
    }

    private var exact: [String] { ["-fflags", "+bitexact", "-flags:v", "+bitexact", "-map_metadata", "-1", "-threads", String(settings.threads)] }

    /// GIF pass one: the palette of every frame, written as a 16 × 16 PNG to `path`, from frames
    /// of `width` × `height` (the frames' pixels sampled, see ``AnimationEncoder``).
    func palette(to path: String, width: Int, height: Int) -> [String] {
        input(width: width, height: height) + ["-vf", "palettegen=max_colors=256:stats_mode=full:reserve_transparent=\(transparent ? 1 : 0)",
                 "-frames:v", "1", "-c:v", "png"] + exact + ["-f", "image2", "-y", path]
    }

    /// The encoding to `path`; for GIF, pass two with the palette from pass one at `palette`.
    func encode(to path: String, palette: String? = nil) -> [String] {
        var arguments = input
        switch format {
        case .apng:
            arguments += ["-c:v", "apng", "-pix_fmt", transparent ? "rgba" : "rgb24", "-plays", plays(forever: 0)] + exact + ["-f", "apng"]
        case .webp:
            let quality = settings.quality.map { ["-lossless", "0", "-quality", String($0)] } ?? ["-lossless", "1"]
            arguments += ["-c:v", "libwebp_anim"] + quality + ["-compression_level", "4", "-loop", plays(forever: 0)] + exact + ["-f", "webp"]
        case .gif:
            let repeats: String
            switch loop {
            case .forever: repeats = "0"
            case .plays(let n): repeats = n == 1 ? "-1" : String(n - 1)   // GIF counts repeats after the first play
            }
            arguments += ["-i", palette ?? "", "-lavfi", "[0:v][1:v]paletteuse=dither=\((settings.dither ?? .none).paletteuse):diff_mode=rectangle:alpha_threshold=128",
                          "-loop", repeats, "-final_delay", String(finalDelay)] + exact + ["-f", "gif"]
        case .mp4, .webm:
            let pixels = settings.videoPixelFormat(transparent: transparent).rawValue
            let crf = String(settings.quality ?? EncoderSettings.defaultCRF[format]!)
            arguments += ["-vf", "scale=out_color_matrix=bt709:out_range=tv:flags=accurate_rnd+full_chroma_int,format=\(pixels)",
                          "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", "-color_range", "tv"]
            if format == .mp4 {
                arguments += ["-c:v", "libx264", "-preset", "medium", "-crf", crf, "-pix_fmt", pixels, "-movflags", "+faststart"] + exact + ["-f", "mp4"]
            } else {
                arguments += ["-c:v", "libvpx-vp9", "-crf", crf, "-b:v", "0", "-deadline", "good", "-cpu-used", "4", "-row-mt", "1",
                              "-pix_fmt", pixels] + (pixels == "yuva420p" ? ["-auto-alt-ref", "0"] : []) + exact + ["-f", "webm"]
            }
        case .svg, .lottie, .dotlottie:
            preconditionFailure("\(format.rawValue) is not encoded by ffmpeg")
        }
        return arguments + ["-y", path]
    }

    /// The encoder ffmpeg needs for the format.
    static func encoder(_ format: AnimationFormat) -> String {
        switch format {
        case .apng: return "apng"
        case .webp: return "libwebp_anim"
        case .gif: return "gif"
        case .mp4: return "libx264"
        case .webm: return "libvpx-vp9"
        case .svg, .lottie, .dotlottie: return ""
        }
    }

    /// GIF delays are whole hundredths between frame times rounded to hundredths (3, 3, 4 at
    /// 30 fps); the last frame's is the rest of the loop, so a loop lasts exactly frames / fps
    /// (ffmpeg would repeat the previous delay).
    private var finalDelay: Int {
        let parts = rate.split(separator: "/").compactMap { Double($0) }
        let perFrame = 100 * parts[1] / parts[0]
        return max(1, Int((Double(frames) * perFrame).rounded()) - Int((Double(frames - 1) * perFrame).rounded()))
    }

    /// APNG and WebP store the number of plays, `forever` as 0.
    private func plays(forever: Int) -> String {
        switch loop {
        case .forever: return String(forever)
        case .plays(let n): return String(n)
        }
    }

    /// `fps` as a fraction ffmpeg reads exactly: the smallest denominator up to 1001 that gives it
    /// to a millionth of a frame per second (30 → `30/1`, 29.97… → `30000/1001`), else thousandths.
    static func rate(_ fps: Double) -> String {
        for denominator in 1...1001 {
            let numerator = (fps * Double(denominator)).rounded()
            if abs(numerator / Double(denominator) - fps) < 1e-6 { return "\(Int(numerator))/\(denominator)" }
        }
        return "\(Int((fps * 1000).rounded()))/1000"
    }
}
