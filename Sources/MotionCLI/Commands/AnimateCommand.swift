import Foundation
import MotionRender
import MotionTimeline

/// `motion animate SCENE -o FILE`: a scene, or a stretch of it, as one file that plays: an
/// animated SVG (CSS, no script), an animated PNG, WebP or GIF, or an MP4 or WebM video.
/// `motion animate --frames DIR -o FILE` encodes a finished frames folder instead (the join of a
/// sharded render, see docs/long-renders.md).
///
/// The formats and their options come from the library (``AnimatedSVG``, ``AnimationEncoder``,
/// ``EncoderSettings``), which checks them; this command checks what only the command line
/// knows (which options were typed, and how) before anything is drawn or ffmpeg is looked for.
struct AnimateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "animate", abstract: "Write an animated SVG, APNG, WebP or GIF, an MP4 or WebM video, or a Lottie animation, of a scene or a frames folder.",
        discussion: """
            Give a scene to draw, or --frames DIR to encode a finished frames folder (every shard done), whose manifest fixes \
            the scene, times, size and drawing options: those options are refused with --frames.

            --fps counts frames per real second; scene time runs at the scene's speed (gif: at most \
            \(CompactNumber.text(RenderLimits.gifMaximumFPS)) fps). A range loops forever; --playback live plays what the app \
            shows once, ending on the still frame. ffmpeg (Debian package ffmpeg) encodes all but svg and lottie while --jobs \
            threads draw; an svg plays in an <img> with no script; a .json (or .lottie) is a vector Lottie animation for \
            Android, iOS, the web and Qt, whose drawings players cannot draw are images (one warning each, or refused with \
            --lottie-strict).

            -o - writes the file to standard output (give --format); apng, webp, gif, mp4 and webm are finished in a \
            temporary file first, so the bytes are those of a file. A failure or an interrupt leaves no partial file.
            """,
        argumentsHint: "give one scene, or --frames DIR and no scene")

    @Argument("SCENE", help: "The scene to animate (none with --frames).", completion: .scenes)
    var sceneName: String?

    @Option("--output", "-o", placeholder: "FILE",
            help: "The file to write: .svg, .png (an animated PNG), .webp, .gif, .mp4, .webm, .json (Lottie) or .lottie (dotLottie); - for standard output.",
            completion: .files(extensions: AnimationFormat.allCases.flatMap(\.fileExtensions)))
    var output: OutputDestination

    @Option("--format", placeholder: "FORMAT", help: "The output's format.", defaultDescription: "from the output's extension")
    var format: AnimationFormat?

    @Option("--frames", placeholder: "DIR", help: "Encode this finished frames folder (from the frames command) instead of drawing a scene.",
            completion: .directories)
    var frames: String?

    @OptionGroup var times: PlaybackRangeOptions

    @Option("--loop", placeholder: "N", help: "How many times an animated image plays: forever, or a number of plays. Videos have no loop count.",
            defaultDescription: "forever for a range, 1 for live")
    var loop: AnimationLoop?

    @Option("--quality", placeholder: "Q",
            help: "mp4: CRF 0...\(EncoderSettings.maximumCRF[.mp4]!), webm: CRF 0...\(EncoderSettings.maximumCRF[.webm]!), lower is better; webp: lossy, 0...100, higher is better. Not for apng, gif or svg.",
            defaultDescription: "mp4 \(EncoderSettings.defaultCRF[.mp4]!), webm \(EncoderSettings.defaultCRF[.webm]!), webp lossless")
    var quality: Int?

    @Option("--pixel-format", placeholder: "FORMAT",
            help: "mp4 and webm: yuv420p plays everywhere; yuv444p keeps small coloured detail, in fewer players; yuva420p is a transparent webm.",
            defaultDescription: "yuv420p, yuva420p with --transparent")
    var pixelFormat: VideoPixelFormat?

    @Option("--dither", placeholder: "MODE", help: "gif: how the 256-colour palette's error is spread; sierra or bayer hide bands in gradients.",
            defaultDescription: "none")
    var dither: GIFDither?

    @OptionGroup var jobs: JobsOptions
    @OptionGroup var size: SizeOptions
    @OptionGroup var progress: ProgressOptions

    @Flag("--transparent", help: "Do not fill the palette background (mp4 has no transparency).")
    var transparent: Bool

    @Option("--id-prefix", placeholder: "PREFIX", help: "svg: prefix for every id, class and animation name, so several animations inline in one page.",
            defaultDescription: "the scene's first letters and four characters of the range, scheme, device, locale and props")
    var idPrefix: String?

    @Flag("--decorative", help: "svg: mark the animation decorative (aria-hidden=\"true\", no title).")
    var decorative: Bool

    @Flag("--lottie-strict", help: "lottie: fail on any drawing Lottie players cannot draw as vectors (filters, conic gradients, Porter-Duff modes, masks, pixels) instead of exporting it as images.")
    var lottieStrict: Bool

    @OptionGroup var drawing: DrawingOptions

    init() {}

    func run(_ context: CommandContext) throws {
        do {
            if let frames {
                if let sceneName {
                    throw CommandError.usage("'\(context.command) --frames DIR' takes no scene (the manifest names it), got '\(sceneName)'")
                }
                try animate(folder: frames, context)
            } else {
                guard let sceneName else {
                    throw CommandError.usage("'\(context.command)' needs a scene or --frames DIR; scenes: \(context.registry.names.joined(separator: ", "))")
                }
                try animate(scene: try context.scene(named: sceneName), context)
            }
        } catch let error as AnimationError {
            throw error.isUsage ? CommandError.usage(error.description) : CommandError.failure(error.description)
        }
    }

    private func animate(scene: any MotionScene, _ context: CommandContext) throws {
        let format = try outputFormat()
        if format == .lottie || format == .dotlottie { return try lottie(scene: scene, format: format, context) }
        if let option = [$lottieStrict].first(where: \.isGiven) {
            throw CommandError.usage("\(option.name) applies to lottie and dotlottie only, not \(format.rawValue)")
        }
        let options = try RenderOptions(format == .svg ? .svg : .png, for: scene, size: size, drawing: drawing) {
            $0.background = !transparent
            $0.svgIDPrefix = idPrefix
            $0.decorative = decorative
        }
        let fps = times.range.fps
        let timing = try times.chosenRange(for: scene).map { try AnimationTiming.range(scene, fps: fps, from: $0.from, to: $0.to) }
            ?? AnimationTiming.live(scene, fps: fps)
        let frame = try OutputGeometry(box: scene.box, size: options.size, pixelLimit: options.pixelLimit)
        try write(format, timing: timing, width: frame.width, height: frame.height, transparent: transparent,
                  fps: "--fps \(times.range.$fps.spelled(default: fps))", context,
                  svg: { try AnimatedSVG(scene: scene, timing: timing, loop: loop, options: options, jobs: jobs.count, progress: $0) },
                  encode: { try $0.encode(scene, timing: timing, options: options, to: $1, jobs: jobs.count, progress: $2) })
    }

    private func animate(folder path: String, _ context: CommandContext) throws {
        if let fixed = fixedByManifest.first {
            throw CommandError.usage("\(fixed) does not apply with --frames: the folder's manifest fixes it")
        }
        let format = try outputFormat()
        if format == .lottie || format == .dotlottie {
            throw CommandError.usage("\(format.rawValue) is drawn from the scene's drawing calls, which a frames folder does not keep: give the scene instead of --frames")
        }
        let folder = try FrameFolder(URL(fileURLWithPath: path))
        let manifest = folder.manifest
        guard let scene = context.registry.scene(named: manifest.scene) else {
            throw CommandError.usage("frames folder \(folder.url.path) is of scene '\(manifest.scene)', which this tool does not have; scenes: \(context.registry.names.joined(separator: ", "))")
        }
        let timing = try folder.timing(speed: scene.speed)
        try write(format, timing: timing, width: manifest.width, height: manifest.height, transparent: manifest.options["background"] == "false",
                  fps: "the folder's fps \(CompactNumber.text(timing.fps))", context,
                  svg: {
                      try AnimatedSVG(folder: folder, speed: scene.speed, stillTime: scene.stillTime, loop: loop, prefix: idPrefix,
                                      decorative: decorative, jobs: jobs.count, progress: $0)
                  },
                  encode: { try $0.encode(folder, timing: timing, to: $1, jobs: jobs.count, progress: $2) })
    }

    /// Checks the options `format` takes, then makes the file with `svg` or `encode` (frames
    /// drawn or read on `--jobs` threads), showing progress, and writes it to `-o`; prints what
    /// it wrote unless that was standard output.
    /// - Parameter fps: how the frame rate was given, for a rate gif cannot show: `--fps 60`.
    private func write(_ format: AnimationFormat, timing: AnimationTiming, width: Int, height: Int, transparent: Bool, fps: String,
                       _ context: CommandContext,
                       svg: ((Int, Int) -> Void) throws -> AnimatedSVG,
                       encode: (AnimationEncoder, AnimationOutput, (Int, Int) -> Void) throws -> AnimationEncoder.Report) throws {
        let bytes: Int
        if format == .svg {
            if let option = [$quality, $pixelFormat, $dither].first(where: \.isGiven) {
                throw CommandError.usage("\(option.name) does not apply to svg: it is vector, drawn by the browser")
            }
            let meter = try progress.meter(context.output, label: Self.configuration.name)
            let animation = try svg { meter.update($0, $1) }
            meter.finish()
            try output.write(file: { try animation.write(to: $0) }, data: { animation.data }, output: context.output)
            bytes = animation.data.count
        } else {
            if let option = [$idPrefix, $decorative].first(where: \.isGiven) {
                throw CommandError.usage("\(option.name) applies to svg only, not \(format.rawValue)")
            }
            let settings = EncoderSettings(loop: loop, quality: quality, pixelFormat: pixelFormat, dither: dither)
            do {
                try settings.check(format, transparent: transparent, width: width, height: height, fps: timing.fps)
            } catch RenderError.invalidParameter(let name, _, let expected) where name == "quality" || name == "fps" {
                throw CommandError.usage("\(name == "fps" ? fps : "--quality \($quality.text ?? "")") is out of range: expected \(expected)")
            }
            let encoder = try AnimationEncoder(format: format, settings: settings)
            let meter = try progress.meter(context.output, label: Self.configuration.name)
            let destination: AnimationOutput
            switch output {
            case .file(let url):
                // A device or FIFO is streamed into as it is (never replaced); a regular file is
                // replaced atomically when the encoder is done.
                if let node = try DirectOutput(url) { destination = .stream { try node.write($0) } } else { destination = .file(url) }
            case .standardOutput: destination = .stream { [output = context.output] in try output.write($0) }
            }
            bytes = try encode(encoder, destination) { meter.update($0, $1) }.bytes
            meter.finish()
        }
        if let path = output.reportedPath {
            let count = timing.times.count
            context.output.print("\(path): \(count) frame\(count == 1 ? "" : "s") at \(CompactNumber.text(timing.fps)) fps, \(CompactNumber.text(timing.duration)) s, \(width) × \(height), \(String(format: "%.1f kB", Double(bytes) / 1000))")
        }
    }

    /// A Lottie (or dotLottie) animation of `scene`: the options that do not apply are refused
    /// first, each drawing exported as images is one warning line, and the file is written only
    /// when the whole animation is made.
    private func lottie(scene: any MotionScene, format: AnimationFormat, _ context: CommandContext) throws {
        if let option = [$quality, $pixelFormat, $dither, $idPrefix, $decorative, $loop].first(where: \.isGiven) {
            throw CommandError.usage("\(option.name) does not apply to \(format.rawValue): a Lottie animation is vector, and its player decides how often it plays")
        }
        let options = try RenderOptions(.png, for: scene, size: size, drawing: drawing) { $0.background = !transparent }
        let fps = times.range.fps
        let timing = try times.chosenRange(for: scene).map { try AnimationTiming.range(scene, fps: fps, from: $0.from, to: $0.to) }
            ?? AnimationTiming.live(scene, fps: fps)
        let meter = try progress.meter(context.output, label: Self.configuration.name)
        let animation = try LottieAnimation(scene: scene, timing: timing, options: options, strict: lottieStrict, jobs: jobs.count) {
            meter.update($0, $1)
        }
        meter.finish()
        for warning in animation.warnings(scene: scene.name) { context.output.error("warning: " + warning) }
        let data = format == .dotlottie ? animation.dotLottieData(id: scene.name) : animation.data
        try output.write(file: { try OutputFile.write(data, to: $0) }, data: { data }, output: context.output)
        if let path = output.reportedPath {
            let frame = try OutputGeometry(box: scene.box, size: options.size, pixelLimit: options.pixelLimit)
            let count = timing.times.count
            context.output.print("\(path): \(count) frame\(count == 1 ? "" : "s") at \(CompactNumber.text(timing.fps)) fps, \(CompactNumber.text(timing.duration)) s, \(frame.width) × \(frame.height), \(animation.layerCount) layers, \(String(format: "%.1f kB", Double(data.count) / 1000))")
        }
    }

    /// `--format`, else the output's extension; standard output or a file without an extension
    /// needs `--format`.
    private func outputFormat() throws -> AnimationFormat {
        if let format = try output.format(given: format, typed: $format.text) { return format }
        let formats = AnimationFormat.allCases.map(\.rawValue).joined(separator: ", ")
        guard let path = output.path else {
            throw CommandError.usage("-o - (standard output) has no extension to tell the format: give --format with one of \(formats)")
        }
        throw CommandError.usage("cannot tell the format from '\($output.text ?? path)': give it an extension (.svg, .png, .webp, .gif, .mp4, .webm, .json, .lottie) or --format with one of \(formats)")
    }

    /// The options given, as typed, that a frames folder's manifest fixes (times, size, background,
    /// drawing environment, props and scene settings).
    private var fixedByManifest: [String] {
        let states = [times.range.$fps, times.range.$from, times.range.$to, times.$playback, size.scale.$scale, size.$size, $transparent,
                      drawing.scheme.$scheme, drawing.device.$device, drawing.device.$posture, drawing.$reduceMotion, drawing.$locale,
                      drawing.props.$json, drawing.props.$file]
        return states.compactMap { state in state.text.map { $0.isEmpty ? state.name : "\(state.name) \($0)" } } + drawing.settings.given
    }
}
