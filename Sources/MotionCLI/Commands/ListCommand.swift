import Foundation
import MotionRender

/// `motion list`: the scenes with their duration, still time, speed, summary and phases; as
/// names only for scripts, or as JSON (the schema: ``SceneListing``).
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(name: "list", abstract: "List the scenes with their duration, still time, speed and phases.")

    @Flag("--names", help: "Print only the scene names, one per line (for scripts).")
    var names: Bool

    @Flag("--json", help: "Print the scenes as JSON: names, summary, duration, still time, speed, box, phases, curves, the environment keys each reads, the settings that fill them, and the default props of the scenes that take props.")
    var json: Bool

    init() {}

    func run(_ context: CommandContext) throws {
        let registry = context.registry
        if names, json { throw CommandError.usage("use either --names or --json, not both") }
        if names {
            registry.names.forEach(context.output.print)
            return
        }
        if json {
            context.output.print(try SceneListing(tool: context.tool, scenes: registry.scenes, settings: context.settings).json())
            return
        }
        let width = max(5, registry.names.map(\.count).max() ?? 0)
        context.output.print("SCENE".padding(toLength: width, withPad: " ", startingAt: 0) + "  DURATION  STILL  SPEED  SUMMARY")
        for scene in registry.scenes {
            let row = scene.name.padding(toLength: width, withPad: " ", startingAt: 0)
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
