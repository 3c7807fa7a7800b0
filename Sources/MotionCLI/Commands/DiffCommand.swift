import Foundation
import MotionRender
import MotionSnapshot

/// `motion diff A B`: two scenes (a Swift port and its JavaScript prototype, say) compared frame
/// by frame over the whole timeline, light and dark, with the snapshot comparison.
///
/// Prints the frames over the tolerance and a summary per scheme; writes files only where asked:
/// the diff image of the worst frame with `--diff-image FILE`, a PDF of the worst frames side by
/// side with `--storyboard FILE`.
///
/// Exit codes: 0 when every frame is within the tolerance, 1 when one is not (or the scenes'
/// durations differ), 64 for wrong usage.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "diff", abstract: "Compare two scenes frame by frame over their timeline (a port against its prototype).",
        discussion: "Every frame from --from to --to (without --to, the whole timeline, its last instant included) at --fps is rendered from both scenes and compared as snapshot compares. Exit 0 when every frame is within the tolerance, 1 when one is not.")

    @Argument("A", help: "The reference scene (the port, say): a name or FILE#NAME.", completion: .scenes)
    var first: String

    @Argument("B", help: "The scene to compare with it (its prototype, say).", completion: .scenes)
    var second: String

    @OptionGroup var range: TimeRangeOptions
    @OptionGroup var scale: ScaleOptions

    @Option("--scheme", placeholder: "SCHEME", help: "Colour scheme; both compares every frame in light and in dark.")
    var scheme: PlayerScheme = .both

    @OptionGroup var device: DeviceOptions

    @Flag("--reduce-motion", help: "Both scenes see Reduce Motion.")
    var reduceMotion: Bool

    @Option("--locale", placeholder: "LOCALE", help: "The language both scenes are drawn in.")
    var locale: MotionLocale = .english

    @OptionGroup var props: PropsOptions

    @SceneSettingOptions var settings: SceneSettingValues

    @Option("--channel-tolerance", placeholder: "FRACTION", help: "Change of one channel allowed, 0...1 of full scale.",
            requirement: SnapshotCommand.fraction)
    var channelTolerance: Double = SnapshotTolerance.default.channelDelta

    @Option("--pixel-tolerance", placeholder: "FRACTION", help: "Share of a frame's pixels allowed to differ beyond it, 0...1.",
            requirement: SnapshotCommand.fraction)
    var pixelTolerance: Double = SnapshotTolerance.default.pixelFraction

    @Option("--diff-image", placeholder: "FILE", help: "Write the diff image of the worst frame here (PNG).",
            completion: .files(extensions: ["png"]))
    var diffImage: String?

    @Option("--storyboard", placeholder: "FILE", help: "Write a PDF of the worst frames, A, B and the diff side by side.",
            completion: .files(extensions: ["pdf"]))
    var storyboard: String?

    @Option("--worst", placeholder: "N", help: "How many frames the storyboard shows, the most different first.",
            requirement: Requirement("is out of range: expected 1...50") { (1...50).contains($0) })
    var worst: Int = 6

    @Option("--jobs", "-j", placeholder: "N", help: "Frames compared in parallel. The result is the same for any N.", defaultDescription: "all cores",
            requirement: Requirement("is out of range: expected at least 1") { $0 >= 1 })
    var jobs: Int?

    @Flag("--json", help: "Print every frame's measurements as JSON instead of text.")
    var json: Bool

    @OptionGroup var diagnostics: DiagnosticOptions

    /// How many frames over the tolerance the text output lists per scheme.
    static let listedFrames = 12

    init() {}

    func run(_ context: CommandContext) throws {
        let a = try context.scene(named: first), b = try context.scene(named: second)
        if let path = diffImage, URL(fileURLWithPath: path).pathExtension.lowercased() != "png" {
            throw CommandError.usage("--diff-image writes a PNG: the file must end in .png, got '\(path)'")
        }
        if let path = storyboard, URL(fileURLWithPath: path).pathExtension.lowercased() != "pdf" {
            throw CommandError.usage("--storyboard writes a PDF: the file must end in .pdf, got '\(path)'")
        }
        let shorter = a.duration <= b.duration ? a : b
        let (from, to) = try range.range(for: shorter)
        let times = try TimelineDiff.times(for: shorter, fps: range.fps, from: from, to: range.$to.isGiven ? to : nil)
        for scene in [a, b] { _ = try scale.geometry(box: scene.box, name: "scene '\(scene.name)'") }
        var optionsA = RenderOptions(size: .scale(scale.scale)), optionsB = optionsA
        optionsA.device = try device.environment()
        optionsA.reduceMotion = reduceMotion
        optionsA.locale = locale
        optionsB = optionsA
        try settings.apply(for: a, &optionsA, and: b, &optionsB)
        if let input = try props.input() {
            // Both scenes get the props: a port and its prototype take the same ones.
            try props.apply(input, for: a, to: &optionsA)
            try props.apply(input, for: b, to: &optionsB)
        }
        let tolerance = SnapshotTolerance(channelDelta: channelTolerance, pixelFraction: pixelTolerance)
        var results: [(ColorScheme, TimelineDiff)] = []
        for colorScheme in scheme.schemes {
            optionsA.colorScheme = colorScheme
            optionsB.colorScheme = colorScheme
            let diff = try TimelineDiff(a, b, times: times, options: optionsA, candidateOptions: optionsB, tolerance: tolerance,
                                        jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
            results.append((colorScheme, diff))
        }
        let fps = CompactNumber.text(range.fps, digits: 6), scaleText = CompactNumber.text(scale.scale, digits: 6)
        if json {
            context.output.print(try JSONText.encode(DiffReport(first, second, fps: range.fps, scale: scale.scale, results: results)))
        } else {
            for (colorScheme, diff) in results {
                let over = diff.frames.filter { !$0.passes }
                for frame in over.prefix(Self.listedFrames) { context.output.print("\(colorScheme.rawValue) \(TimelineDiff.describeFrame(frame))") }
                if over.count > Self.listedFrames {
                    context.output.print("\(colorScheme.rawValue) … \(over.count - Self.listedFrames) more frames over the tolerance (--json lists every frame)")
                }
                context.output.print("\(first) vs \(second), \(colorScheme.rawValue), \(fps) fps, scale \(scaleText): \(diff.summaryLine)")
            }
        }
        let failing = results.filter { !$0.1.passes }
        let worstOverall = results.compactMap { scheme, diff in diff.worst.map { (scheme, diff, $0) } }
            .max { ($0.2.comparison.differingPixels, $0.2.meanAbsoluteError) < ($1.2.comparison.differingPixels, $1.2.meanAbsoluteError) }
        var written: [String] = []
        if let worstOverall, let path = diffImage {
            let image = try worstOverall.1.diffImage(at: worstOverall.2.time)
            try OutputFile.write(try image.pngData(), to: URL(fileURLWithPath: path))
            written.append(path)
        }
        if let path = storyboard {
            guard let (_, diff, _) = worstOverall else {
                throw CommandError.failure("no frame differs, so there is no storyboard to write: \(path) was not written")
            }
            try OutputFile.write(try diff.storyboard(frames: diff.worstFrames(worst)), to: URL(fileURLWithPath: path))
            written.append(path)
        }
        if !json { written.forEach(context.output.print) }
        var problems: [String] = []
        if !failing.isEmpty, let (colorScheme, diff) = failing.first, let first = diff.firstFailure, let worst = diff.worst {
            let over = failing.map { $0.1.frames.filter { !$0.passes }.count }.reduce(0, +)
            problems.append("\(over) of \(times.count * results.count) frames differ beyond the tolerance (\(tolerance)); first in \(colorScheme.rawValue) at t=\(TimelineDiff.seconds(first.time)) s, worst at t=\(TimelineDiff.seconds(worst.time)) s"
                            + (diffImage == nil && storyboard == nil ? " (--diff-image FILE.png shows the worst frame's differences)" : ""))
        }
        if a.duration != b.duration, !range.$to.isGiven {
            problems.append("the scenes' durations differ (\(CompactNumber.text(a.duration)) s and \(CompactNumber.text(b.duration)) s), so only 0...\(CompactNumber.text(to)) s was compared; give --to to compare a part")
        }
        if !problems.isEmpty { throw CommandError.failure(problems.joined(separator: "; ")) }
    }
}
