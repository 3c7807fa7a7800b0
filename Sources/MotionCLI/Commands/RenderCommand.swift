import Foundation
import MotionRender

/// `motion render SCENE`: one instant of a scene to a PNG, SVG or PDF file, or to standard output.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(name: "render", abstract: "Render one instant of a scene to PNG, SVG or PDF.")

    @Argument("SCENE", help: "The scene to draw.", completion: .scenes)
    var sceneName: String

    @OptionGroup var playback: PlaybackOptions
    @OptionGroup var size: SizeOptions
    @OptionGroup var output: OutputOptions
    @OptionGroup var encoding: EncodingOptions
    @OptionGroup var drawing: DrawingOptions

    init() {}

    func run(_ context: CommandContext) throws {
        let scene = try context.scene(named: sceneName)
        let format = try output.renderFormat()
        let options = try RenderOptions(format, for: scene, size: size, encoding: encoding, drawing: drawing)
        let time = try playback.sceneTime(scene, reduceMotion: options.reduceMotion)
        let destination = output.destination(defaultName: "\(scene.name).\(format.rawValue)")
        try destination.write(file: { try MotionRenderer.render(scene, at: time, options: options, to: $0) },
                              data: { try MotionRenderer.render(scene, at: time, options: options) },
                              output: context.output)
        if let path = destination.reportedPath { context.output.print(path) }
    }
}
