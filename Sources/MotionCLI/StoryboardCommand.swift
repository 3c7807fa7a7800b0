import Foundation
import MotionRender
import MotionTimeline

/// `motion storyboard SCENE -o board.pdf`: the timeline as a vector PDF for review.
struct StoryboardCommand {
    let registry: SceneRegistry
    let tool: String

    static let options: [OptionSpec] = [
        .value("--output", "-o", value: "FILE", help: "The PDF to write (default: SCENE-storyboard.pdf)."),
        .value("--times", value: "T1,T2,...", help: "Frames at these scene times (increasing, within the scene)."),
        .value("--every", value: "SECONDS", help: "Frames every SECONDS from 0."),
        .value("--frames", value: "N", help: "Evenly spaced frames before adding phase starts and the still frame (default 8)."),
        .value("--paper", value: "PAPER", help: "a4 (default) or letter."),
        .value("--orientation", value: "ORIENTATION", help: "landscape (default) or portrait."),
        .value("--layout", value: "LAYOUT", help: "grid (default) or pages (one frame per page)."),
        .value("--curve", value: "NAME", help: "Plot this curve of the scene under the frames."),
        .flag("--help", "-h", help: "Show this help."),
    ] + SceneOptions.specs

    func run(_ arguments: [String], _ output: CommandOutput) throws {
        let parsed = try ParsedArguments(arguments, options: Self.options, command: "\(tool) storyboard")
        if parsed.has("--help") {
            output.print(HelpText.render(usage: "\(tool) storyboard SCENE [-o FILE.pdf] [--times T,... | --every S | --frames N] [--paper a4|letter] [--orientation landscape|portrait] [--layout grid|pages] [--curve NAME]",
                                         abstract: "Lay out frames of a scene's timeline in a vector PDF, labelled with time and phase.",
                                         arguments: [("SCENE", "A scene name: \(registry.names.joined(separator: ", ")).")],
                                         options: Self.options))
            return
        }
        let scene = try SceneArgument.resolve(parsed.positionals, registry: registry, tool: "\(tool) storyboard")
        let path = parsed["--output"] ?? "\(scene.name)-storyboard.pdf"
        let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
        guard ext == "pdf" else { throw CommandError.usage("a storyboard is a PDF: the output must end in .pdf, got '\(path)'") }
        let chosen = ["--times", "--every", "--frames"].filter { parsed.has($0) }
        guard chosen.count <= 1 else { throw CommandError.usage("use only one of \(chosen.joined(separator: ", "))") }
        let times: [Double]
        if let list = parsed["--times"] {
            times = try Self.parseTimes(list)
        } else if let step = try parsed.number("--every") {
            times = try Storyboard.times(every: step, scene)
        } else {
            let count = try parsed.integer("--frames") ?? 8
            guard (1...Storyboard.maximumFrames).contains(count) else {
                throw CommandError.usage("--frames \(count) is outside 1...\(Storyboard.maximumFrames)")
            }
            times = Storyboard.defaultTimes(scene, count: count)
        }
        var options = RenderOptions()
        try SceneOptions.apply(parsed, to: &options)
        var board = try Storyboard(scene: scene, times: times, options: options)
        board.paper = try parsed.choice("--paper", Paper.self) ?? .a4
        board.orientation = try parsed.choice("--orientation", Orientation.self) ?? .landscape
        board.layout = try parsed.choice("--layout", StoryboardLayout.self) ?? .grid
        if let name = parsed["--curve"] {
            guard let curve = scene.curves.first(where: { $0.name == name }) else {
                let names = scene.curves.map { "'\($0.name)'" }
                throw CommandError.usage("scene '\(scene.name)' has no curve '\(name)'; "
                    + (names.isEmpty ? "it declares no curves" : "curves: \(names.joined(separator: ", "))"))
            }
            board.curve = curve
        }
        try board.write(to: URL(fileURLWithPath: path))
        output.print("\(path) (\(board.pageCount) page\(board.pageCount == 1 ? "" : "s"), \(times.count) frames)")
    }

    /// `0,0.8,1.35` → times; an empty item or a non-number is a usage error naming it.
    static func parseTimes(_ list: String) throws -> [Double] {
        let items = list.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard !(items.count == 1 && items[0].isEmpty) else { throw CommandError.usage("--times is empty: give times such as 0,0.8,1.35") }
        return try items.map { item in
            guard let value = Double(item) else { throw CommandError.usage("--times has '\(item)', which is not a number") }
            return value
        }
    }
}
