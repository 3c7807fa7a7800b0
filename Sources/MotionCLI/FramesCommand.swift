import Foundation
import MotionRender
import MotionTimeline

/// `motion frames SCENE -o DIR`: a numbered PNG or SVG sequence with a manifest, in parallel.
struct FramesCommand {
    let registry: SceneRegistry
    let tool: String

    static let options: [OptionSpec] = [
        .value("--output", "-o", value: "DIR", help: "Folder for frame-00000.png … and manifest.json (created if missing)."),
        .value("--format", value: "FORMAT", help: "png (default) or svg."),
        .value("--fps", value: "FPS", help: "Frames per second, 0 < FPS <= 240 (default 30)."),
        .value("--from", value: "SECONDS", help: "First scene time (default 0)."),
        .value("--to", value: "SECONDS", help: "End of the range, excluded (default: the duration)."),
        .value("--playback", value: "MODE", help: "range (default) or live: what the app shows, two loops then the still frame."),
        .value("--jobs", "-j", value: "N", help: "Parallel jobs (default: all cores). Output is identical for any N."),
        .value("--shard", value: "I/N", help: "Render only frames whose index is I-1 modulo N, to split a render across machines."),
        .value("--scale", value: "FACTOR", help: "Multiply the box by FACTOR > 0 (default 1)."),
        .value("--size", value: "WxH", help: "Exact frame size; the box is fitted and centred."),
        .flag("--quiet", "-q", help: "No progress on stderr."),
        PNGCompressionArgument.spec,
        .flag("--help", "-h", help: "Show this help."),
    ] + OutputOptions.specs + SceneOptions.specs

    enum Playback: String, CaseIterable { case range, live }

    func run(_ arguments: [String], _ output: CommandOutput) throws {
        let parsed = try ParsedArguments(arguments, options: Self.options, command: "\(tool) frames")
        if parsed.has("--help") {
            output.print(HelpText.render(usage: "\(tool) frames SCENE -o DIR [--fps F] [--from A --to B | --playback live] [--jobs N] [--shard I/N]",
                                         abstract: "Render a frame sequence (PNG or SVG) with a manifest; re-running resumes.",
                                         arguments: [("SCENE", "A scene name: \(registry.names.joined(separator: ", ")).")],
                                         options: Self.options))
            return
        }
        let scene = try SceneArgument.resolve(parsed.positionals, registry: registry, tool: "\(tool) frames")
        guard let folder = parsed["--output"] else { throw CommandError.usage("'\(tool) frames' needs -o DIR") }
        var options = RenderOptions(format: try Self.sequenceFormat(parsed["--format"]), size: try SizeArguments.size(parsed))
        OutputOptions.apply(parsed, to: &options)
        try PNGCompressionArgument.apply(parsed, to: &options)
        try SceneOptions.apply(parsed, to: &options)
        let fps = try TimeRangeArguments.fps(parsed)
        let playback = try parsed.choice("--playback", Playback.self) ?? .range
        let times: [Double]
        switch playback {
        case .range:
            let (from, to) = try TimeRangeArguments.range(parsed, scene)
            times = try FrameSequence.times(fps: fps, from: from, to: to)
        case .live:
            if parsed.has("--from") || parsed.has("--to") { throw CommandError.usage("--from/--to do not apply to --playback live") }
            times = try FrameSequence.liveTimes(scene, fps: fps)
        }
        let sequence = try FrameSequence(scene: scene, times: times, fps: fps, playback: playback.rawValue,
                                         options: options, folder: URL(fileURLWithPath: folder))
        let jobs = try parsed.integer("--jobs") ?? ProcessInfo.processInfo.activeProcessorCount
        let shard = try parsed["--shard"].map(Self.parseShard) ?? (1, 1)
        let meter = ProgressMeter(quiet: parsed.has("--quiet"), output: output)
        let report = try sequence.render(jobs: jobs, shard: shard, progress: { meter.update($0, $1) })
        meter.finish()
        output.print("\(report.rendered) frames rendered, \(report.skipped) already complete, in \(sequence.folder.path)")
    }

    static func sequenceFormat(_ text: String?) throws -> RenderFormat {
        guard let text else { return .png }
        let format = try RenderFormat.parse(text)
        guard format != .pdf else { throw CommandError.usage("--format pdf is not a frame format: choose png or svg (use 'storyboard' for PDF)") }
        return format
    }

    /// `2/4` → (2, 4); anything else is a usage error naming the text.
    static func parseShard(_ text: String) throws -> (index: Int, count: Int) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw CommandError.usage("--shard expects I/N such as 1/2, got '\(text)'")
        }
        return (index, count)
    }
}
