import Foundation
import MotionRender

/// `motion list [FILE...]`: the scenes with their duration, still time, speed, summary and
/// phases; as names only for scripts, or as JSON (the schema: ``SceneListing``). Given scene
/// files, their scenes instead, named as commands take them (`FILE#NAME`).
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(name: "list", abstract: "List the scenes with their duration, still time, speed and phases.")

    @Argument("FILE", help: "Scene files (such as JavaScript prototypes) to list instead of the tool's scenes; their scenes are named FILE#NAME.",
              completion: .files())
    var files: [String]

    @Flag("--names", help: "Print only the scene names, one per line (for scripts).")
    var names: Bool

    @Flag("--json", help: "Print the scenes as JSON: names, summary, duration, still time, speed, box, phases, curves, the environment keys each reads, the settings that fill them, and the default props of the scenes that take props.")
    var json: Bool

    init() {}

    func run(_ context: CommandContext) throws {
        if names, json { throw CommandError.usage("use either --names or --json, not both") }
        var scenes: [(name: String, scene: any MotionScene)] = context.registry.scenes.map { ($0.name, $0) }
        if !files.isEmpty {
            scenes = try files.flatMap { file in try context.scenes(inFile: file).map { ("\(file)#\($0.name)", $0) } }
        }
        if names {
            scenes.map(\.name).forEach(context.output.print)
            return
        }
        if json {
            context.output.print(try SceneListing(tool: context.tool, scenes: scenes, settings: context.settings).json())
            return
        }
        let width = max(5, scenes.map(\.name.count).max() ?? 0)
        context.output.print("SCENE".padding(toLength: width, withPad: " ", startingAt: 0) + "  DURATION  STILL  SPEED  SUMMARY")
        for (name, scene) in scenes {
            let row = name.padding(toLength: width, withPad: " ", startingAt: 0)
                + "  " + Self.seconds(scene.duration).padding(toLength: 8, withPad: " ", startingAt: 0)
                + "  " + Self.seconds(scene.stillTime).padding(toLength: 5, withPad: " ", startingAt: 0)
                + "  " + CompactNumber.text(scene.speed).padding(toLength: 5, withPad: " ", startingAt: 0)
                + "  " + scene.summary
            context.output.print(row)
            if !scene.phases.isEmpty {
                let phases = scene.phases.map { "\($0.name) \(Self.seconds($0.start))" }.joined(separator: " · ")
                context.output.print(String(repeating: " ", count: width) + "  phases: " + phases)
            }
        }
    }

    static func seconds(_ value: Double) -> String { String(format: "%gs", value) }
}
