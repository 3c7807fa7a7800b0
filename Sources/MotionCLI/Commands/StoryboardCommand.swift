import Foundation
import MotionRender
import MotionTimeline

/// `motion storyboard SCENE -o board.pdf`: the timeline as a vector PDF for review.
struct StoryboardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(name: "storyboard", abstract: "Lay out a scene's timeline in a vector PDF, labelled with time and phase.")

    @Argument("SCENE", help: "The scene to lay out.", completion: .scenes)
    var sceneName: String

    @Option("--output", "-o", placeholder: "FILE", help: "The PDF to write, or - for standard output.",
            defaultDescription: "SCENE-storyboard.pdf", completion: .files(extensions: ["pdf"]))
    var output: OutputDestination?

    @Option("--times", placeholder: "T1,T2,...", help: "Frames at these scene times (increasing, within the scene).")
    var times: String?

    @Option("--every", placeholder: "SECONDS", help: "Frames every SECONDS from 0.")
    var every: Double?

    @Option("--frames", placeholder: "N", help: "Evenly spaced frames, to which the phase starts and the still frame are added; at most \(Storyboard.maximumFrames) frames in all.")
    var frames: Int = 8

    @Option("--paper", placeholder: "PAPER", help: "Paper size.")
    var paper: Paper = .a4

    @Option("--orientation", placeholder: "ORIENTATION", help: "Page orientation.")
    var orientation: Orientation = .landscape

    @Option("--layout", placeholder: "LAYOUT", help: "grid, or pages for one frame per page.")
    var layout: StoryboardLayout = .grid

    @Option("--curve", placeholder: "NAME", help: "Plot this curve of the scene under the frames.")
    var curve: String?

    @OptionGroup var drawing: DrawingOptions

    init() {}

    func run(_ context: CommandContext) throws {
        let scene = try context.scene(named: sceneName)
        let path = $output.text ?? "\(scene.name)-storyboard.pdf"
        let destination = output ?? .file(URL(fileURLWithPath: path))
        // Standard output by any name (`-`, `/dev/stdout`) takes the PDF without a file extension.
        if destination.reportedPath != nil, destination.fileExtension != "pdf" {
            throw CommandError.usage("a storyboard is a PDF: the output must end in .pdf, got '\(path)'")
        }
        let chosen = [$times, $every, $frames].filter(\.isGiven).map(\.name)
        guard chosen.count <= 1 else { throw CommandError.usage("use only one of \(chosen.joined(separator: ", "))") }
        let times: [Double]
        if let list = self.times {
            times = try Self.parseTimes(list, scene)
        } else if let every, let typed = $every.text {
            do {
                times = try Storyboard.times(every: every, scene)
            } catch RenderError.invalidParameter(_, _, let expected) {
                throw CommandError.usage("--every \(typed) is invalid: expected \(expected)")
            }
        } else {
            times = try Self.evenTimes(frames, typed: $frames.spelled(default: Double(frames)), scene)
        }
        var options = RenderOptions()
        try drawing.apply(for: scene, to: &options)
        var board = try Storyboard(scene: scene, times: times, options: options)
        board.paper = paper
        board.orientation = orientation
        board.layout = layout
        if let name = curve {
            guard let curve = scene.curves.first(where: { $0.name == name }) else {
                let names = scene.curves.map { "'\($0.name)'" }
                throw CommandError.usage("scene '\(scene.name)' has no curve '\(name)'; "
                    + (names.isEmpty ? "it declares no curves" : "curves: \(names.joined(separator: ", "))"))
            }
            // Sampled once here, as the strip samples it, so a curve that fails (a JavaScript curve
            // past its time limit) fails the command with the reason instead of drawing a gap.
            for t in Storyboard.curveTimes(duration: scene.duration) { _ = curve.value(t) }
            if let failure = curve.failure { throw CommandError.failure(failure) }
            board.curve = curve
        }
        try destination.write(file: { try board.write(to: $0) }, data: { try board.render() }, output: context.output)
        if destination.reportedPath != nil {
            context.output.print("\(path) (\(board.pageCount) page\(board.pageCount == 1 ? "" : "s"), \(times.count) frames)")
        }
    }

    /// `count` evenly spaced times plus the phase starts and the still frame. The range given in
    /// the error is exact for the scene: every count in it fits in a storyboard.
    static func evenTimes(_ count: Int, typed: String, _ scene: any MotionScene) throws -> [Double] {
        if count >= 1, count <= Storyboard.maximumFrames {
            let times = Storyboard.defaultTimes(scene, count: count)
            if times.count <= Storyboard.maximumFrames { return times }
        }
        let limit = Storyboard.maximumEvenCount(scene)
        // With one evenly spaced time (0), every other phase start and the still frame are added.
        let added = Storyboard.defaultTimes(scene, count: 1).count - 1
        let reason = added == 0 ? "a storyboard holds at most \(Storyboard.maximumFrames) frames"
            : "the scene's phase starts and still frame add up to \(added) frames, and a storyboard holds at most \(Storyboard.maximumFrames)"
        throw CommandError.usage("--frames \(typed) is outside 1...\(limit) for scene '\(scene.name)': \(reason)")
    }

    /// `0,0.8,1.35` → times: numbers within the scene, each after the one before; otherwise a
    /// usage error naming the item as typed.
    static func parseTimes(_ list: String, _ scene: any MotionScene) throws -> [Double] {
        let items = list.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard !(items.count == 1 && items[0].isEmpty) else { throw CommandError.usage("--times is empty: give times such as 0,0.8,1.35") }
        var times: [Double] = []
        for item in items {
            guard let value = Double(item) else { throw CommandError.usage("--times has '\(item)', which is not a number") }
            guard scene.timeRange.contains(value) else { throw CommandError.usage("--times has \(item), \(scene.timeRange.outside)") }
            if let last = times.last, value <= last {
                throw CommandError.usage("--times has \(item) after \(items[times.count - 1]): times must increase")
            }
            times.append(value)
        }
        return times
    }
}
