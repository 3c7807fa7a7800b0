import Foundation
import MotionRender
import MotionTimeline

/// `motion player SCENE -o scene.html`: one self-contained HTML page that plays the scene from
/// embedded PNG frames (see ``PlayerPage``), with play/pause, a scrubber in ms, speed and, with
/// `--scheme both`, a light/dark toggle.
struct PlayerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "player", abstract: "Write a self-contained HTML player of a scene (frames, scrubber, speed, light/dark).",
        discussion: "--scale is the frames' pixel density; the page shows them at the box's size. All frames of a page together hold at most \(RenderLimits.playerFrames) frames and \(RenderLimits.playerPixels / 1_000_000) megapixels. The page follows the reader's Reduce Motion setting itself.")

    @Argument("SCENE", help: "The scene to play.", completion: .scenes)
    var sceneName: String

    @Option("--output", "-o", placeholder: "FILE", help: "The HTML file to write, or - for standard output.",
            defaultDescription: "SCENE.html in the current folder", completion: .files(extensions: ["html"]))
    var output: OutputDestination?

    @OptionGroup var range: TimeRangeOptions
    @OptionGroup var scale: ScaleOptions

    @Option("--scheme", placeholder: "SCHEME", help: "Colour scheme; both adds a light/dark toggle to the page.")
    var scheme: PlayerScheme = .light

    @OptionGroup var device: DeviceOptions
    @OptionGroup var props: PropsOptions
    @SceneSettingOptions var settings: SceneSettingValues
    @OptionGroup var diagnostics: DiagnosticOptions

    init() {}

    func run(_ context: CommandContext) throws {
        let scene = try context.scene(named: sceneName)
        var options = RenderOptions(format: .png, size: .scale(scale.scale))
        try props.apply(for: scene, to: &options)
        let schemes = scheme.schemes
        let (from, to) = try range.range(for: scene)
        let times = try FrameSequence.times(fps: range.fps, from: from, to: to)
        let total = times.count * schemes.count
        guard total <= PlayerPage.maximumFrames else {
            throw CommandError.usage("the player would embed \(total) frames (\(times.count) × \(schemes.count) scheme\(schemes.count == 1 ? "" : "s")), over the limit of \(PlayerPage.maximumFrames): lower --fps or narrow --from/--to")
        }
        // One frame's size, then the whole page's pixels, before anything is rendered.
        let frame = try scale.geometry(box: scene.box, name: "scene '\(scene.name)'", pixelLimit: options.pixelLimit)
        let pixels = PlayerPage.pixelCount(frames: times.count, schemes: schemes.count, size: frame)
        guard pixels <= Double(PlayerPage.maximumPixels) else {
            let images = (times.count + 1) * schemes.count
            throw CommandError.usage("--scale \(scale.$scale.spelled(default: scale.scale)) at --fps \(range.$fps.spelled(default: range.fps)) would embed \(Self.megapixels(pixels)) megapixels (\(images) frames of \(frame.width) × \(frame.height) px, stills included), over the limit of \(Self.megapixels(Double(PlayerPage.maximumPixels))) megapixels per page: lower --scale or --fps, or narrow --from/--to")
        }
        options.device = try device.environment()
        try settings.apply(for: scene, to: &options)
        let page = try PlayerPage(scene: scene, times: times, fps: range.fps, end: to, schemes: schemes, options: options)
        let destination = output ?? .file(URL(fileURLWithPath: "\(scene.name).html"))
        try destination.write(file: { try page.write(to: $0) }, data: { Data(page.html.utf8) }, output: context.output)
        if let path = destination.reportedPath { context.output.print(path) }
    }

    /// Millions of pixels with up to six significant digits: 1824.48, 400.
    static func megapixels(_ pixels: Double) -> String {
        CompactNumber.text(pixels / 1_000_000, digits: 6)
    }
}
