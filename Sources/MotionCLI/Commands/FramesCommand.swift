import Foundation
import MotionRender
import MotionTimeline

/// `motion frames SCENE -o DIR`: a numbered PNG or SVG sequence with a manifest, in parallel;
/// with `--format pdf`, one PDF with a page per frame (`-o FILE.pdf`).
struct FramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "frames", abstract: "Render a frame sequence (PNG or SVG) with a manifest, in parallel, resumable; or one PDF with a page per frame.",
        discussion: "Re-running the same command resumes: complete frames are kept, the others rendered. --jobs and --shard never change a byte of the output. With --format pdf, -o names one PDF (or - for standard output) whose pages are the frames at the output size in points, each asset stored once; it is written whole or not at all.")

    @Argument("SCENE", help: "The scene to render.", completion: .scenes)
    var sceneName: String

    @Option("--output", "-o", placeholder: "DIR", help: "Folder for frame-00000.png … and manifest.json (created if missing); with --format pdf, the PDF file, or - for standard output.",
            completion: .files(extensions: ["pdf"]))
    var folder: String

    @Option("--format", placeholder: "FORMAT", help: "Frame format.")
    var format: RenderFormat = .png

    @OptionGroup var playback: PlaybackRangeOptions
    @OptionGroup var jobs: JobsOptions

    @Option("--shard", placeholder: "I/N", help: "Render only frames whose index is I-1 modulo N, to split a render across machines (PNG and SVG).")
    var shard: Shard?

    @OptionGroup var size: SizeOptions
    @OptionGroup var progress: ProgressOptions
    @OptionGroup var encoding: EncodingOptions
    @OptionGroup var drawing: DrawingOptions

    init() {}

    func run(_ context: CommandContext) throws {
        let scene = try context.scene(named: sceneName)
        if format.framesInOneDocument {
            if shard != nil {
                let files = RenderFormat.allCases.filter { !$0.framesInOneDocument }.map(\.rawValue).joined(separator: " and ")
                throw CommandError.usage("--shard applies to \(files) sequences: a \(format.rawValue.uppercased()) is one file, written by one job")
            }
            let destination = OutputDestination(argument: folder)!
            if case .file = destination, !format.fileExtensions.contains(destination.fileExtension ?? "") {
                throw CommandError.usage("with --format \(format) the output is one \(format.rawValue.uppercased()): -o must end in .\(format.fileExtension) or be -, got '\(folder)'")
            }
        } else if folder == "-" {
            throw CommandError.usage("'\(context.command)' writes a folder of files: -o - (standard output) cannot hold one; give -o DIR (or --format pdf for one file)")
        }
        let options = try RenderOptions(format, for: scene, size: size, encoding: encoding, drawing: drawing)
        let fps = playback.range.fps
        let times = try playback.chosenRange(for: scene).map { try FrameSequence.times(fps: fps, from: $0.from, to: $0.to) }
            ?? FrameSequence.liveTimes(scene, fps: fps)
        let meter = try progress.meter(context.output)
        if format.framesInOneDocument {
            let destination = OutputDestination(argument: folder)!
            try destination.write(file: { try MotionRenderer.renderPages(scene, times: times, options: options, to: $0, progress: meter.update) },
                                  data: { try MotionRenderer.renderPages(scene, times: times, options: options, progress: meter.update) },
                                  output: context.output)
            meter.finish()
            if let path = destination.reportedPath { context.output.print("\(times.count) frames rendered as pages of \(path)") }
            return
        }
        let sequence = try FrameSequence(scene: scene, times: times, fps: fps, playback: playback.playback.rawValue,
                                         options: options, folder: URL(fileURLWithPath: folder))
        let report = try sequence.render(jobs: jobs.count,
                                         shard: shard.map { ($0.index, $0.count) } ?? (1, 1),
                                         progress: { meter.update($0, $1) })
        meter.finish()
        context.output.print("\(report.rendered) frames rendered, \(report.skipped) already complete, in \(sequence.folder.path)")
    }
}
