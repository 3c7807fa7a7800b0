/// How the formats that ffmpeg writes are encoded. Defaults keep the files small and within the
/// codecs' usual loss: MP4 at CRF 18, WebM at CRF 24 (both at least 40 dB PSNR on the built-in
/// scenes at 1080 × 840), lossless APNG and WebP, GIF with one palette of the whole animation and
/// no dithering.
///
/// Output is the same for the same input: the encoders run with a fixed number of threads
/// (``threads``) and ffmpeg's bit-exact flags, so no version string or date is written.
public struct EncoderSettings: Sendable, Equatable {
    /// How many times an animated image plays (default: the timing's ``AnimationTiming/defaultLoop``).
    /// Videos have no loop count: setting one for MP4 or WebM is refused.
    public var loop: AnimationLoop?
    /// MP4: CRF in `0...51`, lower is better (default 18). WebM: CRF in `0...63` (default 24).
    /// WebP: lossy quality in `0...100`, higher is better (default: lossless). APNG and GIF are
    /// lossless or paletted and take none.
    public var quality: Int?
    /// MP4 and WebM only: default `yuv420p`, or `yuva420p` for a transparent WebM.
    public var pixelFormat: VideoPixelFormat?
    /// GIF only: how the palette's error is spread (default ``GIFDither/none``).
    public var dither: GIFDither?
    /// Encoder threads (default 2, in `1...16`). A fixed count, not the machine's cores, so the
    /// bytes do not depend on the machine.
    public var threads: Int

    /// The largest CRF of each video codec and the default quality of each format.
    public static let maximumCRF: [AnimationFormat: Int] = [.mp4: 51, .webm: 63]
    public static let defaultCRF: [AnimationFormat: Int] = [.mp4: 18, .webm: 24]

    public init(loop: AnimationLoop? = nil, quality: Int? = nil, pixelFormat: VideoPixelFormat? = nil, dither: GIFDither? = nil,
                threads: Int = 2) {
        self.loop = loop
        self.quality = quality
        self.pixelFormat = pixelFormat
        self.dither = dither
        self.threads = threads
    }

    /// Checks the settings against `format`, transparency and the frame size, with one-line errors
    /// (the command line calls it before it looks for ffmpeg, so a wrong request is reported first).
    /// - Throws: ``RenderError/invalidParameter(name:value:expected:)`` for a value out of range,
    ///   ``AnimationError/unsupported(_:)`` for a setting the format does not have.
    package func check(_ format: AnimationFormat, transparent: Bool, width: Int, height: Int, fps: Double) throws {
        precondition(format.needsFFmpeg, "SVG is not encoded by ffmpeg")
        try loop?.check()
        guard (1...16).contains(threads) else {
            throw RenderError.invalidParameter(name: "encoder threads", value: String(threads), expected: "1...16")
        }
        if format.isVideo, loop != nil {
            throw AnimationError.unsupported("--loop does not apply to \(format.rawValue): a video has no loop count (players decide)")
        }
        if let quality {
            switch format {
            case .mp4, .webm:
                let maximum = Self.maximumCRF[format]!
                guard (0...maximum).contains(quality) else {
                    throw RenderError.invalidParameter(name: "quality", value: String(quality), expected: "a CRF in 0...\(maximum) for \(format.rawValue), lower is better (default \(Self.defaultCRF[format]!))")
                }
            case .webp:
                guard (0...100).contains(quality) else {
                    throw RenderError.invalidParameter(name: "quality", value: String(quality), expected: "0...100 for lossy webp, higher is better (default: lossless)")
                }
            default:
                throw AnimationError.unsupported("--quality does not apply to \(format.rawValue): it is \(format == .gif ? "paletted, with one palette made from every frame" : "lossless")")
            }
        }
        if transparent, !format.supportsTransparency {
            throw AnimationError.unsupported("mp4 (H.264) has no transparency: use webm, apng, webp or gif for a transparent background")
        }
        if let pixelFormat {
            guard format.isVideo else {
                throw AnimationError.unsupported("--pixel-format does not apply to \(format.rawValue): only mp4 and webm have one")
            }
            if pixelFormat == .yuva420p, format == .mp4 {
                throw AnimationError.unsupported("--pixel-format yuva420p is for transparent webm: mp4 (H.264) has no alpha")
            }
            if transparent, pixelFormat != .yuva420p {
                throw AnimationError.unsupported("a transparent webm needs --pixel-format yuva420p (the default when transparent), not \(pixelFormat.rawValue)")
            }
        }
        if dither != nil, format != .gif {
            throw AnimationError.unsupported("--dither does not apply to \(format.rawValue): only gif has a palette")
        }
        if format == .mp4, pixelFormat ?? .yuv420p == .yuv420p, width % 2 == 1 || height % 2 == 1 {
            throw RenderError.invalidParameter(name: "mp4 size", value: "\(width)x\(height)", expected: "an even width and height for yuv420p (choose another --size or --scale, or --pixel-format yuv444p)")
        }
        if format == .gif, fps > RenderLimits.gifMaximumFPS {
            throw RenderError.invalidParameter(name: "fps", value: CompactNumber.text(fps), expected: "0 < fps <= \(CompactNumber.text(RenderLimits.gifMaximumFPS)) for gif: its delays are hundredths of a second and browsers slow faster GIFs to 10 fps")
        }
    }

    /// The pixel format a video of `format` gets.
    func videoPixelFormat(transparent: Bool) -> VideoPixelFormat {
        pixelFormat ?? (transparent ? .yuva420p : .yuv420p)
    }
}
