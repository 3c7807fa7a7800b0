import Foundation
import MotionRender
import MotionTimeline

/// `motion frames SCENE -o DIR`: a numbered PNG or SVG sequence with a manifest, in parallel.
struct FramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "frames", abstract: "Render a frame sequence (PNG or SVG) with a manifest, in parallel; resumable.",
        discussion: "Re-running the same command resumes: complete frames are kept, the others rendered. --jobs and --shard never change a byte of the output.")

    @Argument("SCENE", help: "The scene to render.", completion: .scenes)
    var sceneName: String

    @Option("--output", "-o", placeholder: "DIR", help: "Folder for frame-00000.png … and manifest.json (created if missing).",
            completion: .directories)
    var folder: String

    @Option("--format", placeholder: "FORMAT", help: "Frame format.")
    var format: SequenceFormat = .png

    @OptionGroup var playback: PlaybackRangeOptions
    @OptionGroup var jobs: JobsOptions

    @Option("--shard", placeholder: "I/N", help: "Render only frames whose index is I-1 modulo N, to split a render across machines.")
    var shard: Shard?

    @OptionGroup var size: SizeOptions
    @OptionGroup var progress: ProgressOptions
    @OptionGroup var encoding: EncodingOptions
    @OptionGroup var drawing: DrawingOptions

    init() {}

    func run(_ context: CommandContext) throws {
        let scene = try context.scene(named: sceneName)
        guard folder != "-" else {
            throw CommandError.usage("'\(context.command)' writes a folder of files: -o - (standard output) cannot hold one; give -o DIR")
        }
        let options = try RenderOptions(format.renderFormat, for: scene, size: size, encoding: encoding, drawing: drawing)
        let fps = playback.range.fps
        let times = try playback.chosenRange(for: scene).map { try FrameSequence.times(fps: fps, from: $0.from, to: $0.to) }
            ?? FrameSequence.liveTimes(scene, fps: fps)
        let meter = try progress.meter(context.output)
        let sequence = try FrameSequence(scene: scene, times: times, fps: fps, playback: playback.playback.rawValue,
                                         options: options, folder: URL(fileURLWithPath: folder))
        let report = try sequence.render(jobs: jobs.count,
                                         shard: shard.map { ($0.index, $0.count) } ?? (1, 1),
                                         progress: { meter.update($0, $1) })
        meter.finish()
        context.output.print("\(report.rendered) frames rendered, \(report.skipped) already complete, in \(sequence.folder.path)")
    }
}
