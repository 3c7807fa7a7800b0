import Foundation
import MotionRender
import MotionTimeline

/// `motion animate SCENE -o FILE`: the scene (or a stretch of it) as an animated SVG, APNG, WebP,
/// GIF, MP4 or WebM; `motion animate --frames DIR -o FILE` encodes a finished frames folder.
struct AnimateCommand {
    let registry: SceneRegistry
    let tool: String

    static let options: [OptionSpec] = [
        .value("--output", "-o", value: "FILE", help: "Output file; its extension names the format (.svg .png .webp .gif .mp4 .webm)."),
        .value("--format", value: "FORMAT", help: "svg, apng, webp, gif, mp4 or webm (default: from the output's extension)."),
        .value("--frames", value: "DIR", help: "Encode a finished frames folder ('frames' command, every shard done) instead of a scene."),
        .value("--fps", value: "FPS", help: "Frames per real second, 0 < FPS <= 240, 50 for gif (default 30); scene time runs at the scene's speed."),
        .value("--from", value: "SECONDS", help: "First scene time (default 0)."),
        .value("--to", value: "SECONDS", help: "End of the range, excluded (default: the duration)."),
        .value("--playback", value: "MODE", help: "range (default, loops) or live: what the app shows, two loops then the still frame, played once."),
        .value("--loop", value: "N", help: "Plays of an animated image: forever (default for a range) or 1...65535 (default 1 for live)."),
        .value("--quality", value: "Q", help: "mp4: CRF 0...51 (default 18); webm: CRF 0...63 (default 24); webp: lossy 0...100 (default lossless)."),
        .value("--pixel-format", value: "FORMAT", help: "mp4/webm: yuv420p (default), yuv444p; webm: yuva420p (default with --transparent)."),
        .value("--dither", value: "MODE", help: "gif: none (default), sierra or bayer."),
        .value("--jobs", "-j", value: "N", help: "Parallel drawing jobs (default: all cores). Output is identical for any N."),
        .value("--scale", value: "FACTOR", help: "Multiply the box by FACTOR > 0 (default 1)."),
        .value("--size", value: "WxH", help: "Exact frame size; the box is fitted and centred."),
        .flag("--quiet", "-q", help: "No progress on stderr."),
        .flag("--help", "-h", help: "Show this help."),
    ] + OutputOptions.specs + SceneOptions.specs

    /// Options that a frames folder's manifest already fixes.
    static let fixedByFolder = ["--fps", "--from", "--to", "--playback", "--scale", "--size", "--transparent", "--scheme",
                                "--device", "--posture", "--reduce-motion", "--board-theme", "--piece-set", "--avatar-style"]

    func run(_ arguments: [String], _ output: CommandOutput) throws {
        let parsed = try ParsedArguments(arguments, options: Self.options, command: "\(tool) animate")
        if parsed.has("--help") {
            output.print(HelpText.render(usage: "\(tool) animate SCENE -o FILE [--fps F] [--from A --to B | --playback live] [--loop N] [--quality Q] [--jobs N]\n       \(tool) animate --frames DIR -o FILE",
                                         abstract: "Write an animated SVG, APNG, WebP or GIF, or an MP4 or WebM video, of a scene or a frames folder.",
                                         arguments: [("SCENE", "A scene name: \(registry.names.joined(separator: ", ")).")],
                                         options: Self.options))
            return
        }
        guard let path = parsed["--output"] else { throw CommandError.usage("'\(tool) animate' needs -o FILE") }
        let url = URL(fileURLWithPath: path)
        let format = try Self.format(explicit: parsed["--format"], path: path)
        let jobs = try parsed.integer("--jobs") ?? ProcessInfo.processInfo.activeProcessorCount
        let loop = try parsed["--loop"].map { try AnimationLoop.parse($0) }
        let meter = ProgressMeter(quiet: parsed.has("--quiet"), output: output)
        let done = { (bytes: Int, timing: AnimationTiming, width: Int, height: Int) in
            meter.finish()
            output.print("\(url.path): \(timing.times.count) frame\(timing.times.count == 1 ? "" : "s") at \(CompactNumber.text(timing.fps)) fps, \(CompactNumber.text(timing.duration)) s, \(width) × \(height), \(String(format: "%.1f kB", Double(bytes) / 1000))")
        }
        do {
            if let folderPath = parsed["--frames"] {
                try animateFolder(URL(fileURLWithPath: folderPath), parsed, format: format, loop: loop, jobs: jobs, to: url, meter: meter, done: done)
            } else {
                try animateScene(parsed, format: format, loop: loop, jobs: jobs, to: url, meter: meter, done: done)
            }
        } catch let error as AnimationError {
            throw error.isUsage ? CommandError.usage(error.description) : CommandError.failure(error.description)
        }
    }

    /// What `done` prints when the file is written: bytes, timing, width and height.
    typealias Done = (Int, AnimationTiming, Int, Int) -> Void

    private func animateScene(_ parsed: ParsedArguments, format: AnimationFormat, loop: AnimationLoop?, jobs: Int, to url: URL,
                              meter: ProgressMeter, done: Done) throws {
        let scene = try SceneArgument.resolve(parsed.positionals, registry: registry, tool: "\(tool) animate")
        var options = RenderOptions(size: try SizeArguments.size(parsed))
        OutputOptions.apply(parsed, to: &options)
        try SceneOptions.apply(parsed, to: &options)
        let fps = try TimeRangeArguments.fps(parsed)
        let timing: AnimationTiming
        switch try parsed.choice("--playback", FramesCommand.Playback.self) ?? .range {
        case .range:
            let (from, to) = try TimeRangeArguments.range(parsed, scene)
            timing = try AnimationTiming.range(scene, fps: fps, from: from, to: to)
        case .live:
            if parsed.has("--from") || parsed.has("--to") { throw CommandError.usage("--from/--to do not apply to --playback live") }
            timing = try AnimationTiming.live(scene, fps: fps)
        }
        let size = try OutputGeometry(box: scene.box, size: options.size, pixelLimit: options.pixelLimit)
        if format == .svg {
            try refuseEncoderOptions(parsed, format)
            let svg = try AnimatedSVG(scene: scene, timing: timing, loop: loop, options: options, jobs: jobs) { meter.update($0, $1) }
            try svg.write(to: url)
            done(svg.data.count, timing, size.width, size.height)
        } else {
            try refuseSVGOptions(parsed, format)
            let encoder = try AnimationEncoder(format: format, settings: try settings(parsed, loop: loop))
            let report = try encoder.encode(scene, timing: timing, options: options, to: url, jobs: jobs) { meter.update($0, $1) }
            done(report.bytes, timing, size.width, size.height)
        }
    }

    private func animateFolder(_ folderURL: URL, _ parsed: ParsedArguments, format: AnimationFormat, loop: AnimationLoop?, jobs: Int,
                               to url: URL, meter: ProgressMeter, done: Done) throws {
        if let fixed = Self.fixedByFolder.first(where: parsed.has) {
            throw CommandError.usage("\(fixed) does not apply with --frames: the folder's manifest fixes it")
        }
        if let extra = parsed.positionals.first {
            throw CommandError.usage("'\(tool) animate --frames DIR' takes no scene (the manifest names it), got '\(extra)'")
        }
        let folder = try FrameFolder(folderURL)
        guard let scene = registry.scene(named: folder.manifest.scene) else {
            throw CommandError.usage("frames folder \(folderURL.path) is of scene '\(folder.manifest.scene)', which this tool does not have; scenes: \(registry.names.joined(separator: ", "))")
        }
        let timing = try folder.timing(speed: scene.speed)
        let (width, height) = (folder.manifest.width, folder.manifest.height)
        if format == .svg {
            try refuseEncoderOptions(parsed, format)
            let svg = try AnimatedSVG(folder: folder, speed: scene.speed, stillTime: scene.stillTime, loop: loop, prefix: parsed["--id-prefix"],
                                      decorative: parsed.has("--decorative"), jobs: jobs) { meter.update($0, $1) }
            try svg.write(to: url)
            done(svg.data.count, timing, width, height)
        } else {
            try refuseSVGOptions(parsed, format)
            let encoder = try AnimationEncoder(format: format, settings: try settings(parsed, loop: loop))
            let report = try encoder.encode(folder, timing: timing, to: url, jobs: jobs) { meter.update($0, $1) }
            done(report.bytes, timing, width, height)
        }
    }

    private func settings(_ parsed: ParsedArguments, loop: AnimationLoop?) throws -> EncoderSettings {
        EncoderSettings(loop: loop, quality: try parsed.integer("--quality"),
                        pixelFormat: try parsed.choice("--pixel-format", VideoPixelFormat.self),
                        dither: try parsed.choice("--dither", GIFDither.self))
    }

    private func refuseEncoderOptions(_ parsed: ParsedArguments, _ format: AnimationFormat) throws {
        if let option = ["--quality", "--pixel-format", "--dither"].first(where: parsed.has) {
            throw CommandError.usage("\(option) does not apply to svg: it is vector, drawn by the browser")
        }
    }

    private func refuseSVGOptions(_ parsed: ParsedArguments, _ format: AnimationFormat) throws {
        if let option = ["--id-prefix", "--decorative"].first(where: parsed.has) {
            throw CommandError.usage("\(option) applies to svg only, not \(format.rawValue)")
        }
    }

    /// The format from `--format`, else from the output's extension; a conflict between the two
    /// or an unknown name is a usage error listing the choices.
    static func format(explicit: String?, path: String) throws -> AnimationFormat {
        let ext = URL(fileURLWithPath: path).pathExtension
        let implied = AnimationFormat(fileExtension: ext)
        if let explicit {
            guard let format = AnimationFormat(rawValue: explicit.lowercased()) else {
                throw CommandError.usage("--format '\(explicit)' is not an animation format: choose one of \(AnimationFormat.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            if let implied, implied != format {
                throw CommandError.usage("--format \(format.rawValue) conflicts with the output's extension '.\(ext)'")
            }
            return format
        }
        guard let implied else {
            throw CommandError.usage("cannot tell the format from '\(ext.isEmpty ? path : "." + ext)': use an extension (.svg .png .webp .gif .mp4 .webm) or --format with one of \(AnimationFormat.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return implied
    }
}
