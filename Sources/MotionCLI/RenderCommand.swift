import Foundation
import MotionRender

/// `motion render SCENE`: one instant of a scene to a PNG, SVG or PDF file.
struct RenderCommand {
    let registry: SceneRegistry
    let tool: String

    static let options: [OptionSpec] = [
        .value("--time", "-t", value: "SECONDS", help: "Scene time to draw, in 0...duration (default: the still time)."),
        .flag("--still", help: "Draw the scene's still frame (the default)."),
        .value("--playback", value: "MODE", help: "still (default), time (with --time) or live (with --elapsed)."),
        .value("--elapsed", value: "SECONDS", help: "Real seconds since a live scene appeared (plays twice, then rests)."),
        .value("--scale", value: "FACTOR", help: "Multiply the 360x280 box by FACTOR > 0 (default 1)."),
        .value("--size", value: "WxH", help: "Exact output size; the box is fitted and centred."),
        .value("--format", value: "FORMAT", help: "png, svg or pdf (default: from the output's extension, else png)."),
        .value("--output", "-o", value: "FILE", help: "Output file (default: SCENE.FORMAT in the current folder)."),
        PNGCompressionArgument.spec,
        .flag("--help", "-h", help: "Show this help."),
    ] + OutputOptions.specs + SceneOptions.specs

    func run(_ arguments: [String], _ output: CommandOutput) throws {
        let parsed = try ParsedArguments(arguments, options: Self.options, command: "\(tool) render")
        if parsed.has("--help") {
            output.print(HelpText.render(usage: "\(tool) render SCENE [--time T | --still | --playback live --elapsed S] [--scale S | --size WxH] [--scheme light|dark] [--device D --posture P] [--format png|svg|pdf] [-o FILE]",
                                         abstract: "Render one instant of a scene to PNG, SVG or PDF.",
                                         arguments: [("SCENE", "A scene name: \(registry.names.joined(separator: ", ")).")],
                                         options: Self.options))
            return
        }
        let scene = try SceneArgument.resolve(parsed.positionals, registry: registry, tool: "\(tool) render")
        let size = try SizeArguments.size(parsed)
        let outputPath = parsed["--output"]
        let format = try Self.format(explicit: parsed["--format"], path: outputPath)
        let url = URL(fileURLWithPath: outputPath ?? "\(scene.name).\(format.rawValue)")
        var options = RenderOptions(format: format, size: size)
        OutputOptions.apply(parsed, to: &options)
        try PNGCompressionArgument.apply(parsed, to: &options)
        try SceneOptions.apply(parsed, to: &options)
        let time = try PlaybackArguments.sceneTime(parsed, scene: scene, reduceMotion: options.reduceMotion)
        try MotionRenderer.render(scene, at: time, options: options, to: url)
        output.print(url.path)
    }

    /// The format from `--format`, else from the output's extension, else PNG; a conflict between
    /// the two or an unknown name is a usage error listing the choices.
    static func format(explicit: String?, path: String?) throws -> RenderFormat {
        let fromExtension = path.map { URL(fileURLWithPath: $0).pathExtension }.flatMap { $0.isEmpty ? nil : $0 }
        if let explicit {
            let format = try RenderFormat.parse(explicit)
            if let ext = fromExtension, let implied = RenderFormat(fileExtension: ext), implied != format {
                throw CommandError.usage("--format \(format.rawValue) conflicts with the output's extension '.\(ext)'")
            }
            return format
        }
        guard let ext = fromExtension else { return .png }
        guard let format = RenderFormat(fileExtension: ext) else {
            throw CommandError.usage("cannot tell the format from '.\(ext)': use an extension or --format with one of \(RenderFormat.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return format
    }
}
