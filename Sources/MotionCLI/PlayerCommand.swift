import Foundation
import MotionRender
import MotionTimeline

/// `motion player SCENE -o scene.html`: one self-contained HTML page that plays the scene from
/// embedded PNG frames (see ``PlayerPage``), with play/pause, a scrubber in ms, speed and, with
/// `--scheme both`, a light/dark toggle.
struct PlayerCommand {
    let registry: SceneRegistry
    let tool: String

    /// `--scheme`: one palette, or both with a toggle on the page.
    enum SchemeChoice: String, CaseIterable {
        case light, dark, both

        var schemes: [ColorScheme] {
            switch self {
            case .light: return [.light]
            case .dark: return [.dark]
            case .both: return [.light, .dark]
            }
        }
    }

    /// The scene options shared with `render`, minus the two that mean something else here.
    static let sharedSceneOptions = SceneOptions.specs.filter { $0.key != "--scheme" && $0.key != "--reduce-motion" }

    static let options: [OptionSpec] = [
        .value("--output", "-o", value: "FILE", help: "The HTML file to write (default: SCENE.html in the current folder)."),
        .value("--fps", value: "FPS", help: "Frames per second, 0 < FPS <= 240 (default 30)."),
        .value("--from", value: "SECONDS", help: "First scene time, in 0...duration (default 0)."),
        .value("--to", value: "SECONDS", help: "End of the range, excluded, in 0...duration (default: the duration)."),
        .value("--scale", value: "FACTOR", help: "Pixel density of the frames, FACTOR > 0 (default 1); the page shows them at the box's size. All frames together hold at most \(PlayerPage.maximumPixels / 1_000_000) megapixels."),
        .value("--scheme", value: "SCHEME", help: "light (default), dark, or both (adds a light/dark toggle)."),
        .flag("--help", "-h", help: "Show this help."),
    ] + sharedSceneOptions

    func run(_ arguments: [String], _ output: CommandOutput) throws {
        let parsed = try ParsedArguments(arguments, options: Self.options, command: "\(tool) player")
        if parsed.has("--help") {
            output.print(HelpText.render(usage: "\(tool) player SCENE [-o FILE] [--fps F] [--from A --to B] [--scale S] [--scheme light|dark|both]",
                                         abstract: "Write one self-contained HTML page that plays a scene: play/pause, a scrubber in ms, speed, light/dark.",
                                         arguments: [("SCENE", "A scene name: \(registry.names.joined(separator: ", ")).")],
                                         options: Self.options))
            return
        }
        let scene = try SceneArgument.resolve(parsed.positionals, registry: registry, tool: "\(tool) player")
        let choice = try parsed.choice("--scheme", SchemeChoice.self) ?? .light
        let fps = try TimeRangeArguments.fps(parsed)
        let (from, to) = try TimeRangeArguments.range(parsed, scene)
        let times = try FrameSequence.times(fps: fps, from: from, to: to)
        let total = times.count * choice.schemes.count
        guard total <= PlayerPage.maximumFrames else {
            throw CommandError.usage("the player would embed \(total) frames (\(times.count) × \(choice.schemes.count) scheme\(choice.schemes.count == 1 ? "" : "s")), over the limit of \(PlayerPage.maximumFrames): lower --fps or narrow --from/--to")
        }
        let scale = try parsed.number("--scale") ?? 1
        var options = RenderOptions(format: .png, size: .scale(scale))
        // One frame's size (an invalid or oversized scale is a usage error), then the whole page's
        // pixels, before anything is rendered.
        guard scale.isFinite, scale > 0 else { throw CommandError.usage(RenderError.invalidScale(scale).description) }
        let frame: OutputGeometry
        do {
            frame = try OutputGeometry(box: scene.box, size: options.size, pixelLimit: options.pixelLimit)
        } catch let error as RenderError {
            throw CommandError.usage("--scale \(TimeRangeArguments.spelled(parsed, "--scale", scale)) does not fit scene '\(scene.name)': \(error)")
        }
        let pixels = PlayerPage.pixelCount(frames: times.count, schemes: choice.schemes.count, size: frame)
        guard pixels <= Double(PlayerPage.maximumPixels) else {
            let images = (times.count + 1) * choice.schemes.count
            throw CommandError.usage("--scale \(TimeRangeArguments.spelled(parsed, "--scale", scale)) at --fps \(TimeRangeArguments.spelled(parsed, "--fps", fps)) would embed \(Self.megapixels(pixels)) megapixels (\(images) frames of \(frame.width) × \(frame.height) px, stills included), over the limit of \(Self.megapixels(Double(PlayerPage.maximumPixels))) megapixels per page: lower --scale or --fps, or narrow --from/--to")
        }
        try SceneOptions.apply(parsed, to: &options, readingScheme: false)
        let url = URL(fileURLWithPath: parsed["--output"] ?? "\(scene.name).html")
        let page = try PlayerPage(scene: scene, times: times, fps: fps, end: to, schemes: choice.schemes, options: options)
        try page.write(to: url)
        output.print(url.path)
    }

    /// Millions of pixels with up to six significant digits: 1824.48, 400.
    static func megapixels(_ pixels: Double) -> String {
        CompactNumber.text(pixels / 1_000_000, digits: 6)
    }
}
